import Testing
@testable import TrellisCore

/// SwiftUI's focus API: `@FocusState` in both forms, `.focused`,
/// `.focusable()`, `.defaultFocus`, `onKeyPress` and `keyboardShortcut`.
@Suite("Focus API")
@MainActor
struct FocusAPITests {
    private enum Field: Hashable { case first, second }

    private struct Fields: View {
        @FocusState var focus: Field?
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text("focus: \(focus.map { "\($0)" } ?? "none")")
                Button("One") {}.focused($focus, equals: .first)
                Button("Two") {}.focused($focus, equals: .second)
                Button("Jump") { focus = .second }
                Button("Clear") { focus = nil }
            }
        }
    }

    @Test func aHashableFocusStateFollowsTheFocusAndMovesIt() {
        let host = TestHost(Fields())
        #expect(host.node(text: "focus: none") != nil)
        host.tab()
        #expect(host.node(text: "focus: first") != nil)
        host.tab()
        #expect(host.node(text: "focus: second") != nil)
        host.tab()
        #expect(host.focusedText == "Jump")
        #expect(host.node(text: "focus: none") != nil)
        host.press(.space, characters: " ")
        #expect(host.focusedText == "Two")
        #expect(host.node(text: "focus: second") != nil)
        host.tab(2)
        #expect(host.focusedText == "Clear")
        host.click(text: "Jump")
        #expect(host.focusedText == "Two")
        host.click(text: "Clear")
        #expect(host.host.focusedNode == nil)
        #expect(host.node(text: "focus: none") != nil)
    }

    private struct Flag: View {
        @FocusState var isFocused: Bool
        var body: some View {
            VStack {
                Text(isFocused ? "yes" : "no")
                Color.red.frame(width: 20, height: 20).focusable().focused($isFocused)
                Button("Focus it") { isFocused = true }
            }
        }
    }

    @Test func aBoolFocusStateAndAFocusableView() {
        let host = TestHost(Flag())
        #expect(host.node(text: "no") != nil)
        host.click(text: "Focus it")
        #expect(host.node(text: "yes") != nil)
        #expect(host.host.focusedNode?.unit is any Focusable)
        host.tab()
        #expect(host.node(text: "no") != nil)
        #expect(host.focusedText == "Focus it")
        // A click on a focusable view focuses it.
        let square = host.nodes(kind: "Focusable")[0].rect
        host.click(CGPoint(x: square.midX, y: square.midY))
        #expect(host.node(text: "yes") != nil)
    }

    private struct Defaulted: View {
        @FocusState var focus: Field?
        var body: some View {
            VStack {
                Button("One") {}.focused($focus, equals: .first)
                Button("Two") {}.focused($focus, equals: .second)
            }
            .defaultFocus($focus, .second)
        }
    }

    @Test func defaultFocusFocusesItsViewWhenTheWindowFirstShows() {
        let host = TestHost(Defaulted())
        #expect(host.focusedText == "Two")
        host.tab()
        #expect(host.focusedText == "One")
    }

    private struct Keys: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ","))
                Button("Target") { log.append("action") }
                    .onKeyPress(.space) { log.append("space"); return .handled }
                    .onKeyPress(keys: [.upArrow, .downArrow], phases: .all) { press in
                        log.append("\(press.key == .upArrow ? "up" : "down")-\(press.phase.debugDescription)")
                        return .ignored
                    }
                    .onKeyPress(characters: .letters) { press in log.append(press.characters); return .handled }
            }
            .onKeyPress(.return) { log.append("outer-return"); return .ignored }
        }
    }

    @Test func onKeyPressRunsInnermostFirstAndHandledStopsTheKey() {
        let host = TestHost(Keys())
        host.tab()
        host.press(.space, characters: " ")
        #expect(host.node(text: "space") != nil)   // handled: the button's action did not run
        host.press(.upArrow)
        #expect(host.node(text: "space,up-[down],up-[up]") != nil)
        host.press(KeyEquivalent("q"), characters: "q")
        host.press(.return)
        // Return reached the outer handler (ignored), then the button.
        #expect(host.node(text: "space,up-[down],up-[up],q,outer-return,action") != nil)
    }

    private struct Shortcuts: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ","))
                Button("Save") { log.append("save") }.keyboardShortcut("s")
                Button("Submit") { log.append("submit") }.keyboardShortcut(.defaultAction)
                Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
                Button("Off") { log.append("off") }.keyboardShortcut("d").disabled(true)
            }
        }
    }

    @Test func shortcutsRunTheirButtonsCommandIsControlOnLinux() {
        let host = TestHost(Shortcuts())
        host.press(KeyEquivalent("s"), characters: "s", modifiers: .control)
        host.press(KeyEquivalent("s"), characters: "s")   // no modifier: not the shortcut
        host.press(.return)
        host.press(.escape)
        host.press(KeyEquivalent("d"), characters: "d", modifiers: .control)
        #expect(host.node(text: "save,submit,cancel") != nil)
        // A focused button takes Return itself.
        host.tab()
        #expect(host.focusedText == "Save")
        host.press(.return)
        #expect(host.node(text: "save,submit,cancel,save") != nil)
    }

    @Test func shortcutMatching() {
        let save = KeyboardShortcut("s")
        #expect(save.matches(KeyPress(key: "s", modifiers: .control)))
        #expect(save.matches(KeyPress(key: "S", modifiers: .control)))   // Caps Lock on
        #expect(!save.matches(KeyPress(key: "s", modifiers: [.control, .shift])))
        #expect(!save.matches(KeyPress(key: "s", modifiers: [.control, .option])))
        let saveAs = KeyboardShortcut("s", modifiers: [.command, .shift])
        #expect(saveAs.matches(KeyPress(key: "S", modifiers: [.control, .shift])))
        #expect(!saveAs.matches(KeyPress(key: "s", modifiers: .control)))
        #expect(KeyboardShortcut.defaultAction.matches(KeyPress(key: .return)))
        #expect(!KeyboardShortcut.defaultAction.matches(KeyPress(phase: .up, key: .return)))
    }
}
