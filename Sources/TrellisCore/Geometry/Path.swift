/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and
/// Bézier curves. Shapes build one in `path(in:)`; backends fill it through
/// `polygons(tolerance:)`, so curves are flattened in one tested place.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, the start of the next segment.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let p), .line(let p): return p
            case .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: continue
            }
        }
        return nil
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
        closeSubpath()
    }

    /// A rectangle with elliptical corners; the corner size is clamped to
    /// half the rectangle so that a large radius gives a capsule, never a
    /// self-intersecting outline.
    package mutating func addCircularRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let r = rect.standardized
        let rx = Swift.max(0, Swift.min(cornerSize.width.finiteOrZero, r.width / 2))
        let ry = Swift.max(0, Swift.min(cornerSize.height.finiteOrZero, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r); return }
        // Cubic approximation of a quarter ellipse.
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry),
                 control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
                 control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry),
                 control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
                 control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerSize: CGSize(width: r.width / 2, height: r.height / 2))
    }

    /// A circular arc; angles are measured clockwise from the x axis in
    /// the top-left-origin coordinate space, as SwiftUI draws them.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in flipped coordinates: true sweeps with
        // decreasing angle.
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let steps = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(steps)
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let start = point(startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        var a = startAngle.radians
        for _ in 0..<steps {
            let b = a + step
            let k = 4.0 / 3.0 * tan((b - a) / 4)
            let p0 = point(a), p3 = point(b)
            addCurve(to: p3,
                     control1: CGPoint(x: p0.x - k * radius * sin(a), y: p0.y + k * radius * cos(a)),
                     control2: CGPoint(x: p3.x + k * radius * sin(b), y: p3.y - k * radius * cos(b)))
            a = b
        }
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var moved = Path()
        moved.elements = elements.map {
            switch $0 {
            case .move(let p): .move(to: m(p))
            case .line(let p): .line(to: m(p))
            case .quadCurve(let p, let c): .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return moved
    }

    /// The smallest rectangle containing every point and control point.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    /// The subpaths as polygons, curves flattened so that no point of the
    /// polygon strays more than about `tolerance` points from the curve.
    package func polygons(tolerance: CGFloat = 0.2) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() { if current.count >= 2 { result.append(current) }; current = [] }
        for element in elements {
            switch element {
            case .move(let p):
                flush(); current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = current.last ?? p
                // Elevate to a cubic so one flattening routine serves both.
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                Path.flattenCubic(p0, c1, c2, p, tolerance: tolerance, into: &current)
            case .curve(let p, let c1, let c2):
                Path.flattenCubic(current.last ?? p, c1, c2, p, tolerance: tolerance, into: &current)
            case .closeSubpath:
                flush()
            }
        }
        flush()
        return result
    }

    private static func flattenCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint,
                                     tolerance: CGFloat, into points: inout [CGPoint]) {
        if points.isEmpty { points.append(p0) }
        // The control polygon's deviation bounds the curve's; pick a segment
        // count from it (Wang's formula) instead of recursing.
        let ddx = max(abs(p0.x - 2 * c1.x + c2.x), abs(c1.x - 2 * c2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * c1.y + c2.y), abs(c1.y - 2 * c2.y + p3.y))
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let raw = (6 * dd / (8 * max(tolerance, 0.01))).squareRoot()
        let segments = raw.isFinite ? min(64, max(1, Int(raw.rounded(.up)))) : 1
        for i in 1...segments {
            let t = CGFloat(i) / CGFloat(segments), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x,
                                  y: a * p0.y + b * c1.y + c * c2.y + d * p3.y))
        }
    }
}

extension CGFloat {
    var finiteOrZero: CGFloat { isFinite ? self : 0 }
}
