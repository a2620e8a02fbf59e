import Testing
@testable import TrellisCore

private struct TriggeredKeyframes: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("go") { taps += 1 }
            Text("K").frame(width: 100, height: 50)
                .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
                    content.scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(2.0, duration: 1)
                    LinearKeyframe(1.0, duration: 1)
                }
        }
    }
}

private struct TriggeredPhases: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("go") { taps += 1 }
            Text("P").frame(width: 100, height: 50)
                .phaseAnimator([1.0, 2.0], trigger: taps) { content, scale in
                    content.scaleEffect(scale)
                } animation: { _ in .linear(duration: 1) }
        }
    }
}

private struct Removable: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("hide") { shown = false }
            if shown {
                Text("W").phaseAnimator([1.0, 2.0]) { content, scale in content.scaleEffect(scale) } animation: { _ in nil }
            }
        }
    }
}

/// `keyframeAnimator` and `phaseAnimator` driven by the frame clock:
/// exact presented sizes at virtual times.
@Suite("Keyframe and phase animators")
@MainActor
struct PhaseAndKeyframeAnimatorTests {
    /// The presented width of the 100-point frame around `text`.
    private func width(_ host: TestHost, _ text: String) -> CGFloat? {
        host.nodes(kind: "Frame").first.map { $0.presentedRect.width }
    }

    @Test func aRepeatingKeyframeAnimatorPlaysFromWhenItAppears() {
        let host = TestHost(Text("R").frame(width: 100, height: 50)
            .keyframeAnimator(initialValue: 1.0) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
            })
        host.advance(by: 0.5)
        #expect(width(host, "R") == 150)
        host.advance(by: 0.25)
        #expect(width(host, "R") == 175)
        // The next play starts again from where this one ended (2): it stays at 2.
        host.advance(by: 0.5)
        #expect(width(host, "R") == 200)
        #expect(host.host.isAnimating)
    }

    @Test func aKeyframeAnimatorPlayingOnceComesToRest() {
        let host = TestHost(Text("O").frame(width: 100, height: 50)
            .keyframeAnimator(initialValue: 1.0, repeating: false) { content, scale in content.scaleEffect(scale) } keyframes: { _ in
                LinearKeyframe(3.0, duration: 1)
            })
        host.advance(by: 0.5)
        #expect(width(host, "O") == 200)
        host.advance(by: 0.6)
        #expect(width(host, "O") == 300)
        host.advance(by: 0.1)
        #expect(!host.host.isAnimating)
        #expect(width(host, "O") == 300)
    }

    @Test func aTriggerPlaysTheKeyframesEachTimeItChanges() {
        let host = TestHost(TriggeredKeyframes())
        host.advance(by: 1)
        #expect(width(host, "K") == 100)
        #expect(!host.host.isAnimating)
        host.click(text: "go")
        host.advance(by: 0.5)
        #expect(width(host, "K") == 150)
        host.advance(by: 1)
        #expect(width(host, "K") == 150)
        host.advance(by: 0.6)
        #expect(width(host, "K") == 100)
        #expect(!host.host.isAnimating)
        host.click(text: "go")
        host.advance(by: 1)
        #expect(width(host, "K") == 200)
    }

    @Test func aTriggeredPhaseAnimatorPlaysThePhasesOnceAndComesBack() {
        let host = TestHost(TriggeredPhases())
        host.advance(by: 1)
        #expect(width(host, "P") == 100)
        host.click(text: "go")
        // To the second phase with its linear second…
        host.advance(by: 0.5)
        #expect(width(host, "P") == 150)
        host.advance(by: 0.5)
        #expect(width(host, "P") == 200)
        // …then back to the first.
        host.advance(by: 0.5)
        #expect(width(host, "P") == 150)
        host.advance(by: 0.5)
        #expect(width(host, "P") == 100)
        host.advance(by: 0.1)
        #expect(!host.host.isAnimating)
    }

    @Test func aCyclingPhaseAnimatorGoesRoundForEver() {
        let host = TestHost(Text("C").frame(width: 100, height: 50)
            .phaseAnimator([1.0, 3.0]) { content, scale in content.scaleEffect(scale) } animation: { _ in .linear(duration: 1) })
        #expect(width(host, "C") == 100)
        // The second phase starts in the next frame.
        host.advance(by: 0.01)
        #expect(width(host, "C") == 100)
        host.advance(by: 0.5)
        #expect(width(host, "C") == 200)
        host.advance(by: 0.5)
        #expect(width(host, "C") == 300)
        host.advance(by: 0.5)
        #expect(width(host, "C") == 200)
        host.advance(by: 0.5)
        #expect(width(host, "C") == 100)
        host.advance(by: 0.25)
        #expect(width(host, "C") == 150)
        #expect(host.host.isAnimating)
    }

    @Test func aRemovedAnimatorStopsAskingForFrames() {
        let host = TestHost(Removable())
        host.advance(by: 0.1)
        #expect(host.host.isAnimating)
        host.click(text: "hide")
        host.advance(by: 0.1)
        #expect(!host.host.isAnimating)
    }

    @Test func noPhasesShowNothing() {
        let host = TestHost(Text("N").phaseAnimator([Double]()) { content, _ in content })
        #expect(host.node(text: "N") == nil)
    }
}
