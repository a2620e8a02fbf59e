import TrellisCore

/// The pixel outlines of paths drawn again unchanged, kept from frame to
/// frame.
///
/// A focused text field strokes its border and its focus ring at every
/// keystroke: flattening the rounded corners, offsetting them into a
/// stroke's outline and snapping the straight edges cost a sixth of a
/// keystroke, for the same points each time. The coverage masks are kept
/// already (`CoverageMaskCache`); this keeps the polygons that find them.
/// An outline depends only on the path, the stroke's width, the scale and
/// where the target sits, which together are the key. At most `capacity`
/// outlines are kept; past that the cache starts over (a frame full of
/// distinct shapes costs the hashing, and nothing grows without bound).
@MainActor
final class PixelOutlineCache {
    struct Key: Hashable {
        let path: Path
        /// The stroke's width in points; nil for a fill.
        let strokeWidth: CGFloat?
        let scale: Double
        let origin: CGPoint

        func hash(into hasher: inout Hasher) {
            hasher.combine(strokeWidth)
            hasher.combine(scale)
            hasher.combine(origin.x)
            hasher.combine(origin.y)
            hasher.combine(path.elements.count)
            for element in path.elements {
                switch element {
                case .move(let p): hasher.combine(0); hasher.combine(p.x); hasher.combine(p.y)
                case .line(let p): hasher.combine(1); hasher.combine(p.x); hasher.combine(p.y)
                case .quadCurve(let p, let c):
                    hasher.combine(2); hasher.combine(p.x); hasher.combine(p.y); hasher.combine(c.x); hasher.combine(c.y)
                case .curve(let p, let c1, let c2):
                    hasher.combine(3); hasher.combine(p.x); hasher.combine(p.y)
                    hasher.combine(c1.x); hasher.combine(c1.y); hasher.combine(c2.x); hasher.combine(c2.y)
                case .closeSubpath: hasher.combine(4)
                }
            }
        }
    }

    static let capacity = 512
    private var outlines: [Key: [[CGPoint]]] = [:]

    /// The kept outline for `key`, else `make()`'s, kept.
    func outline(for key: Key, make: () -> [[CGPoint]]) -> [[CGPoint]] {
        if let kept = outlines[key] { return kept }
        let made = make()
        if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
        outlines[key] = made
        return made
    }
}
