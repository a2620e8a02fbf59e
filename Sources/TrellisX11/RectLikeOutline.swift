import TrellisCore

/// An outline that is a rectangle apart from its corners: straight sides
/// along the axes, and whatever the corners are (a rounded rectangle's
/// arcs, a capsule's ends, none) each kept inside its own quarter. Across
/// the middle of such a shape every column (and every row) is the same,
/// so its blurred coverage is too: what `OutlineSlices` draws a shadow of.
/// A capsule's ends meet: it stretches along one axis only.
///
/// Vertices are kept relative to the side they lie near (left or right,
/// top or bottom), in pixels: the same corners on a wider or taller shape
/// give the same offsets. Along an axis that does not stretch they are
/// relative to the low side, spread over the sides' snapped distance as
/// `PixelSnapping` spreads them.
struct RectLikeOutline: Equatable {
    struct Vertex: Equatable {
        /// Pixels from the left side, or (≤ 0) from the right one.
        var x: CGFloat
        var fromRight: Bool
        /// Pixels from the top side, or (≤ 0) from the bottom one.
        var y: CGFloat
        var fromBottom: Bool
    }

    /// What a model's key is made of: the flattened outline's vertices,
    /// or (read off the path's elements, `RectLikeOutline+Elements.swift`)
    /// its on-curve and control points, placed alike.
    var vertices: [Vertex]
    /// Read off a path's elements: the path and how its points are placed,
    /// so that it is flattened only when a model is made of it.
    var unflattened: Unflattened?
    /// The sides, in target pixels (a side may lie within a pixel).
    var left: CGFloat, right: CGFloat, top: CGFloat, bottom: CGFloat
    /// How far the corners reach in from each side, pixels.
    var leftReach: CGFloat, rightReach: CGFloat, topReach: CGFloat, bottomReach: CGFloat
    /// Whether the shape has a middle band along the axis (columns between
    /// its left and right corners; rows between top and bottom ones).
    var stretchesHorizontally = true, stretchesVertically = true

    /// A whole-pixel rectangle (a clip rectangle as `ClipStack` rounds it).
    init(pixelRect r: CGRect) {
        vertices = [Vertex(x: 0, fromRight: false, y: 0, fromBottom: false),
                    Vertex(x: 0, fromRight: true, y: 0, fromBottom: false),
                    Vertex(x: 0, fromRight: true, y: 0, fromBottom: true),
                    Vertex(x: 0, fromRight: false, y: 0, fromBottom: true)]
        (left, right, top, bottom) = (r.minX, r.maxX, r.minY, r.maxY)
        (leftReach, rightReach, topReach, bottomReach) = (0, 0, 0, 0)
    }

    /// The outline of `polygon` (points, one closed outline) drawn at
    /// `scale`, whose bounding sides land on `sides` (target pixels, after
    /// snapping). Nil when it is not rect-like: no side is straight
    /// across the middle.
    init?(polygon: [CGPoint], scale: Double, sides: CGRect) {
        guard polygon.count >= 3, scale.isFinite, scale > 0 else { return nil }
        var bounds = CGRect.null
        for p in polygon {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            bounds = bounds.union(CGRect(x: p.x, y: p.y, width: 0, height: 0))
        }
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let midX = bounds.midX, midY = bounds.midY
        var reach = (left: 0.0, right: 0.0, top: 0.0, bottom: 0.0)
        for p in polygon {
            if p.x < midX { reach.left = max(reach.left, p.x - bounds.minX) } else { reach.right = max(reach.right, bounds.maxX - p.x) }
            if p.y < midY { reach.top = max(reach.top, p.y - bounds.minY) } else { reach.bottom = max(reach.bottom, bounds.maxY - p.y) }
        }
        // No vertex lies strictly inside the bands between the corners; a
        // band crossed by exactly two sides, straight, at the bounds, has
        // every column (row) the whole height (width), by either fill
        // rule, and the shape stretches along it. Corners that meet (a
        // capsule's ends) leave no band: that axis does not stretch.
        let horizontal = Self.band(polygon, from: bounds.minX + reach.left, to: bounds.maxX - reach.right,
                                   along: \.x, across: \.y, sides: (bounds.minY, bounds.maxY))
        let vertical = Self.band(polygon, from: bounds.minY + reach.top, to: bounds.maxY - reach.bottom,
                                 along: \.y, across: \.x, sides: (bounds.minX, bounds.maxX))
        guard horizontal || vertical else { return nil }
        (stretchesHorizontally, stretchesVertically) = (horizontal, vertical)
        let placing = Placing(bounds: bounds, sides: sides, scale: scale, horizontal: horizontal, vertical: vertical)
        vertices = polygon.map(placing.vertex)
        (left, right, top, bottom) = (sides.minX, sides.maxX, sides.minY, sides.maxY)
        (leftReach, rightReach) = (reach.left * scale, reach.right * scale)
        (topReach, bottomReach) = (reach.top * scale, reach.bottom * scale)
    }

