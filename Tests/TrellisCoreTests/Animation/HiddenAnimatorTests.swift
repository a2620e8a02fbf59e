import Testing
@testable import TrellisCore

/// A cycling phase animator at the top of a 100-high scroll view of
/// 1000 points, and one in a tab that is not selected.
private struct Scrolled: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("C").phaseAnimator([1.0, 2.0]) { content, scale in content.scaleEffect(scale) } animation: { _ in nil }
                Color.gray.frame(height: 1000)
            }
        }
    }
}

private struct Tabs: View {
    @State var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            Text("plain").tabItem { Text("One") }.tag(0)
            Text("C").phaseAnimator([1.0, 2.0]) { content, scale in content.scaleEffect(scale) } animation: { _ in nil }
                .tabItem { Text("Two") }.tag(1)
        }
    }
}

/// A repeating animator asks for frames only while it shows: scrolled
/// away or in a hidden tab it lets the loop sleep, and goes on when shown.
@Suite("Hidden animators")
@MainActor
struct HiddenAnimatorTests {
    @Test func scrolledAwayItStopsAskingForFramesAndResumesWhenBack() {
        let host = TestHost(Scrolled(), width: 200, height: 100)
        host.advance(by: 0.1)
        #expect(host.host.isAnimating)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 400)))
        host.advance(by: 0.1)
        host.advance(by: 0.1)
        #expect(!host.host.isAnimating, "out of view: no frames")
        #expect(host.advance(by: 0.5) == false)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: -400)))
        host.advance(by: 0.1)
        #expect(host.host.isAnimating, "back in view: it goes on")
    }

    @Test func inAHiddenTabItStopsAskingForFrames() {
        let host = TestHost(Tabs(), width: 300, height: 200)
        host.advance(by: 0.1)
        host.advance(by: 0.1)
        #expect(!host.host.isAnimating)
        host.click(text: "Two")
        host.advance(by: 0.1)
        #expect(host.host.isAnimating)
    }
}
