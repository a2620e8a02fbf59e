import Testing
@testable import TrellisCore

/// `onExitCommand`, `onMoveCommand` and `onDeleteCommand`: which keys give
/// them, innermost first, after `onKeyPress` and the focused control.
@Suite("View commands")
@MainActor
struct ViewCommandTests {
    @MainActor final class Log {
        var entries: [String] = []
        var handles = true
    }

    private func host<V: View>(_ view: V) -> TestHost { TestHost(view, width: 300, height: 200) }

    @Test func escapeRunsTheExitCommandAroundTheFocusedView() {
        let log = Log()
        let host = host(VStack { Button("A") {}; Button("B") {} }.onExitCommand { log.entries.append("exit") })
        host.press(.escape)
        #expect(log.entries.isEmpty, "nothing has the focus yet")
        host.tab()
        host.press(.escape)
        #expect(log.entries == ["exit"])
        host.press(.escape, modifiers: .shift)
        #expect(log.entries == ["exit"], "Shift+Escape is not the exit command")
    }

    @Test func theInnermostActionRunsAndANilActionPassesTheCommandOn() {
        let log = Log()
        let host = host(VStack {
            Button("Inner") {}.onExitCommand { log.entries.append("inner") }
            Button("Nil") {}.onExitCommand(perform: nil)
        }.onExitCommand { log.entries.append("outer") })
        host.tab()
        host.press(.escape)
        host.tab()
        host.press(.escape)
        #expect(log.entries == ["inner", "outer"])
    }

    @Test func onKeyPressComesFirstAndCanLetTheCommandThrough() {
        let log = Log()
        let host = host(Button("A") {}
            .onKeyPress(.escape) { log.entries.append("key"); return log.handles ? .handled : .ignored }
            .onExitCommand { log.entries.append("exit") })
        host.tab()
        host.press(.escape)
        #expect(log.entries == ["key"])
        log.handles = false
        host.press(.escape)
        #expect(log.entries == ["key", "key", "exit"])
    }

    @Test func arrowsGiveMoveDirectionsMirroredRightToLeft() {
        let log = Log()
        let content = Button("A") {}.onMoveCommand { log.entries.append("\($0)") }
        let host = host(content)
        host.tab()
        for key in [KeyEquivalent.upArrow, .downArrow, .leftArrow, .rightArrow] { host.press(key) }
        host.press(.leftArrow, modifiers: .shift)
        #expect(log.entries == ["up", "down", "left", "right"])

        log.entries = []
        let mirrored = self.host(content.environment(\.layoutDirection, .rightToLeft))
        mirrored.tab()
        mirrored.press(.leftArrow)
        mirrored.press(.rightArrow)
        mirrored.press(.upArrow)
        #expect(log.entries == ["right", "left", "up"])
    }

    @Test func aStepperKeepsUpAndDownButLeftAndRightMove() {
        let log = Log()
        var value = 3
        let host = host(Stepper("Count", value: Binding(get: { value }, set: { value = $0 }))
            .onMoveCommand { log.entries.append("\($0)") })
        host.tab()
        host.press(.upArrow)
        host.press(.rightArrow)
        #expect(value == 4)
        #expect(log.entries == ["right"])
    }

    @Test func backSpaceAndDeleteRunTheDeleteCommandUnlessATextFieldUsesThem() {
        let log = Log()
        var text = "abc"
        let host = host(VStack {
            Button("A") {}
            TextField("Name", text: Binding(get: { text }, set: { text = $0 }))
        }.onDeleteCommand { log.entries.append("delete") })
        host.tab()
        host.press(.delete)
        host.press(.deleteForward)
        #expect(log.entries == ["delete", "delete"])
        host.press(.delete, modifiers: .option)
        #expect(log.entries.count == 2, "Alt+BackSpace deletes a word, not the selection")
        host.tab()
        host.press(.end)
        host.press(.delete)
        #expect(text == "ab")
        #expect(log.entries.count == 2)
    }

    @Test func aSelectingListWithoutDeleteActionsGivesItsBackSpaceToTheDeleteCommand() {
        let log = Log()
        var selection: Int? = 2
        let host = host(List(selection: Binding(get: { selection }, set: { selection = $0 })) {
            ForEach(1...3, id: \.self) { Text("Row \($0)") }
        }.onDeleteCommand { log.entries.append("delete \(selection ?? 0)") })
        host.press(.delete)
        #expect(log.entries == ["delete 2"])
    }

    /// The Mac pattern: a focusable custom view moving a selection with
    /// the arrows and deleting it, and closing with Escape.
    @Test func aFocusableCustomViewTakesMoveDeleteAndExit() {
        struct Board: View {
            @State var column = 0
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Text("column \(column) \(log.joined(separator: " "))")
                    Color.blue.frame(width: 100, height: 40)
                        .focusable()
                        .onMoveCommand { direction in
                            if direction == .right { column += 1 } else if direction == .left { column -= 1 }
                        }
                        .onDeleteCommand { log.append("deleted") }
                        .onExitCommand { log.append("closed") }
                }
            }
        }
        let host = host(Board())
        host.tab()
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.leftArrow)
        host.press(.delete)
        host.press(.escape)
        #expect(host.node(text: "column 1 deleted closed") != nil)
    }
}