    /// The outline's vertices as the model is drawn from them: flattened
    /// now when it was read off a path's elements.
    var polygonVertices: [Vertex] {
        guard let unflattened else { return vertices }
        // Flattened as `snappedPolygons` flattens it.
        let placing = unflattened.placing
        return unflattened.path.polygons(tolerance: 0.25 / placing.scale).first?.map(placing.vertex) ?? []
    }

    struct Unflattened: Equatable {
        let path: Path
        let placing: Placing
    }

    /// How a point of the outline (points) becomes a vertex: along an axis
    /// that stretches, pixels from the side it lies nearer; along one that
    /// does not, from the low side, spread over the snapped sides.
    struct Placing: Equatable {
        let bounds: CGRect, scale: Double
        let spreadX: CGFloat, spreadY: CGFloat
        let horizontal: Bool, vertical: Bool

        init(bounds: CGRect, sides: CGRect, scale: Double, horizontal: Bool, vertical: Bool) {
            (self.bounds, self.scale, self.horizontal, self.vertical) = (bounds, scale, horizontal, vertical)
            (spreadX, spreadY) = (sides.width / bounds.width, sides.height / bounds.height)
        }

        func vertex(_ p: CGPoint) -> Vertex {
            let right = horizontal && p.x >= bounds.midX, bottom = vertical && p.y >= bounds.midY
            return Vertex(x: horizontal ? (right ? p.x - bounds.maxX : p.x - bounds.minX) * scale : (p.x - bounds.minX) * spreadX,
                          fromRight: right,
                          y: vertical ? (bottom ? p.y - bounds.maxY : p.y - bounds.minY) * scale : (p.y - bounds.minY) * spreadY,
                          fromBottom: bottom)
        }
    }

    /// Whether the band between `from` and `to` (along one axis) is whole:
    /// crossed by exactly two edges, both straight at `sides`.
    private static func band(_ polygon: [CGPoint], from: CGFloat, to: CGFloat,
                             along: KeyPath<CGPoint, CGFloat>, across: KeyPath<CGPoint, CGFloat>,
                             sides: (CGFloat, CGFloat)) -> Bool {
        guard to - from > 1e-6 else { return false }
        let epsilon = 1e-9 * max(1, abs(sides.0), abs(sides.1))
        var low = 0, high = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            guard max(a[keyPath: along], b[keyPath: along]) > from, min(a[keyPath: along], b[keyPath: along]) < to else { continue }
            guard abs(a[keyPath: across] - b[keyPath: across]) <= epsilon else { return false }
            if abs(a[keyPath: across] - sides.0) <= epsilon { low += 1 } else if abs(a[keyPath: across] - sides.1) <= epsilon { high += 1 } else { return false }
        }
        return low == 1 && high == 1
    }
}
