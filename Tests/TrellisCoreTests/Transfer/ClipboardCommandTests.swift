import Foundation
import Testing
@testable import TrellisCore

/// `copyable`, `cuttable`, `pasteDestination` and `PasteButton` through a
/// `MemoryClipboard`: Ctrl+C/X/V and the representations on the clipboard.
@MainActor @Suite struct ClipboardCommandTests {
    final class Log {
        var pasted: [[String]] = []
        var cut = 0
    }

    private func host<V: View>(_ view: V) -> (TestHost, MemoryClipboard) {
        let host = TestHost(view, width: 300, height: 200)
        let clipboard = MemoryClipboard()
        host.host.clipboard = clipboard
        return (host, clipboard)
    }

    @Test func copyPutsEveryRepresentationOfOneItem() async throws {
        let (host, clipboard) = host(Text("Robin").copyable([Bird(name: "Robin")]))
        host.press("c", characters: "c", modifiers: .control)
        await TransferTasks.settle()
        let content = try #require(clipboard.items[.clipboard])
        #expect(content.types == ["org.trellis.tests.bird", ClipboardContent.textType])
        #expect(content.text == "Robin")
    }

    @Test func severalItemsShareTheirTextAndPasteBackWhole() async throws {
        let log = Log()
        let view = Text("Birds")
            .copyable([Bird(name: "Robin"), Bird(name: "Wren")])
            .pasteDestination(for: Bird.self) { birds in log.pasted.append(birds.map(\.name)) }
        let (host, clipboard) = host(view)
        host.press("c", characters: "c", modifiers: .control)
        await TransferTasks.settle()
        #expect(clipboard.items[.clipboard]?.text == "Robin\nWren")
        #expect(clipboard.items[.clipboard]?.types.last == ClipboardContent.itemsType)
        host.press("v", characters: "v", modifiers: .control)
        await TransferTasks.settle()
        #expect(log.pasted == [["Robin", "Wren"]])
    }

    @Test func pasteDecodesAnotherAppsTextThroughTheProxy() async {
        let log = Log()
        let (host, clipboard) = host(Text("Drop").pasteDestination(for: Bird.self) { log.pasted.append($0.map(\.name)) })
        clipboard.contents[.clipboard] = "Sparrow"
        host.press("v", characters: "v", modifiers: .control)
        await TransferTasks.settle()
        #expect(log.pasted == [["Sparrow"]])
    }

    @Test func theValidatorFiltersAndADisabledDestinationIgnoresPaste() async {
        let log = Log()
        func view(enabled: Bool) -> some View {
            Text("Drop").pasteDestination(for: String.self, action: { log.pasted.append($0) },
                                          validator: { $0.filter { $0.count < 5 } }, isEnabled: enabled)
        }
        let (host, clipboard) = host(view(enabled: true))
        clipboard.contents[.clipboard] = "far too long"
        host.press("v", characters: "v", modifiers: .control)
        await TransferTasks.settle()
        #expect(log.pasted.isEmpty, "nothing valid: the action does not run")
        clipboard.contents[.clipboard] = "ok"
        host.press("v", characters: "v", modifiers: .control)
        await TransferTasks.settle()
        #expect(log.pasted == [["ok"]])

        let (disabled, other) = self.host(view(enabled: false))
        other.contents[.clipboard] = "ok"
        disabled.press("v", characters: "v", modifiers: .control)
        await TransferTasks.settle()
        #expect(log.pasted == [["ok"]])
    }

    @Test func cutRunsTheActionAndCopiesWhatItReturns() async {
        let log = Log()
        let (host, clipboard) = host(Text("List").cuttable(for: String.self) { log.cut += 1; return ["gone"] })
        host.press("x", characters: "x", modifiers: .control)
        await TransferTasks.settle()
        #expect(log.cut == 1)
        #expect(clipboard.contents[.clipboard] == "gone")
        host.press("c", characters: "c", modifiers: .control)
        #expect(log.cut == 1, "Copy is not Cut")
    }

    @Test func aFocusedTextFieldKeepsCtrlCForItsSelection() async {
        struct Editor: View {
            @State var text = "field text"
            var body: some View {
                VStack { TextField("Name", text: $text) }.copyable(["outer"])
            }
        }
        let (host, clipboard) = host(Editor())
        host.press(.tab)
        host.press("c", characters: "c", modifiers: .control)
        await TransferTasks.settle()
        #expect(clipboard.contents[.clipboard] == "field text")
    }

    @Test func thePasteButtonIsEnabledOnlyForItsTypeAndPastes() async throws {
        let log = Log()
        let (host, clipboard) = host(PasteButton(payloadType: Sketch.self) { log.pasted.append($0.map { "\($0.strokes)" }) })
        func button() throws -> AccessibilityElement {
            _ = host.host.update()
            return try #require(allElements(host.host.accessibility).first { $0.role == .pushButton })
        }
        #expect(try button().name == "Paste")
        #expect(!(try button().states.contains(.enabled)), "an empty clipboard")
        clipboard.contents[.clipboard] = "text is no sketch"
        #expect(!(try button().states.contains(.enabled)))
        let data = try JSONEncoder().encode(Sketch(strokes: 3))
        clipboard.write(ClipboardContent(representations: [.init(type: "org.trellis.tests.sketch", data: data)]), to: .clipboard)
        #expect(try button().states.contains(.enabled))
        let frame = try #require(host.nodes(kind: "Button").first).rect
        host.click(CGPoint(x: frame.midX, y: frame.midY))
        await TransferTasks.settle()
        #expect(log.pasted == [["3"]])
    }
}
