import Testing
@testable import TrellisCore

/// Two scroll views side by side, each 200 high with 50 rows 20 high
/// (1000 of content: 800 to scroll); the right one holds a text field.
private struct TwoColumns: View {
    @State var text = "abc"
    var body: some View {
        HStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("L\($0)").frame(width: 100, height: 20) } }
            }
            .frame(width: 100)
            ScrollView {
                VStack(spacing: 0) {
                    TextField("Field", text: $text).frame(height: 20)
                    ForEach(1..<50, id: \.self) { Text("R\($0)").frame(width: 100, height: 20) }
                }
            }
            .frame(width: 100)
        }
    }
}

/// Page Up/Down, Home and End scroll the scroll view holding the focus,
/// else the one under the pointer, else the first: a page is the visible
/// height less 10 points of overlap, as AppKit pages.
@Suite("Keyboard scrolling")
@MainActor
struct KeyboardScrollingTests {
    private func offsets(_ host: TestHost) -> [CGFloat] {
        var result: [CGFloat] = []
        host.host.root.forEachNode { if $0.unit is any Scrollable { result.append($0.interaction.scrollOffset.y) } }
        return result
    }

    @Test func withNothingFocusedTheFirstScrollViewPages() {
        let host = TestHost(TwoColumns(), width: 200, height: 200)
        host.press(.pageDown)
        #expect(offsets(host) == [190, 0])
        // Row 9 (180…200, its text 2 below its top) keeps its last 10 points in view.
        #expect(host.frame(text: "L9")?.minY == -8)
        host.press(.pageDown)
        host.press(.pageDown)
        host.press(.pageDown)
        host.press(.pageDown)
        #expect(offsets(host) == [800, 0], "stops at the end")
        host.press(.pageUp)
        #expect(offsets(host) == [610, 0])
        host.press(.home)
        #expect(offsets(host) == [0, 0])
        host.press(.end)
        #expect(offsets(host) == [800, 0])
    }

    @Test func theScrollViewUnderThePointerPages() {
        let host = TestHost(TwoColumns(), width: 200, height: 200)
        host.host.handle(.pointerMoved(CGPoint(x: 150, y: 100)))
        host.press(.pageDown)
        #expect(offsets(host) == [0, 190])
    }

    @Test func theFocusedViewsScrollViewPagesAndItsTextFieldKeepsHomeAndEnd() throws {
        let host = TestHost(TwoColumns(), width: 200, height: 200)
        let field = try #require(host.nodes(kind: "TextField").first)
        host.click(CGPoint(x: field.rect.midX, y: field.rect.midY))
        host.host.handle(.pointerMoved(CGPoint(x: 50, y: 100)))
        host.press(.pageDown)
        #expect(offsets(host) == [0, 190], "the focus decides, not the pointer")
        host.press(.home)
        #expect(offsets(host) == [0, 190], "Home moved the caret instead")
    }

    @Test func modifiedPageKeysAreLeftAlone() {
        let host = TestHost(TwoColumns(), width: 200, height: 200)
        host.press(.pageDown, modifiers: .control)
        #expect(offsets(host) == [0, 0])
    }
}
