/// The rest of SwiftUI's `Path` builders: transforms, relative and
/// tangent arcs, other paths, and iteration over the elements.
extension Path {
    /// The path with every point (and control point) mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard transform != .identity else { return self }
        func m(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        var result = Path()
        result.elements = elements.map {
            switch $0 {
            case .move(let p): .move(to: m(p))
            case .line(let p): .line(to: m(p))
            case .quadCurve(let p, let c): .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addLines(_ points: [CGPoint], transform: CGAffineTransform) {
        var lines = Path()
        lines.addLines(points)
        addPath(lines, transform: transform)
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        var rounded = Path()
        if style == .continuous {
            rounded.addContinuousRoundedRect(in: rect, cornerSize: cornerSize)
        } else {
            rounded.addCircularRoundedRect(in: rect, cornerSize: cornerSize)
        }
        addPath(rounded, transform: transform)
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        addPath(Path.unevenRoundedRect(rect, radii: cornerRadii, style: style), transform: transform)
    }

    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform) {
        var arc = Path()
        if let current = currentPoint {
            // The arc's line from the current point is made in untransformed space.
            arc.move(to: current.applying(transform.inverted()))
        }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        var mapped = arc.applying(transform).elements
        if currentPoint != nil, !mapped.isEmpty { mapped.removeFirst() }
        elements += mapped
    }

    /// An arc of `delta` from `startAngle` (positive sweeps toward +y).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, as Core
    /// Graphics draws it (a straight line when the three points are in line).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint.map({ $0.applying(transform.inverted()) }) else { return }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0, radius.isFinite else {
            addLine(to: p1.applying(transform)); return
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The centre lies along the bisector, `radius / sin(angle/2)` from the corner.
        let bx = v1.x / l1 + v2.x / l2, by = v1.y / l1 + v2.y / l2, bl = hypot(bx, by)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bx / bl * centreDistance, y: p1.y + by / bl * centreDistance)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1.applying(transform))
        // The short way round: in y-down space a negative cross product turns toward +angle.
        addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(end),
               clockwise: cross > 0, transform: transform)
    }

    /// A rectangle whose four corners have their own radii.
    static func unevenRoundedRect(_ rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) -> Path {
        if style == .continuous {
            var path = Path()
            let sizes = [radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading]
                .map { CGSize(width: max(0, $0.finiteOrZero), height: max(0, $0.finiteOrZero)) }
            path.addContinuousRoundedRect(in: rect, radii: sizes)
            return path
        }
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { max(0, min(v.finiteOrZero, limit)) }
        let tl = clamp(radii.topLeading), tr = clamp(radii.topTrailing)
        let br = clamp(radii.bottomTrailing), bl = clamp(radii.bottomLeading)
        let k: CGFloat = 0.5522847498
        var path = Path()
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
                          control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 {
            path.addCurve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
                          control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
        }
        path.closeSubpath()
        return path
    }

    /// Whether `point` is inside the filled path (non-zero winding, or
    /// even-odd with `eoFill`), curves flattened.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        guard point.x.isFinite, point.y.isFinite, !isEmpty else { return false }
        var winding = 0
        for polygon in polygons(tolerance: 0.1) {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}

/// The radii of a rectangle's four corners, for `UnevenRoundedRectangle`.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
