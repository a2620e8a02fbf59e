import CX11
import TrellisCore

/// The anti-aliased coverage of small filled and stroked shapes,
/// rasterised once and kept as 8-bit masks.
///
/// A tile's rounded rectangle is filled in every frame at a handful of
/// sizes. Rasterising its outline (the X server cuts it into trapezoids)
/// cost more server time than everything else in a frame; compositing a
/// colour through a kept mask is one cheap request. Outlines are keyed by
/// their points relative to the whole pixel at their top-left corner, to
/// 1/64 pixel, so the same shape at another whole-pixel position reuses
/// its mask. Only small shapes are kept (a window-sized background would
/// rarely repeat and cost the server width × height bytes), at most
/// `capacity` of them, the least recently used going first.
@MainActor
final class CoverageMaskCache {
    struct Key: Hashable {
        /// Per polygon: its point count, then its points in 1/64 pixels.
        let outline: [Int32]
        /// Worked out once: a kept outline is looked up at every frame.
        private let hashValueOfOutline: Int

        init(outline: [Int32]) {
            self.outline = outline
            hashValueOfOutline = outline.hashValue
        }

        static func == (a: Key, b: Key) -> Bool { a.hashValueOfOutline == b.hashValueOfOutline && a.outline == b.outline }
        func hash(into hasher: inout Hasher) { hasher.combine(hashValueOfOutline) }
    }

    /// Where a shape's mask goes and which one it is: worked out from its
    /// polygons once (see `PixelOutlineCache`), not at every fill.
    ///
    /// The outline's position within its corner pixel is rounded to a
    /// quarter pixel (`phaseSteps`), as Skia places glyphs: a shape that
    /// moves by fractions of a pixel in every frame of an animation (an
    /// image's circle clip in a resizing grid) then finds its mask among
    /// 16 instead of rasterising a new one each time, and it is drawn at
    /// most 1/8 pixel from where it lies. A shape on whole pixels (most
    /// controls, snapped) does not move at all.
    struct Placement {
        let key: Key
        /// The whole pixel at the outline's top-left corner.
        let corner: CGPoint
        let size: CGSize
        let union: Bool
        /// What is added to the outline's points before rasterising: the
        /// rounding of its phase.
        let shift: CGPoint

        static let phaseSteps: CGFloat = 4

        /// Nil when the shape is too large to keep.
        init?(_ polygons: [[CGPoint]], union: Bool) {
            var bounds = CGRect.null
            for polygon in polygons {
                for p in polygon { bounds = bounds.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
            }
            guard !bounds.isNull, (bounds.width + 3) * (bounds.height + 3) <= CoverageMaskCache.maximumArea else { return nil }
            // A phase that rounds up to a whole pixel is phase 0 of the next.
            func rounded(_ v: CGFloat) -> (corner: CGFloat, shift: CGFloat) {
                let quantised = (v * Self.phaseSteps).rounded() / Self.phaseSteps
                return (quantised.rounded(.down), quantised - v)
            }
            let (x, y) = (rounded(bounds.minX), rounded(bounds.minY))
            let corner = CGPoint(x: x.corner, y: y.corner)
            shift = CGPoint(x: x.shift, y: y.shift)
            var outline: [Int32] = []
            outline.reserveCapacity(polygons.reduce(1) { $0 + 2 * $1.count + 1 })
            outline.append(union ? 1 : 0)
            for polygon in polygons {
                outline.append(Int32(polygon.count))
                for p in polygon {
                    outline.append(Int32(((p.x + shift.x - corner.x) * 64).rounded()))
                    outline.append(Int32(((p.y + shift.y - corner.y) * 64).rounded()))
                }
            }
            key = Key(outline: outline)
            self.corner = corner
            size = bounds.size
            self.union = union
        }
    }

    private final class Mask {
        let pixmap: Pixmap
        let picture: Picture
        /// Where the mask sits relative to the outline's whole-pixel corner.
        let rect: CGRect
        var lastUse: Int

        init(pixmap: Pixmap, picture: Picture, rect: CGRect, lastUse: Int) {
            self.pixmap = pixmap
            self.picture = picture
            self.rect = rect
            self.lastUse = lastUse
        }
    }

    static let capacity = 128
    /// Largest mask kept, in pixels (128 × 128).
    nonisolated static let maximumArea: CGFloat = 16_384

    private let connection: X11Connection
    private var masks: [Key: Mask] = [:]
    private var clock = 0
    /// Masks rasterised so far (a test counts them).
    private(set) var masksMade = 0

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// Fills `polygons` (pixels, non-zero winding approximated as the
    /// painter does; with the placement's `union`, each polygon's coverage
    /// added, as a stroke's outline is) with `source` onto `destination`
    /// through a kept mask. `placement` is the polygons'.
    func fill(_ polygons: [[CGPoint]], at placement: Placement, source: Picture, onto destination: Picture,
              drawable: Drawable) -> Bool {
        guard let mask = mask(for: polygons, at: placement, drawable: drawable) else { return false }
        XRenderComposite(connection.display, PictOpOver, source, mask.picture, destination, 0, 0, 0, 0,
                         Int32(mask.rect.minX), Int32(mask.rect.minY), UInt32(mask.rect.width), UInt32(mask.rect.height))
        return true
    }

    /// The kept coverage of `polygons` (made now if it is not kept yet)
    /// and the pixel rectangle it covers in the polygons' target. The
    /// picture stays the cache's: composite through it, never draw on it.
    func mask(for polygons: [[CGPoint]], at placement: Placement, drawable: Drawable) -> (picture: Picture, rect: CGRect)? {
        clock += 1
        let mask: Mask
        if let kept = masks[placement.key] {
            mask = kept
            mask.lastUse = clock
        } else {
            let shift = placement.shift
            let shifted = shift == .zero ? polygons : polygons.map { $0.map { CGPoint(x: $0.x + shift.x, y: $0.y + shift.y) } }
            guard let made = makeMask(shifted, union: placement.union, corner: placement.corner, size: placement.size,
                                      drawable: drawable) else { return nil }
            if masks.count >= Self.capacity { evictLeastRecentlyUsed() }
            masks[placement.key] = made
            masksMade += 1
            mask = made
        }
        return (mask.picture, mask.rect.offsetBy(dx: placement.corner.x, dy: placement.corner.y))
    }

    private func makeMask(_ polygons: [[CGPoint]], union: Bool, corner: CGPoint, size: CGSize, drawable: Drawable) -> Mask? {
        let rect = CGRect(x: -1, y: -1, width: (size.width + 1).rounded(.up) + 2, height: (size.height + 1).rounded(.up) + 2)
        let origin = CGPoint(x: corner.x + rect.minX, y: corner.y + rect.minY)
        guard let coverage = AlphaMask(connection: connection, drawable: drawable,
                                       rect: CGRect(origin: origin, size: rect.size)) else { return nil }
        if union { for polygon in polygons { coverage.add(polygon) } } else { coverage.fill(polygons) }
        coverage.releaseOpaqueSource()
        return Mask(pixmap: coverage.pixmap, picture: coverage.picture, rect: rect, lastUse: clock)
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        free(oldest.value)
        masks[oldest.key] = nil
    }

    private func free(_ mask: Mask) {
        guard !connection.isClosed else { return }
        XRenderFreePicture(connection.display, mask.picture)
        XFreePixmap(connection.display, mask.pixmap)
    }

    /// Frees every kept mask. Call before closing the connection.
    func release() {
        for mask in masks.values { free(mask) }
        masks.removeAll()
    }
}
