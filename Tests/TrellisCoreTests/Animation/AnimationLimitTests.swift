import Testing
@testable import TrellisCore

/// Issue #12: an absurd animation length is clamped with one warning, so
/// a window always settles.
@Suite("Animation limits")
@MainActor
struct AnimationLimitTests {
    /// A square that jumps from the left edge to the right under `animation`.
    private struct Jumper: View {
        let animation: Animation
        @State var right = false

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: right ? .trailing : .leading)
                Button("move") { withAnimation(animation) { right.toggle() } }
            }
        }
    }

    /// Seconds of virtual time until the host stops animating (at most `limit`).
    private func settleTime(_ animation: Animation, limit: Double = 600) -> Double {
        let host = TestHost(Jumper(animation: animation), width: 110, height: 100)
        host.click(text: "move")
        var time = 0.0
        while host.host.isAnimating, time < limit {
            host.advance(by: 0.5)
            time += 0.5
        }
        #expect(host.nodes(kind: "Color")[0].presentedRect.minX == 100, "it ends where the layout put it")
        return time
    }

    @Test func hugeDurationsAreClampedWithOneWarning() {
        let message = "an animation duration of 1e+308 s is longer than 60 s; using 60 s"
        #expect(Animation.linear(duration: 1e308) == .linear(duration: 60))
        #expect(Animation.easeInOut(duration: .infinity) == .easeInOut(duration: 60))
        #expect(Diagnostics.log.contains(message))
        #expect(Animation.linear(duration: 0.4) != .linear(duration: 60))
        #expect(Animation.linear(duration: .nan) == .linear(duration: 0))
        #expect(Animation.linear.delay(1e9) == Animation.linear.delay(60))
        #expect(Spring(response: 1e300, dampingRatio: 1).response == 60)
    }

    @Test func everyAnimationSettlesWithinItsLongestRun() {
        #expect(settleTime(.linear(duration: 1e308)) == 60)
        // Nothing clamps a tiny speed or an undamped spring; the run limit still ends them.
        #expect(settleTime(.linear(duration: 30).speed(1e-9)) == 60)
        #expect(settleTime(.spring(duration: 1, bounce: 1)) == 60)
        #expect(settleTime(.linear(duration: 2)) == 2)
    }

    @Test func theEnvironmentVariableIsClampedToFiveSeconds() {
        let spec = Scenes.windows(of: WindowGroup { Text("x") })[0]
        let environment = { (value: String) in spec.resizeAnimation(environment: ["TRELLIS_WINDOW_ANIMATION": value]) }
        #expect(environment("1e308") == .easeInOut(duration: 5))
        #expect(environment("250") == .easeInOut(duration: 5))
        #expect(Diagnostics.log.contains("TRELLIS_WINDOW_ANIMATION=250 is longer than 5 s (the value is in seconds); using 5 s"))
        #expect(environment("5") == .easeInOut(duration: 5))
        #expect(environment("0.4") == .easeInOut(duration: 0.4))
    }
}
