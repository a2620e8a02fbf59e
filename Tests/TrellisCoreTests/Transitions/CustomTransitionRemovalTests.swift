import Testing
@testable import TrellisCore

/// Leaves 100 points to the right, fading; comes in unchanged.
struct SlideAway: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .offset(x: phase == .didDisappear ? 100 : 0)
            .opacity(phase == .didDisappear ? 0 : 1)
    }
}

/// Shrinks to nothing about its top leading corner when it leaves.
struct ShrinkAway: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase == .didDisappear ? 0 : 1, anchor: .topLeading)
    }
}

/// A red square removed by a button, with a transition.
struct Remover: View {
    enum Kind { case custom, erased, asymmetric, combined, shrink }
    let kind: Kind
    @State private var shown = true
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { square }
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }

    @ViewBuilder private var square: some View {
        let red = Color.red.frame(width: 40, height: 40)
        switch kind {
        case .custom: red.transition(SlideAway())
        case .erased: red.transition(AnyTransition(SlideAway()))
        case .asymmetric: red.transition(.asymmetric(insertion: .opacity, removal: AnyTransition(SlideAway())))
        case .combined: red.transition(AnyTransition(SlideAway()).combined(with: .offset(y: 20)))
        case .shrink: red.transition(ShrinkAway())
        }
    }
}

/// A view removed with a custom `Transition` is drawn through the
/// transition's `.didDisappear` phase on the virtual clock, then goes.
/// The square is laid out at (80, 22, 40, 40) in a 200-point window.
@Suite("Custom transition removal")
@MainActor
struct CustomTransitionRemovalTests {
    /// The red fills painted now: their rectangles and alphas.
    private func reds(_ host: TestHost) -> [(CGRect, Double)] {
        host.host.displayList().items.compactMap { item in
            guard case .fill(let path, let color) = item, color.red == 1, color.green < 0.3 else { return nil }
            return (path.boundingRect, (color.alpha * 1000).rounded() / 1000)
        }
    }

    @Test(arguments: [Remover.Kind.custom, .erased, .asymmetric])
    func removalAnimatesTheBodyFromIdentityToDidDisappear(kind: Remover.Kind) {
        let host = TestHost(Remover(kind: kind), width: 200, height: 200)
        #expect(reds(host).map(\.0) == [CGRect(x: 80, y: 22, width: 40, height: 40)])
        host.click(text: "toggle")
        host.advance(by: 0.5)
        // Halfway: 50 of the 100 points to the right, half faded.
        let halfway = reds(host)
        #expect(halfway.map(\.0) == [CGRect(x: 130, y: 22, width: 40, height: 40)])
        #expect(halfway.map(\.1) == [0.5])
        #expect(host.host.isAnimating)
        host.advance(by: 0.6)
        #expect(reds(host).isEmpty)
        #expect(!host.host.isAnimating)
    }

    @Test func combinedWithABuiltInTransitionBothPlay() {
        let host = TestHost(Remover(kind: .combined), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        // The custom body's 50 points right, the offset's 10 down.
        let halfway = reds(host)
        #expect(halfway.map(\.0) == [CGRect(x: 130, y: 32, width: 40, height: 40)])
        #expect(halfway.map(\.1) == [0.5])
        host.advance(by: 0.6)
        #expect(reds(host).isEmpty)
    }

    @Test func aScaleInTheBodyShrinksTheRemovedView() {
        let host = TestHost(Remover(kind: .shrink), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        #expect(reds(host).map(\.0) == [CGRect(x: 80, y: 22, width: 20, height: 20)])
        #expect(reds(host).map(\.1) == [1])
    }

    @Test func anAsymmetricCustomRemovalLeavesTheInsertionToTheOther() {
        let host = TestHost(Remover(kind: .asymmetric), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 1.1)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        // Inserted with `.opacity` alone: in place, half faded in.
        #expect(reds(host).map(\.0) == [CGRect(x: 80, y: 22, width: 40, height: 40)])
        #expect(reds(host).map(\.1) == [0.5])
    }

    @Test func withoutAnAnimationTheViewGoesAtOnce() {
        struct Plain: View {
            @State private var shown = true
            var body: some View {
                VStack {
                    Button("toggle") { shown.toggle() }
                    if shown { Color.red.frame(width: 40, height: 40).transition(SlideAway()) }
                }
            }
        }
        let host = TestHost(Plain(), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.016)
        #expect(reds(host).isEmpty)
        #expect(!host.host.isAnimating)
    }
}
