import Testing
@testable import TrellisCore

/// The desktop turning animations off (`Gtk/EnableAnimations` 0): views
/// read `accessibilityReduceMotion`, and animated changes snap to their end.
@Suite("Reduce motion from the desktop")
@MainActor
struct ReduceMotionTests {
    struct Mover: View {
        @State var right = false
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
            VStack(alignment: .leading) {
                Text(reduceMotion ? "reduced" : "full")
                Color.red.frame(width: 20, height: 20).offset(x: right ? 100 : 0)
                Button("Move") { withAnimation(.linear(duration: 1)) { right.toggle() } }
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
        }
    }

    private func moverX(_ host: TestHost) -> CGFloat? { host.nodes(kind: "Color").first.map { $0.presentedRect.minX } }

    @Test func animationsRunWhileTheDesktopAllowsThem() throws {
        let host = TestHost(Mover(), width: 300, height: 200)
        #expect(host.node(text: "full") != nil)
        let start = try #require(moverX(host))
        host.click(text: "Move")
        host.advance(by: 0.5)
        let halfway = try #require(moverX(host))
        #expect(halfway > start && halfway < start + 100)
    }

    @Test func withAnimationsOffChangesSnapAndViewsAreTold() throws {
        let host = TestHost(Mover(), width: 300, height: 200)
        host.host.desktopAppearance = DesktopAppearance(reduceMotion: true)
        _ = host.host.update()
        #expect(host.node(text: "reduced") != nil)
        let start = try #require(moverX(host))
        host.click(text: "Move")
        #expect(moverX(host) == start + 100)
        #expect(!host.host.isAnimating)
    }

    @Test func theDesktopsTimingsAreTakenWithinReason() {
        defer { DesktopTiming.apply(doubleClickMilliseconds: nil, caretBlinks: nil, caretCycleMilliseconds: nil) }
        DesktopTiming.apply(doubleClickMilliseconds: 250, caretBlinks: 0, caretCycleMilliseconds: 800)
        #expect(DesktopTiming.doubleClick == 0.25 && !DesktopTiming.caretBlinks && DesktopTiming.caretBlinkCycle == 0.8)
        let session = TextEditingSession(text: "")
        #expect(session.caretIsVisible(at: 0.5) && session.nextBlink(after: 0.1) == nil, "a caret that does not blink")
        DesktopTiming.apply(doubleClickMilliseconds: -4, caretBlinks: 1, caretCycleMilliseconds: 1_000_000)
        #expect(DesktopTiming.doubleClick == 0.4 && DesktopTiming.caretBlinks && DesktopTiming.caretBlinkCycle == 1.2)
        #expect(session.nextBlink(after: 0.1) == 0.6)
    }
}
