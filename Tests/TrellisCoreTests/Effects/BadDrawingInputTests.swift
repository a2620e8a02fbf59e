import Testing
@testable import TrellisCore

/// Issue #16's bad input that is not an image file: a singular transform
/// under the pointer, and 10,000 nested clips. (Lying image headers are in
/// `ImageDecoderTests`; NaN and zero scales and rotations in
/// `TransformEffectTests`; huge shadow radii in `ClipEffectTests` and the
/// X11 `LayerPainterTests`.)
@Suite("Bad drawing input")
@MainActor
struct BadDrawingInputTests {
    /// Flattens the plane onto a line (determinant 0): nothing can be
    /// under the pointer, and moving, pressing and dragging over it neither
    /// hits it nor crashes.
    @Test(arguments: [CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0),
                      CGAffineTransform(scaleX: 0, y: 1), CGAffineTransform(scaleX: 1e-300, y: 1e-300)])
    func aSingularTransformUnderThePointerIsNeverHit(transform: CGAffineTransform) {
        var taps = 0, hovers = 0, drags = 0
        let view = Color.red.frame(width: 100, height: 100)
            .onTapGesture { taps += 1 }
            .onContinuousHover { _ in hovers += 1 }
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in drags += 1 })
            .transformEffect(transform)
        let host = TestHost(view, width: 400, height: 300)
        for point in [CGPoint(x: 200, y: 150), CGPoint(x: 150, y: 100), CGPoint(x: 0, y: 0)] {
            host.host.handle(.pointerMoved(point))
            host.host.handle(.buttonDown(point, .primary))
            host.host.handle(.pointerMoved(CGPoint(x: point.x + 5, y: point.y + 5)))
            host.host.handle(.buttonUp(CGPoint(x: point.x + 5, y: point.y + 5), .primary))
            _ = host.host.update()
        }
        #expect(taps == 0 && drags == 0, "taps \(taps), drags \(drags)")
        // Whatever is presented is finite: no NaN reaches the inspection.
        for node in host.nodes where !node.presentedRect.isNull {
            #expect(node.presentedRect.minX.isFinite && node.presentedRect.width.isFinite, "\(node.kind) \(node.presentedRect)")
        }
        _ = hovers
    }

    /// 10,000 clips inside each other: what nests deeper than the limit is
    /// left out with one diagnostic, the rest laid out and drawn.
    @Test(arguments: [400, 10_000])
    func nestedClipsAreDrawnWithoutRunningAway(count: Int) {
        Diagnostics.log.removeAll()
        var view = AnyView(Color.red.frame(width: 300, height: 300))
        for depth in 0..<count {
            view = AnyView(view.clipShape(RoundedRectangle(cornerRadius: CGFloat(depth % 7))))
        }
        let host = TestHost(view.frame(width: 100, height: 100), width: 400, height: 300)
        let nestingReports = Diagnostics.log.filter { $0.contains("nest deeper") }.count
        let list = host.host.displayList()
        #expect(!list.items.isEmpty)
        // The red fill is drawn once, however deep.
        var reds = 0, deepest = 0
        func visit(_ items: [DisplayItem], depth: Int) {
            deepest = max(deepest, depth)
            for item in items {
                switch item {
                case .fill(_, let color) where color.red == 1 && color.green < 0.3: reds += 1
                case .layer(let layer): visit(layer.items, depth: depth + 1)
                default: break
                }
            }
        }
        visit(list.items, depth: 0)
        #expect(reds == (count < Reconciler.maximumNesting ? 1 : 0))
        #expect(deepest <= Reconciler.maximumNesting)
        #expect(nestingReports == (count < Reconciler.maximumNesting ? 0 : 1))
    }
}
