import Testing
@testable import TrellisCore

/// A custom `Transition`: slides in from 100 points to the left, fading.
private struct SlideFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .offset(x: phase == .willAppear ? -100 : 0)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

private struct Shower: View {
    let animated: Bool
    var erased = false
    @State private var shown = false
    var body: some View {
        VStack {
            Button("show") {
                if animated { withAnimation(.linear(duration: 1)) { shown = true } } else { shown = true }
            }
            if shown {
                if erased {
                    Text("Hi").frame(width: 50, height: 20).transition(AnyTransition(SlideFade()).combined(with: .identity))
                } else {
                    Text("Hi").frame(width: 50, height: 20).transition(SlideFade())
                }
            }
        }
    }
}

@Suite("Custom transitions")
@MainActor
struct CustomTransitionTests {
    @Test func phasesHaveTheirValues() {
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.value == 0 && TransitionPhase.didDisappear.value == 1)
        #expect(TransitionPhase.identity.isIdentity && !TransitionPhase.willAppear.isIdentity)
    }

    @Test(arguments: [false, true])
    func anAnimatedInsertionGoesFromWillAppearToIdentity(erased: Bool) throws {
        // Also erased, as AnyTransition(_:) (combined with another, still the custom one).
        let host = TestHost(Shower(animated: true, erased: erased), width: 400, height: 300)
        host.click(text: "show")
        let laidOut = try #require(host.frame(text: "Hi"))
        // Halfway through the linear second: 50 points still to go.
        host.advance(by: 0.5)
        let halfway = try #require(host.presented(text: "Hi"))
        #expect(abs(halfway.minX - (laidOut.minX - 50)) < 1e-6, "\(halfway) vs \(laidOut)")
        host.advance(by: 0.6)
        #expect(host.presented(text: "Hi")?.minX == laidOut.minX)
    }

    @Test func withoutAnAnimationTheViewIsShownAtOnce() throws {
        let host = TestHost(Shower(animated: false), width: 400, height: 300)
        host.click(text: "show")
        let laidOut = try #require(host.frame(text: "Hi"))
        #expect(host.presented(text: "Hi")?.minX == laidOut.minX)
    }
}
