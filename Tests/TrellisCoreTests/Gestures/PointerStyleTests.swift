import Testing
@testable import TrellisCore

/// `pointerStyle`: the cursor a backend shows is the style set around the
/// topmost view under the pointer, the arrow elsewhere.
@Suite("Pointer style")
@MainActor
struct PointerStyleTests {
    @Test func theCursorFollowsTheStyleUnderThePointer() {
        let host = TestHost(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).pointerStyle(.link)
            Text("Edit me").pointerStyle(.horizontalText)
            Color.blue.frame(width: 50, height: 50)
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 300, height: 100)
        #expect(host.host.cursor == .arrow)
        host.host.handle(.pointerMoved(CGPoint(x: 10, y: 10)))
        #expect(host.host.cursor == .pointingHand)
        let text = host.frame(text: "Edit me")!
        host.host.handle(.pointerMoved(CGPoint(x: text.midX, y: text.midY)))
        #expect(host.host.cursor == .text)
        host.host.handle(.pointerMoved(CGPoint(x: text.maxX + 10, y: 10)))
        #expect(host.host.cursor == .arrow)
        host.host.handle(.pointerExited)
        #expect(host.host.cursor == .arrow)
    }

    /// Mac code pushes a cursor in `onHover` (`NSCursor.pointingHand.push()`)
    /// and pops it on leaving: it shows over any view's style meanwhile.
    @Test func aPushedCursorShowsUntilItIsPopped() {
        let host = TestHost(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
                .onHover { inside in if inside { CursorOverride.push(.pointingHand) } else { CursorOverride.pop() } }
            Color.blue.frame(width: 50, height: 50).pointerStyle(.horizontalText)
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 300, height: 100)
        host.host.handle(.pointerMoved(CGPoint(x: 10, y: 10)))
        host.host.update()
        #expect(host.host.cursor == .pointingHand)
        host.host.handle(.pointerMoved(CGPoint(x: 75, y: 10)))
        host.host.update()
        #expect(host.host.cursor == .text)
        #expect(CursorOverride.current == nil)
        // Set replaces the newest pushed shape, and pop takes it away.
        CursorOverride.push(.crosshair)
        CursorOverride.set(.closedHand)
        #expect(host.host.cursor == .closedHand)
        CursorOverride.pop()
        #expect(host.host.cursor == .text)
    }
}
