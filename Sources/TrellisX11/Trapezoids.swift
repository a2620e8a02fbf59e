import CX11
import TrellisCore

/// Polygons cut into trapezoids for `XRenderCompositeTrapezoids`, inside
/// by the even-odd or the non-zero rule, exactly — also where outlines
/// cross themselves or each other.
///
/// libXrender's own `XRenderCompositeDoublePoly` does this only for one
/// outline, by the even-odd rule, and without bounds: a self-crossing
/// outline can make it write more trapezoids than it allocated (it crashed
/// here on a pentagram). This sweep bounds its work and its output.
enum Trapezoids {
    private struct Edge {
        var top: CGPoint
        var bottom: CGPoint
        /// +1 going down the screen, −1 going up.
        var direction: Int

        func x(at y: CGFloat) -> CGFloat {
            let dy = bottom.y - top.y
            return dy == 0 ? top.x : top.x + (bottom.x - top.x) * (y - top.y) / dy
        }

        var line: XLineFixed {
            XLineFixed(p1: XPointFixed(x: fixed(top.x), y: fixed(top.y)), p2: XPointFixed(x: fixed(bottom.x), y: fixed(bottom.y)))
        }
    }

    /// Most bands one fill may be cut into; a shape needing more is drawn
    /// with the bands found so far.
    static let maximumBands = 200_000

    /// Pixel coordinates beyond this are clamped (16.16 fixed point holds ±32767).
    static let limit: CGFloat = 30_000

    static func fixed(_ value: CGFloat) -> XFixed { XFixed((max(-limit, min(limit, value)) * 65536).rounded()) }

    /// The trapezoids covering the inside of `polygons` (pixels).
    static func tessellate(_ polygons: [[CGPoint]], evenOdd: Bool) -> [XTrapezoid] {
        var edges: [Edge] = []
        for polygon in polygons where polygon.count >= 3 {
            for (index, a) in polygon.enumerated() {
                let b = polygon[(index + 1) % polygon.count]
                let p = CGPoint(x: max(-limit, min(limit, a.x)), y: max(-limit, min(limit, a.y)))
                let q = CGPoint(x: max(-limit, min(limit, b.x)), y: max(-limit, min(limit, b.y)))
                guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { continue }
                edges.append(p.y < q.y ? Edge(top: p, bottom: q, direction: 1) : Edge(top: q, bottom: p, direction: -1))
            }
        }
        guard !edges.isEmpty else { return [] }
        var ys = Array(Set(edges.flatMap { [$0.top.y, $0.bottom.y] })).sorted()
        edges.sort { $0.top.y < $1.top.y }
        var traps: [XTrapezoid] = []
        var active: [Edge] = []
        var next = 0
        var bands = 0
        var index = 0
        while index + 1 < ys.count, bands < maximumBands {
            let y0 = ys[index]
            var y1 = ys[index + 1]
            active.removeAll { $0.bottom.y <= y0 }
            while next < edges.count, edges[next].top.y <= y0 {
                if edges[next].bottom.y > y0 { active.append(edges[next]) }
                next += 1
            }
            // Sorted at the band's top (ties by where they go).
            active.sort { a, b in
                let xa = a.x(at: y0), xb = b.x(at: y0)
                return xa != xb ? xa < xb : a.x(at: y1) < b.x(at: y1)
            }
            // Two edges crossing inside the band: stop the band at the first crossing.
            for (a, b) in zip(active, active.dropFirst()) where a.x(at: y1) > b.x(at: y1) + 1e-9 {
                let da = a.x(at: y1) - a.x(at: y0), db = b.x(at: y1) - b.x(at: y0)
                let gap = b.x(at: y0) - a.x(at: y0)
                guard da - db > 0 else { continue }
                let crossing = y0 + (y1 - y0) * gap / (da - db)
                if crossing > y0 + 1e-6, crossing < y1 { y1 = crossing }
            }
            if y1 < ys[index + 1] {
                // Sorted again from the crossing; the next band starts there.
                ys.insert(y1, at: index + 1)
            }
            bands += 1
            var winding = 0
            for (a, b) in zip(active, active.dropFirst()) {
                winding += evenOdd ? 1 : a.direction
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                guard inside else { continue }
                traps.append(XTrapezoid(top: fixed(y0), bottom: fixed(y1), left: a.line, right: b.line))
            }
            index += 1
        }
        if bands >= maximumBands {
            Diagnostics.report("a shape needs more than \(maximumBands) bands to fill; the rest is left out")
        }
        return traps
    }
}
