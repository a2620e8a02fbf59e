import TrellisCore

/// The nested clip rectangles of a display list, intersected, in pixels.
/// Edges are rounded to whole pixels so that adjacent clips tile exactly.
struct ClipStack {
    private var stack: [CGRect] = []
    /// The drawable area: the whole surface, or the damaged part of it.
    let bounds: CGRect
    /// True when `bounds` is only part of the surface, so it clips even
    /// with nothing pushed.
    let limitsToBounds: Bool

    init(bounds: CGRect, limitsToBounds: Bool = false) {
        self.bounds = bounds
        self.limitsToBounds = limitsToBounds
    }

    /// The current clip; nil when nothing clips.
    var current: CGRect? { stack.last ?? (limitsToBounds ? bounds : nil) }

    /// True when the current clip has no area: drawing can be skipped.
    var isEmpty: Bool { current.map { $0.isEmpty } ?? false }

    /// Intersects with `rect` (points); `origin` is the target's top-left
    /// in window pixels.
    mutating func push(_ rect: CGRect, scale: Double, origin: CGPoint = .zero) {
        let pixels = ClipStack.pixelRect(rect, scale: scale).offsetBy(dx: -origin.x, dy: -origin.y)
        let base = stack.last ?? bounds
        let clipped = base.intersection(pixels)
        stack.append(clipped.isNull ? .zero : clipped)
    }

    /// Pops one level; an unmatched pop is ignored rather than trusted.
    mutating func pop() { if !stack.isEmpty { stack.removeLast() } }

    static func pixelRect(_ rect: CGRect, scale: Double) -> CGRect {
        let r = rect.standardized
        guard !r.isNull else { return .zero }
        func edge(_ v: CGFloat) -> CGFloat {
            guard !v.isNaN else { return 0 }
            return min(1e6, max(-1e6, (v * scale).rounded()))
        }
        let minX = edge(r.minX), minY = edge(r.minY), maxX = edge(r.maxX), maxY = edge(r.maxY)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
