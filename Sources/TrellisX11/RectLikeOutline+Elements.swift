import TrellisCore

/// A path's rect-like outline read off its elements — lines, and curves
/// kept as their control points — without flattening it.
///
/// A tile resized by an animation has a new rounded rectangle in every
/// frame; flattening its corners into a polygon, then looking for its
/// straight sides and corners among the polygon's vertices, was most of
/// the client's painting of such a tile (twice: its shadow and its clip).
/// The outline's sides, its corners' reach and whether it stretches come
/// from the elements just as well: a curve lies within its control points,
/// so where all of a curve's points lie, its flattened points lie too. The
/// model's key is made of the placed control points; the polygon, exactly
/// as `init(polygon:)` has it, is made only when a model is
/// (`polygonVertices`), which a resize does once per corner shape.
extension RectLikeOutline {
    enum ElementReading {
        case rectLike(RectLikeOutline)
        /// Neither axis has a straight band: flattening would not find one either.
        case notRectLike
        /// Not readable this way (several subpaths, a control point
        /// beyond the outline's bounds): flatten it.
        case unread
    }

    /// The outline of `path` (points) drawn at `scale`; `snap` gives the
    /// sides (target pixels) for the path's bounds (points).
    static func reading(_ path: Path, scale: Double, snap: (CGRect) -> CGRect) -> ElementReading {
        guard scale.isFinite, scale > 0, let read = ReadElements(path) else { return .unread }
        var (minX, maxX, minY, maxY) = (CGFloat.infinity, -CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity)
        for (i, p) in read.points.enumerated() where read.isOnCurve[i] {
            (minX, maxX, minY, maxY) = (min(minX, p.x), max(maxX, p.x), min(minY, p.y), max(maxY, p.y))
        }
        // The flattened polygon's bounds are the on-curve points' when no
        // control point lies beyond them.
        for p in read.points where !(p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY) { return .unread }
        let bounds = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return .unread }
        let midX = bounds.midX, midY = bounds.midY
        // A curve's points bound its flattened points: the reach is the
        // same as flattening finds when its control points lie between its
        // ends (a rounded rectangle's, a capsule's), and never less.
        var reach = (left: 0.0, right: 0.0, top: 0.0, bottom: 0.0)
        for p in read.points {
            if p.x < midX { reach.left = max(reach.left, p.x - minX) } else { reach.right = max(reach.right, maxX - p.x) }
            if p.y < midY { reach.top = max(reach.top, p.y - minY) } else { reach.bottom = max(reach.bottom, maxY - p.y) }
        }
        let horizontal = read.band(from: minX + reach.left, to: maxX - reach.right, alongX: true, sides: (minY, maxY))
        let vertical = read.band(from: minY + reach.top, to: maxY - reach.bottom, alongX: false, sides: (minX, maxX))
        guard horizontal || vertical else { return .notRectLike }
        let sides = snap(bounds)
        let placing = Placing(bounds: bounds, sides: sides, scale: scale, horizontal: horizontal, vertical: vertical)
        var outline = RectLikeOutline(pixelRect: sides)
        outline.vertices = read.points.map(placing.vertex)
        outline.unflattened = Unflattened(path: path, placing: placing)
        (outline.stretchesHorizontally, outline.stretchesVertically) = (horizontal, vertical)
        (outline.leftReach, outline.rightReach) = (reach.left * scale, reach.right * scale)
        (outline.topReach, outline.bottomReach) = (reach.top * scale, reach.bottom * scale)
        return .rectLike(outline)
    }
}

/// One closed subpath's points in order: its start, then each line's end
/// and each curve's two control points and end (a quadratic curve raised
/// to a cubic as `Path.polygons` raises it). Nil for anything else.
private struct ReadElements {
    let points: [CGPoint]
    let isOnCurve: [Bool]

    init?(_ path: Path) {
        var points: [CGPoint] = [], isOnCurve: [Bool] = []
        points.reserveCapacity(path.elements.count * 3)
        isOnCurve.reserveCapacity(path.elements.count * 3)
        var closed = false
        for element in path.elements {
            guard !closed else { return nil }
            switch element {
            case .move(let p):
                guard points.isEmpty else { return nil }
                points.append(p)
                isOnCurve.append(true)
            case .line(let p):
                guard !points.isEmpty else { return nil }
                points.append(p)
                isOnCurve.append(true)
            case .quadCurve(let p, let c):
                guard let p0 = points.last else { return nil }
                points.append(CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)))
                points.append(CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)))
                points.append(p)
                isOnCurve.append(false)
                isOnCurve.append(false)
                isOnCurve.append(true)
            case .curve(let p, let c1, let c2):
                guard !points.isEmpty else { return nil }
                points.append(c1)
                points.append(c2)
                points.append(p)
                isOnCurve.append(false)
                isOnCurve.append(false)
                isOnCurve.append(true)
            case .closeSubpath:
                closed = true
            }
        }
        var onCurve = 0
        for (i, p) in points.enumerated() {
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return nil }
            if isOnCurve[i] { onCurve += 1 }
        }
        guard onCurve >= 3 else { return nil }
        (self.points, self.isOnCurve) = (points, isOnCurve)
    }

    /// Whether the band between `from` and `to` along x (or y) is crossed
    /// by exactly two straight segments, at `sides`: as
    /// `RectLikeOutline.band` asks of the flattened polygon, with each
    /// curve standing for all its flattened edges (a curve whose points
    /// all lie on a side counts as one straight segment there).
    func band(from: CGFloat, to: CGFloat, alongX: Bool, sides: (CGFloat, CGFloat)) -> Bool {
        guard to - from > 1e-6 else { return false }
        let epsilon = 1e-9 * max(1, abs(sides.0), abs(sides.1))
        func along(_ p: CGPoint) -> CGFloat { alongX ? p.x : p.y }
        func across(_ p: CGPoint) -> CGFloat { alongX ? p.y : p.x }
        var low = 0, high = 0
        var start = 0
        // Each segment: points[start] to the next on-curve point (the last
        // one closing back to the first).
        while start < points.count {
            var end = start + 1
            while end < points.count, !isOnCurve[end] { end += 1 }
            var lowest = CGFloat.infinity, highest = -CGFloat.infinity
            var acrossLow = CGFloat.infinity, acrossHigh = -CGFloat.infinity
            for i in start...end {
                let p = points[i == points.count ? 0 : i]
                (lowest, highest) = (min(lowest, along(p)), max(highest, along(p)))
                (acrossLow, acrossHigh) = (min(acrossLow, across(p)), max(acrossHigh, across(p)))
            }
            start = end
            guard highest > from, lowest < to else { continue }
            guard acrossHigh - acrossLow <= epsilon else { return false }
            if abs(acrossLow - sides.0) <= epsilon { low += 1 } else if abs(acrossLow - sides.1) <= epsilon { high += 1 } else { return false }
        }
        return low == 1 && high == 1
    }
}
