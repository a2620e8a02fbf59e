/// Turns a stroked path into polygons to fill: one quad per segment, a
/// join piece at each corner (miter, round or bevel) and a cap at each end
/// of an open subpath, after dashing. All pieces are wound
/// counter-clockwise (positive area), so filling their union — adding
/// their coverage in a mask, or a non-zero fill — gives the stroke
/// without a general polygon offsetter.
package enum StrokeOutline {
    /// Polygons covering the stroke of `path`, in the path's coordinates.
    package static func polygons(of path: Path, style: StrokeStyle, tolerance: CGFloat) -> [[CGPoint]] {
        let width = style.lineWidth
        guard width > 0, width.isFinite else { return [] }
        let half = width / 2
        var result: [[CGPoint]] = []
        var subpaths = flattened(path, tolerance: tolerance)
        if let dashes = validDashes(style.dash) { subpaths = dash(subpaths, pattern: dashes, phase: style.dashPhase.finiteOrZero) }
        for (points, closed) in subpaths {
            var vertices = deduplicated(points.filter { $0.x.isFinite && $0.y.isFinite })
            if closed, vertices.count > 2, let first = vertices.first, let last = vertices.last,
               hypot(first.x - last.x, first.y - last.y) <= 1e-6 { vertices.removeLast() }
            if vertices.count == 1 {
                // A zero-length segment still shows its caps.
                result += cap(at: vertices[0], direction: (1, 0), half: half, style: style.lineCap, tolerance: tolerance, both: true)
                continue
            }
            guard vertices.count >= 2 else { continue }
            let count = vertices.count
            let segmentCount = closed ? count : count - 1
            for i in 0..<segmentCount {
                if let quad = quad(vertices[i], vertices[(i + 1) % count], half: half) { result.append(quad) }
            }
            let joins = closed ? Array(0..<count) : Array(1..<max(1, count - 1))
            for i in joins {
                let previous = vertices[(i + count - 1) % count], vertex = vertices[i], next = vertices[(i + 1) % count]
                result += join(previous, vertex, next, half: half, style: style, tolerance: tolerance)
            }
            if !closed {
                if let d = direction(vertices[1], vertices[0]) {
                    result += cap(at: vertices[0], direction: d, half: half, style: style.lineCap, tolerance: tolerance, both: false)
                }
                if let d = direction(vertices[count - 2], vertices[count - 1]) {
                    result += cap(at: vertices[count - 1], direction: d, half: half, style: style.lineCap, tolerance: tolerance, both: false)
                }
            }
        }
        return result.map(counterClockwise)
    }

    /// Each subpath flattened on its own, with whether it was closed.
    package static func flattened(_ path: Path, tolerance: CGFloat) -> [([CGPoint], Bool)] {
        var result: [([CGPoint], Bool)] = []
        var current = Path()
        var start: CGPoint?
        func flush(closed: Bool) {
            if let polygon = current.polygons(tolerance: tolerance).first {
                result.append((polygon, closed))
            } else if let start, !closed, current.elements.count == 1 {
                result.append(([start], false))
            }
            current = Path()
        }
        // After a close, drawing continues from the subpath's start.
        func begin() { if current.isEmpty, let start { current.move(to: start) } }
        for element in path.elements {
            switch element {
            case .move(let p): flush(closed: false); current.move(to: p); start = p
            case .line(let p): begin(); current.addLine(to: p)
            case .quadCurve(let p, let c): begin(); current.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): begin(); current.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: flush(closed: true)
            }
        }
        flush(closed: false)
        return result.filter { $0.0.count >= 2 || !$0.1 }
    }

    /// The dash lengths, or nil for a solid line (empty, negative,
    /// non-finite or all-zero patterns draw solid, as Core Graphics does).
    private static func validDashes(_ dash: [CGFloat]) -> [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        return pattern.reduce(0, +) > 0 ? pattern : nil
    }

    /// The "on" runs of the dash pattern along each subpath.
    private static func dash(_ subpaths: [([CGPoint], Bool)], pattern: [CGFloat], phase: CGFloat) -> [([CGPoint], Bool)] {
        let period = pattern.reduce(0, +)
        var result: [([CGPoint], Bool)] = []
        var dashCount = 0
        for (points, closed) in subpaths {
            var vertices = points
            if closed, let first = vertices.first { vertices.append(first) }
            guard vertices.count >= 2 else { continue }
            // Where in the pattern the subpath starts.
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
            var remaining = pattern[index] - offset
            var on = index % 2 == 0
            var current: [CGPoint] = on ? [vertices[0]] : []
            for i in 1..<vertices.count {
                var a = vertices[i - 1]
                let b = vertices[i]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining {
                    let t = remaining / length
                    let cut = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { current.append(cut); result.append((current, false)); current = [] } else { current = [cut] }
                    dashCount += 1
                    // A pattern of tiny dashes over a huge path: stop rather than hang.
                    if dashCount > 100_000 { return result }
                    length -= remaining
                    a = cut
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length
                if on { current.append(b) }
            }
            if on, current.count >= 2 { result.append((current, false)) }
        }
        return result
    }

    private static func deduplicated(_ points: [CGPoint]) -> [CGPoint] {
        var out: [CGPoint] = []
        for p in points where out.last.map({ hypot($0.x - p.x, $0.y - p.y) > 1e-6 }) ?? true { out.append(p) }
        return out
    }

    private static func direction(_ a: CGPoint, _ b: CGPoint) -> (CGFloat, CGFloat)? {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 1e-9 else { return nil }
        return (dx / length, dy / length)
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint) -> (dx: CGFloat, dy: CGFloat)? {
        guard let (dx, dy) = direction(a, b) else { return nil }
        return (dx: -dy, dy: dx)
    }

    private static func quad(_ a: CGPoint, _ b: CGPoint, half: CGFloat) -> [CGPoint]? {
        guard let n = normal(a, b) else { return nil }
        return [CGPoint(x: a.x + n.dx * half, y: a.y + n.dy * half), CGPoint(x: b.x + n.dx * half, y: b.y + n.dy * half),
                CGPoint(x: b.x - n.dx * half, y: b.y - n.dy * half), CGPoint(x: a.x - n.dx * half, y: a.y - n.dy * half)]
    }

    /// The cap beyond `point`, the end of a line heading in `direction`.
    private static func cap(at point: CGPoint, direction d: (CGFloat, CGFloat), half: CGFloat, style: CGLineCap,
                            tolerance: CGFloat, both: Bool) -> [[CGPoint]] {
        switch style {
        case .butt:
            return []
        case .round:
            return [circle(center: point, radius: half, tolerance: tolerance)]
        case .square:
            let n = (-d.1, d.0)
            let back: CGFloat = both ? -half : 0
            return [[CGPoint(x: point.x + n.0 * half + d.0 * back, y: point.y + n.1 * half + d.1 * back),
                     CGPoint(x: point.x + n.0 * half + d.0 * half, y: point.y + n.1 * half + d.1 * half),
                     CGPoint(x: point.x - n.0 * half + d.0 * half, y: point.y - n.1 * half + d.1 * half),
                     CGPoint(x: point.x - n.0 * half + d.0 * back, y: point.y - n.1 * half + d.1 * back)]]
        }
    }

    /// Fills the wedge the two quads leave open on the outside of a turn.
    private static func join(_ a: CGPoint, _ v: CGPoint, _ b: CGPoint, half: CGFloat, style: StrokeStyle,
                             tolerance: CGFloat) -> [[CGPoint]] {
        guard let n1 = normal(a, v), let n2 = normal(v, b) else { return [] }
        let cross = n1.dx * n2.dy - n1.dy * n2.dx
        let dot = n1.dx * n2.dx + n1.dy * n2.dy
        let angle = atan2(cross, dot)
        guard abs(angle) > 1e-4 else { return [] }
        // The outer side is the one the path turns away from.
        let side: CGFloat = angle > 0 ? -1 : 1
        let p1 = CGPoint(x: v.x + side * n1.dx * half, y: v.y + side * n1.dy * half)
        let p2 = CGPoint(x: v.x + side * n2.dx * half, y: v.y + side * n2.dy * half)
        switch style.lineJoin {
        case .bevel:
            return [[v, p1, p2]]
        case .round:
            return [[v, p1, p2], circle(center: v, radius: half, tolerance: tolerance)]
        case .miter:
            // The miter's length over the width is 1 / sin(θ/2), θ the
            // angle between the segments; past the limit it is a bevel.
            let theta = Double.pi - abs(angle)
            let ratio = 1 / max(sin(theta / 2), 1e-9)
            guard ratio <= style.miterLimit.finiteOrZero else { return [[v, p1, p2]] }
            let bx = side * (n1.dx + n2.dx), by = side * (n1.dy + n2.dy)
            let bl = hypot(bx, by)
            guard bl > 1e-9 else { return [[v, p1, p2]] }
            let tip = CGPoint(x: v.x + bx / bl * half * ratio, y: v.y + by / bl * half * ratio)
            return [[v, p1, tip, p2]]
        }
    }

    package static func circle(center: CGPoint, radius: CGFloat, tolerance: CGFloat) -> [CGPoint] {
        // Enough sides that the chord error stays under `tolerance`.
        let step = 2 * acos(max(-1, min(1, 1 - max(tolerance, 0.01) / max(radius, 0.01))))
        let sides = min(64, max(8, Int((2 * .pi / max(step, 0.01)).rounded(.up))))
        return (0..<sides).map { i in
            let a = Double(i) / Double(sides) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
        }
    }

    /// Twice the signed area (shoelace); positive is counter-clockwise in
    /// y-up space.
    package static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    private static func counterClockwise(_ polygon: [CGPoint]) -> [CGPoint] {
        signedArea(polygon) < 0 ? polygon.reversed() : polygon
    }
}
