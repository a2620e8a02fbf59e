import Testing
@testable import TrellisCore

/// `.textSelection(.enabled)`: texts selected with the pointer and copied.
@Suite("Text selection")
@MainActor
struct TextSelectionTests {
    private struct Page: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("hello world")
                Text("second line")
            }
            .textSelection(.enabled)
        }
    }

    @Test func dragSelectsAcrossTextsAndCtrlCCopies() {
        let host = TestHost(Page())
        let clipboard = MemoryClipboard()
        host.host.clipboard = clipboard
        let first = host.frame(text: "hello world")!, second = host.frame(text: "second line")!
        // Characters are 7 points wide: from after "hello " to after "second".
        host.host.handle(.buttonDown(CGPoint(x: first.minX + 6 * 7 + 1, y: first.midY), .primary))
        host.host.handle(.pointerMoved(CGPoint(x: second.minX + 6 * 7 + 1, y: second.midY)))
        host.host.handle(.buttonUp(CGPoint(x: second.minX + 6 * 7 + 1, y: second.midY), .primary))
        _ = host.host.update()
        #expect(clipboard.contents[.primary] == "world\nsecond")
        host.press("c", characters: "c", modifiers: .control)
        #expect(clipboard.contents[.clipboard] == "world\nsecond")
        // The selection is painted behind the texts, one rectangle per line.
        let highlights = host.host.displayList().items.filter {
            if case .fill(_, let color) = $0 { return color == EnvironmentValues().resolvedTint.multiplyingAlpha(by: 0.3) }
            return false
        }
        #expect(highlights.count == 2)
        // A double click selects a word; Tab does not stop at selectable text.
        host.click(CGPoint(x: second.minX + 2, y: second.midY))
        host.click(CGPoint(x: second.minX + 2, y: second.midY))
        #expect(clipboard.contents[.primary] == "second")
        #expect(host.host.focusChain().isEmpty)
    }
}
