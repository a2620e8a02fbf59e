import TrellisCore

/// Device-pixel snapping of a shape's axis-aligned edges, so that lines,
/// borders, rectangles and separators stay crisp at any scale — above all
/// at fractional ones (1.25×, 1.5×), where a 1-point line would otherwise
/// straddle two pixel rows, both half covered and blurred.
///
/// The edges are the shape's straight horizontal and vertical segments (a
/// stroke's edges lie half its width either side). Along each axis they
/// become breakpoints, and every point of the shape — curves included — is
/// moved by a piecewise-linear, order-keeping map of the breakpoints to
/// whole pixels (`AxisSnap`). A rectangle becomes whole pixels; a rounded
/// rectangle's sides land on pixels while its corners stay anti-aliased; a
/// circle, which has no straight edges, is untouched. Layout numbers are
/// not changed: only how the display list is rasterised.
struct PixelSnapping {
    let x: AxisSnap?
    let y: AxisSnap?

    /// The snapping for `path` (points) drawn at `scale` onto a target
    /// whose top-left is `origin` (pixels); `halfWidth` (points) for a
    /// stroke of `path`. Nil when the path has no axis-aligned edges.
    init?(path: Path, halfWidth: CGFloat = 0, scale: Double, origin: CGPoint) {
        var xs: [Double] = [], ys: [Double] = []
        let spread = halfWidth.isFinite ? max(0, halfWidth) * scale : 0
        func edge(from a: CGPoint, to b: CGPoint) {
            let dx = abs(b.x - a.x), dy = abs(b.y - a.y)
            // At least a tenth of a pixel long: a zero-length side (a capsule's) is no edge.
            if dy < 1e-9, dx * scale >= 0.1 {
                let v = a.y * scale - origin.y
                if spread > 0 { ys.append(v - spread); ys.append(v + spread) } else { ys.append(v) }
            } else if dx < 1e-9, dy * scale >= 0.1 {
                let v = a.x * scale - origin.x
                if spread > 0 { xs.append(v - spread); xs.append(v + spread) } else { xs.append(v) }
            }
        }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): edge(from: current, to: p); current = p
            case .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: edge(from: current, to: start); current = start
            }
        }
        x = AxisSnap(xs)
        y = AxisSnap(ys)
        if x == nil && y == nil { return nil }
    }

    /// Moves polygons (target pixels) onto the grid.
    func apply(_ polygons: [[CGPoint]]) -> [[CGPoint]] {
        polygons.map { polygon in polygon.map { CGPoint(x: x?.map($0.x) ?? $0.x, y: y?.map($0.y) ?? $0.y) } }
    }

    /// Moves a rectangle (target pixels) onto the grid.
    func apply(_ rect: CGRect) -> CGRect {
        let minX = x?.map(rect.minX) ?? rect.minX, maxX = x?.map(rect.maxX) ?? rect.maxX
        let minY = y?.map(rect.minY) ?? rect.minY, maxY = y?.map(rect.maxY) ?? rect.maxY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// One axis of `PixelSnapping`: breakpoints (pixels, ascending) and where
/// each lands. Edges round to the nearest pixel, so shapes that share an
/// edge still meet. A thin band (under `thinBand` pixels: a line, a
/// border's side) at the shape's first or last edge, or alone, keeps one
/// thickness wherever it lies: its width rounded, halves down, at least
/// one pixel (1.25 px and 1.5 px become 1 px, 2.5 px becomes 2), placed
/// from the shape's outer edge (a border's sides stay inside the shape's
/// outline) or, alone, from its edge nearer a pixel. A band under one pixel keeps its
/// width inside one pixel: a faint hairline stays faint, but in one row.
/// The seam in the middle of a stroke's band (where the pieces of a
/// stroke's outline meet, on the stroked line) is not an edge.
struct AxisSnap: Equatable {
    private(set) var from: [Double] = []
    private(set) var to: [Double] = []
    static let thinBand = 4.0
    /// Coordinates closer than this (pixels) are one edge.
    static let tolerance = 1e-3

    init?(_ values: [Double]) {
        var sorted: [Double] = []
        for value in values.filter({ $0.isFinite && abs($0) < 1e6 }).sorted() {
            if let last = sorted.last, value - last < Self.tolerance { continue }
            sorted.append(value)
        }
        for (i, value) in sorted.enumerated() {
            if let last = from.last, i + 1 < sorted.count, sorted[i + 1] - last < Self.thinBand - Self.tolerance,
               abs(value - (last + sorted[i + 1]) / 2) < 0.01 { continue }
            from.append(value)
        }
        guard !from.isEmpty else { return nil }
        to = from.map(Self.nearestPixel)
        let n = from.count
        guard n > 1 else { return }
        func isThin(_ i: Int) -> Bool { from[i] - from[i - 1] < Self.thinBand - Self.tolerance }
        if n == 2 {
            if isThin(1) { placeLoneBand() }
            return
        }
        if isThin(1) { to[1] = to[0] + thickness(1) }
        if isThin(n - 1) { to[n - 2] = to[n - 1] - thickness(n - 1) }
        for i in 1..<n { to[i] = max(to[i], to[i - 1]) }
    }

    /// The pixel edge nearest `v`; a value a hair under a half rounds up
    /// with it, so equal sizes snap alike wherever arithmetic left them.
    private static func nearestPixel(_ v: Double) -> Double { (v + 0.5 + 1e-6).rounded(.down) }

    /// The width band `i` (between breakpoints i-1 and i) is drawn at:
    /// whole pixels from one pixel up; under one, as thin as it is.
    private func thickness(_ i: Int) -> Double {
        let width = from[i] - from[i - 1]
        guard width >= 1 - Self.tolerance else { return max(0, width) }
        return max(1, (width - 0.5 - 1e-6).rounded(.up))
    }

    /// A lone thin band: both edges on their nearest pixels when that
    /// gives its width, else the edge nearer its pixel stays there and the
    /// other moves (so it still meets what it touches on one side); under
    /// a pixel, inside the pixel holding its centre.
    private mutating func placeLoneBand() {
        let width = thickness(1)
        guard width >= 1 else {
            to[0] = ((from[0] + from[1]) / 2).rounded(.down) + (1 - width) / 2
            to[1] = to[0] + width
            return
        }
        let leading = Self.nearestPixel(from[0]), trailing = Self.nearestPixel(from[1])
        if trailing - leading == width {
            (to[0], to[1]) = (leading, trailing)
        } else if abs(from[0] - leading) <= abs(from[1] - trailing) {
            (to[0], to[1]) = (leading, leading + width)
        } else {
            (to[0], to[1]) = (trailing - width, trailing)
        }
    }

    /// Where `v` lands: breakpoints where they snapped, points between them
    /// in proportion, points beyond the ends moved with the nearest end.
    func map(_ v: Double) -> Double {
        guard v.isFinite else { return v }
        let n = from.count
        if v <= from[0] { return v + (to[0] - from[0]) }
        if v >= from[n - 1] { return v + (to[n - 1] - from[n - 1]) }
        var low = 0, high = n - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if from[mid] <= v { low = mid } else { high = mid }
        }
        let t = (v - from[low]) / (from[high] - from[low])
        return to[low] + t * (to[high] - to[low])
    }
}
