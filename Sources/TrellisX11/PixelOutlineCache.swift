import TrellisCore

/// The pixel outlines of paths drawn again unchanged, kept from frame to
/// frame.
///
/// A focused text field strokes its border and its focus ring at every
/// keystroke: flattening the rounded corners, offsetting them into a
/// stroke's outline and snapping the straight edges cost a sixth of a
/// keystroke, for the same points each time, and making the key of their
/// kept coverage mask (`CoverageMaskCache`) from those points as much
/// again. Both are kept here, so a shape drawn again costs one lookup.
/// An outline depends only on the path, the stroke's width, the scale and
/// where the target sits, which together are the key. At most `capacity`
/// outlines are kept; past that the cache starts over (a frame full of
/// distinct shapes costs the hashing, and nothing grows without bound).
@MainActor
final class PixelOutlineCache {
    struct Key: Hashable {
        let path: PathKey
        /// The stroke's width in points; nil for a fill.
        let strokeWidth: CGFloat?
        let scale: Double
        /// Where the target sits (pixels).
        let originX: Double, originY: Double

        init(path: Path, strokeWidth: CGFloat?, scale: Double, origin: CGPoint) {
            self.path = PathKey(path)
            self.strokeWidth = strokeWidth
            self.scale = scale
            originX = origin.x
            originY = origin.y
        }
    }

    /// A path in target pixels, and where its kept coverage mask goes
    /// (nil: too large to keep one).
    struct Outline {
        let polygons: [[CGPoint]]
        let placement: CoverageMaskCache.Placement?
    }

    static let capacity = 512
    private var outlines: [Key: Outline] = [:]

    /// The kept outline for `key`, else `make()`'s polygons, kept (a
    /// stroke's polygons are filled as a union of their coverage).
    func outline(for key: Key, make: () -> [[CGPoint]]) -> Outline {
        if let kept = outlines[key] { return kept }
        let polygons = make()
        let made = Outline(polygons: polygons, placement: CoverageMaskCache.Placement(polygons, union: key.strokeWidth != nil))
        if outlines.count >= Self.capacity { outlines.removeAll(keepingCapacity: true) }
        outlines[key] = made
        return made
    }
}
