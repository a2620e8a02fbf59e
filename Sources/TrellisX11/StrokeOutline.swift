import TrellisCore

/// Turns a stroked path into polygons to fill: one quad per segment, a
/// bevel triangle plus a round cap polygon at each sharp join. Painting
/// their union (in an A8 mask) gives an anti-aliased stroke without
/// writing a general polygon offsetter. Ends of open subpaths are butt, as
/// SwiftUI's default `StrokeStyle`.
enum StrokeOutline {
    /// Polygons covering the stroke of `path`, in the path's coordinates.
    static func polygons(of path: Path, width: CGFloat, tolerance: CGFloat) -> [[CGPoint]] {
        guard width > 0, width.isFinite else { return [] }
        let half = width / 2
        var result: [[CGPoint]] = []
        for (points, closed) in subpaths(of: path, tolerance: tolerance) {
            var vertices = points.filter { $0.x.isFinite && $0.y.isFinite }
            vertices = deduplicated(vertices)
            if closed, vertices.count > 2, vertices.first == vertices.last { vertices.removeLast() }
            guard vertices.count >= 2 else { continue }
            let count = vertices.count
            let segmentCount = closed ? count : count - 1
            for i in 0..<segmentCount {
                if let quad = quad(vertices[i], vertices[(i + 1) % count], half: half) { result.append(quad) }
            }
            let joins = closed ? Array(0..<count) : Array(1..<max(1, count - 1))
            for i in joins {
                let previous = vertices[(i + count - 1) % count], vertex = vertices[i], next = vertices[(i + 1) % count]
                result += join(previous, vertex, next, half: half, tolerance: tolerance)
            }
        }
        return result
    }

    /// Each subpath flattened on its own, with whether it was closed
    /// (`Path.polygons` forgets that, and a stroke needs it).
    static func subpaths(of path: Path, tolerance: CGFloat) -> [([CGPoint], Bool)] {
        var result: [([CGPoint], Bool)] = []
        var current = Path()
        func flush(closed: Bool) {
            if let polygon = current.polygons(tolerance: tolerance).first { result.append((polygon, closed)) }
            current = Path()
        }
        for element in path.elements {
            switch element {
            case .move(let p): flush(closed: false); current.move(to: p)
            case .line(let p): current.addLine(to: p)
            case .quadCurve(let p, let c): current.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }

    private static func deduplicated(_ points: [CGPoint]) -> [CGPoint] {
        var out: [CGPoint] = []
        for p in points where out.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-6 }) ?? true { out.append(p) }
        return out
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint) -> (dx: CGFloat, dy: CGFloat)? {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 1e-9 else { return nil }
        return (dx: -dy / length, dy: dx / length)
    }

    private static func quad(_ a: CGPoint, _ b: CGPoint, half: CGFloat) -> [CGPoint]? {
        guard let n = normal(a, b) else { return nil }
        return [CGPoint(x: a.x + n.dx * half, y: a.y + n.dy * half), CGPoint(x: b.x + n.dx * half, y: b.y + n.dy * half),
                CGPoint(x: b.x - n.dx * half, y: b.y - n.dy * half), CGPoint(x: a.x - n.dx * half, y: a.y - n.dy * half)]
    }

    /// Fills the wedge the two quads leave open on the outside of a turn.
    private static func join(_ a: CGPoint, _ v: CGPoint, _ b: CGPoint, half: CGFloat, tolerance: CGFloat) -> [[CGPoint]] {
        guard let n1 = normal(a, v), let n2 = normal(v, b) else { return [] }
        let cross = n1.dx * n2.dy - n1.dy * n2.dx
        let dot = n1.dx * n2.dx + n1.dy * n2.dy
        let angle = atan2(cross, dot)
        guard abs(angle) > 1e-4 else { return [] }
        // The outer side is the one the path turns away from.
        let side: CGFloat = angle > 0 ? -1 : 1
        let p1 = CGPoint(x: v.x + side * n1.dx * half, y: v.y + side * n1.dy * half)
        let p2 = CGPoint(x: v.x + side * n2.dx * half, y: v.y + side * n2.dy * half)
        var polygons = [[v, p1, p2]]
        // A wide turn leaves a visible corner on the bevel: round it.
        if abs(angle) > 0.35 { polygons.append(circle(center: v, radius: half, tolerance: tolerance)) }
        return polygons
    }

    static func circle(center: CGPoint, radius: CGFloat, tolerance: CGFloat) -> [CGPoint] {
        // Enough sides that the chord error stays under `tolerance`.
        let step = 2 * acos(max(-1, min(1, 1 - max(tolerance, 0.01) / max(radius, 0.01))))
        let sides = min(64, max(8, Int((2 * .pi / max(step, 0.01)).rounded(.up))))
        return (0..<sides).map { i in
            let a = Double(i) / Double(sides) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }
}
