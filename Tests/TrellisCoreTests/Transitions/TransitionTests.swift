import Testing
@testable import TrellisCore

/// A red square shown or hidden by a button, with a transition.
private struct Toggler: View {
    let transition: AnyTransition
    @State var shown: Bool
    var body: some View {
        VStack(spacing: 0) {
            Button("toggle") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Color.red.frame(width: 40, height: 40).transition(transition)
            }
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

/// Transitions as SwiftUI runs them, on the virtual clock: an inserted
/// view comes from its transition's state, a removed one goes to it, its
/// content moving (and scaling) with it. The square's laid-out frame is
/// (80, 22, 40, 40) in a 200-point window.
@Suite("Transitions")
@MainActor
struct TransitionTests {
    /// The red fills painted now: their rectangles and alphas.
    private func reds(_ host: TestHost) -> [(CGRect, Double)] {
        host.host.displayList().items.compactMap { item in
            guard case .fill(let path, let color) = item, color.red == 1, color.green < 0.3 else { return nil }
            return (path.boundingRect, color.alpha)
        }
    }

    @Test func moveInsertsFromTheEdgeByTheViewsSize() {
        let host = TestHost(Toggler(transition: .move(edge: .leading), shown: false), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        // Halfway from 40 to the left (x 40) to its place (x 80), opaque.
        #expect(reds(host).map(\.0) == [CGRect(x: 60, y: 22, width: 40, height: 40)])
        #expect(reds(host).map(\.1) == [1])
        host.advance(by: 0.6)
        #expect(reds(host).map(\.0) == [CGRect(x: 80, y: 22, width: 40, height: 40)])
    }

    @Test func offsetRemovesTowardsTheOffsetThenIsGone() {
        let host = TestHost(Toggler(transition: .offset(x: 100, y: 20), shown: true), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        #expect(reds(host).map(\.0) == [CGRect(x: 130, y: 32, width: 40, height: 40)])
        host.advance(by: 0.6)
        #expect(reds(host).isEmpty)
        #expect(!host.host.isAnimating)
    }

    @Test func scaleGrowsTheContentFromItsAnchor() {
        let host = TestHost(Toggler(transition: .scale(scale: 0, anchor: .topLeading), shown: false), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        #expect(reds(host).map(\.0) == [CGRect(x: 80, y: 22, width: 20, height: 20)])
    }

    @Test func opacityCombinedWithMoveAndAsymmetricRemoval() {
        let transition = AnyTransition.asymmetric(insertion: .opacity.combined(with: .move(edge: .top)), removal: .identity)
        let host = TestHost(Toggler(transition: transition, shown: false), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        let halfway = reds(host)
        #expect(halfway.map(\.0) == [CGRect(x: 80, y: 2, width: 40, height: 40)])
        #expect(halfway.map(\.1) == [0.5])
        host.advance(by: 0.6)
        host.click(text: "toggle")
        host.advance(by: 0.016)
        // `.identity` removal: gone at once.
        #expect(reds(host).isEmpty)
    }

    @Test func slideLeavesTowardsTheTrailingEdgeAndPushFades() {
        let slide = TestHost(Toggler(transition: .slide, shown: true), width: 200, height: 200)
        slide.click(text: "toggle")
        slide.advance(by: 0.5)
        #expect(slide.host.displayList().items.contains { item in
            if case .fill(let path, let color) = item { return color.red == 1 && color.green < 0.3 && path.boundingRect.minX == 100 } else { return false }
        })
        let push = TestHost(Toggler(transition: .push(from: .bottom), shown: false), width: 200, height: 200)
        push.click(text: "toggle")
        push.advance(by: 0.5)
        #expect(reds(push).map(\.0) == [CGRect(x: 80, y: 42, width: 40, height: 40)])
        #expect(reds(push).map(\.1) == [0.5])
    }

    @Test func withoutATransitionAViewStillFades() {
        let host = TestHost(Toggler(transition: .opacity, shown: false), width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.25)
        #expect(reds(host).map { ($0.1 * 1000).rounded() / 1000 } == [0.25])
        #expect(reds(host).map(\.0) == [CGRect(x: 80, y: 22, width: 40, height: 40)])
    }
}

private struct Counter: View {
    @State var count = 1
    var body: some View {
        VStack {
            Button("more") { withAnimation(.linear(duration: 1)) { count += 1 } }
            Button("same") { withAnimation(.linear(duration: 1)) { count += 0 } }
            Text("\(count)").contentTransition(.numericText())
        }
    }
}

@Suite("Content transitions")
@MainActor
struct ContentTransitionTests {
    /// The text runs painted now, with their alphas.
    private func texts(_ host: TestHost) -> [String: Double] {
        var result: [String: Double] = [:]
        for item in host.host.displayList().items {
            if case .text(let string, _, _, let color) = item { result[string] = (color.alpha * 100).rounded() / 100 }
        }
        return result
    }

    @Test func aChangedNumberCrossFades() {
        let host = TestHost(Counter(), width: 200, height: 200)
        // Text is drawn in the primary colour, itself 0.85 opaque.
        let base = texts(host)["1"]
        #expect(base == 0.85)
        host.click(text: "more")
        host.advance(by: 0.5)
        let halfway = texts(host)
        #expect(halfway["1"] == 0.43)
        #expect(halfway["2"] == 0.43)
        host.advance(by: 0.6)
        #expect(texts(host)["1"] == nil)
        #expect(texts(host)["2"] == base)
    }

    @Test func anUnchangedTextDoesNotFade() {
        let host = TestHost(Counter(), width: 200, height: 200)
        host.click(text: "same")
        host.advance(by: 0.5)
        #expect(texts(host)["1"] == 0.85)
    }
}

private struct Hero: View {
    @Namespace private var space
    @State private var moved = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("move") { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            HStack(spacing: 0) {
                VStack { if !moved { Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "dot", in: space) } }
                    .frame(width: 100, height: 100, alignment: .topLeading)
                VStack { if moved { Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "dot", in: space) } }
                    .frame(width: 100, height: 100, alignment: .bottomTrailing)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@Suite("Matched geometry")
@MainActor
struct MatchedGeometryTests {
    private func reds(_ host: TestHost) -> [CGRect] {
        host.host.displayList().items.compactMap { item in
            guard case .fill(let path, let color) = item, color.red == 1, color.green < 0.3 else { return nil }
            return path.boundingRect
        }
    }

    @Test func theInsertedViewStartsWhereItsPartnerWasAndNothingFades() {
        let host = TestHost(Hero(), width: 300, height: 200)
        // The button is 22 high: the dot sits at (0, 22) in the first box.
        #expect(reds(host) == [CGRect(x: 0, y: 22, width: 20, height: 20)])
        host.click(text: "move")
        host.advance(by: 0.5)
        // Halfway from (0, 22, 20, 20) to (160, 82, 40, 40), one square only.
        #expect(reds(host) == [CGRect(x: 80, y: 52, width: 30, height: 30)])
        host.advance(by: 0.6)
        #expect(reds(host) == [CGRect(x: 160, y: 82, width: 40, height: 40)])
    }
}

@Suite("Geometry and gestures with bad input")
@MainActor
struct GeometryBadInputTests {
    @Test func nonFiniteValuesDegradeInsteadOfSpreading() {
        Diagnostics.log.removeAll()
        let host = TestHost(Toggler(transition: .offset(x: .nan, y: .infinity).combined(with: .scale(scale: .nan)), shown: false),
                            width: 200, height: 200)
        host.click(text: "toggle")
        host.advance(by: 0.5)
        let frames = host.nodes(kind: "Color").map(\.presentedRect)
        #expect(frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite })
        #expect(Diagnostics.log.contains { $0.contains("not finite") })
        // A drag with a NaN minimum distance and a long press with a NaN duration use the defaults.
        let log = GestureRecognitionTests.Log()
        let gestures = TestHost(Color.red.gesture(DragGesture(minimumDistance: .nan).onEnded { _ in log.entries.append("drag") })
            .simultaneousGesture(LongPressGesture(minimumDuration: .nan, maximumDistance: .nan).onEnded { _ in log.entries.append("long") }),
                                width: 100, height: 100)
        gestures.host.handle(.buttonDown(CGPoint(x: 10, y: 10), .primary))
        gestures.advance(by: 0.6)
        gestures.host.handle(.pointerMoved(CGPoint(x: 60, y: 10)))
        gestures.host.handle(.buttonUp(CGPoint(x: 60, y: 10), .primary))
        #expect(log.entries == ["long", "drag"])
    }
}
