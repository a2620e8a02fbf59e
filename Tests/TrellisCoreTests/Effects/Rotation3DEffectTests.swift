import Testing
@testable import TrellisCore

/// `rotation3DEffect` drawn as its projection on the screen (no
/// perspective), and `projectionEffect` as its affine part.
@Suite("Rotation 3D effects")
@MainActor
struct Rotation3DEffectTests {
    private func square() -> some View { Text("S").frame(width: 100, height: 50) }

    private func presented<V: View>(_ view: V) -> CGRect {
        TestHost(view, width: 400, height: 300).nodes(kind: "Frame")[0].presentedRect
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
                && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9, "\(a) vs \(b)",
                sourceLocation: sourceLocation)
    }

    @Test func aboutTheVerticalAxisTheWidthShrinksByTheCosine() {
        // 60° about y: half as wide, about the centre (200, 150).
        expectClose(presented(square().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))),
                    CGRect(x: 175, y: 125, width: 50, height: 50))
        // About x: half as high; about the leading edge, the leading edge stays.
        expectClose(presented(square().rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))),
                    CGRect(x: 150, y: 137.5, width: 100, height: 25))
        expectClose(presented(square().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), anchor: .leading)),
                    CGRect(x: 150, y: 125, width: 50, height: 50))
        // Turned edge on, nothing is left to hit.
        expectClose(presented(square().rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))),
                    CGRect(x: 200, y: 125, width: 0, height: 50))
    }

    @Test func aboutTheDepthAxisItIsARotationEffect() {
        let flat = TestHost(square().rotationEffect(.degrees(30)), width: 400, height: 300).nodes(kind: "Frame")[0].presentedRect
        expectClose(presented(square().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1))), flat)
        // An axis of any length is the same axis; a zero axis turns nothing.
        expectClose(presented(square().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 5))), flat)
        expectClose(presented(square().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 0))),
                    CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func hitTestingFollowsTheProjection() {
        var taps = 0
        let host = TestHost(Color.red.frame(width: 100, height: 50).onTapGesture { taps += 1 }
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 400, height: 300)
        host.click(CGPoint(x: 160, y: 150))   // in the layout frame, outside the narrowed drawing
        #expect(taps == 0)
        host.click(CGPoint(x: 180, y: 150))
        #expect(taps == 1)
    }

    @Test func projectionEffectAppliesItsAffinePart() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2))
        #expect(move.isAffine && !move.isIdentity && ProjectionTransform().isIdentity)
        #expect(presented(square().projectionEffect(move)) == CGRect(x: 155, y: 132, width: 200, height: 100))
        var perspective = ProjectionTransform()
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
        #expect(presented(square().projectionEffect(perspective)) == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func projectionTransformsInvertAndConcatenate() {
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
        #expect(scale.inverted() == ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 0.25)))
        #expect(scale.concatenating(scale.inverted()).isIdentity)
        let move = ProjectionTransform(CGAffineTransform(translationX: 3, y: 1))
        // Scale first, then move: as CGAffineTransform's concatenating.
        #expect(scale.concatenating(move) == ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4).concatenating(
            CGAffineTransform(translationX: 3, y: 1))))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted && singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
    }
}
