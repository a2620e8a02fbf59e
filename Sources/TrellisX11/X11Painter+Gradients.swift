import CX11
import TrellisCore

/// Gradient source pictures: XRender's linear, radial and conical
/// gradients, padded beyond their ends, positioned in target pixels.
extension X11Painter {
    func makeGradientPicture(_ gradient: DisplayGradient) -> Picture? {
        guard !gradient.stops.isEmpty else { return nil }
        func fixed(_ v: CGFloat) -> XFixed { XFixed(clamping: Int64((v * 65536).rounded())) }
        func point(_ p: CGPoint) -> XPointFixed { XPointFixed(x: fixed(p.x), y: fixed(p.y)) }
        var stops = gradient.stops
        var picture: Picture = 0
        // One stop, or all at one place: XRender wants two distinct ones.
        if stops.count == 1 { stops.append(stops[0]) }
        switch gradient.kind {
        case .linear(let start, var end):
            if start == end { end.x += 1e-3 }
            var line = XLinearGradient(p1: point(start), p2: point(end))
            picture = withStops(stops) { XRenderCreateLinearGradient(display, &line, $0, $1, $2) }
        case .radial(let center, let startRadius, let endRadius):
            var circles = XRadialGradient(inner: XCircle(x: fixed(center.x), y: fixed(center.y), radius: fixed(startRadius)),
                                          outer: XCircle(x: fixed(center.x), y: fixed(center.y),
                                                         radius: fixed(max(endRadius, startRadius + 1e-3))))
            picture = withStops(stops) { XRenderCreateRadialGradient(display, &circles, $0, $1, $2) }
        case .angular(let center, let startAngle, let endAngle):
            let turn = Self.conicStops(stops, startAngle: startAngle, endAngle: endAngle)
            // XRender's conical gradient turns the other way (toward -y, as
            // checked on the server): it is drawn mirrored about the centre's
            // horizontal, which makes it turn toward +y from the same angle.
            var cone = XConicalGradient(center: point(center), angle: fixed(CGFloat(startAngle * 180 / .pi)))
            picture = withStops(turn) { XRenderCreateConicalGradient(display, &cone, $0, $1, $2) }
        }
        guard picture != 0 else { return nil }
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
        // Gradient coordinates → target pixels; XRender wants the inverse.
        var mirror = CGAffineTransform.identity
        if case .angular(let center, _, _) = gradient.kind {
            mirror = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * center.y)
        }
        let toTarget = mirror.concatenating(gradient.transform)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: -target.origin.x, y: -target.origin.y))
        if toTarget != .identity, toTarget.isInvertible {
            setTransform(toTarget.inverted(), on: picture, filter: "nearest")
        }
        return picture
    }

    private func withStops(_ stops: [DisplayGradient.Stop],
                           _ make: (UnsafePointer<XFixed>, UnsafePointer<XRenderColor>, Int32) -> Picture) -> Picture {
        // Locations must not decrease; equal ones make a hard edge.
        var last: XFixed = 0
        let locations: [XFixed] = stops.map {
            let value = max(last, XFixed(clamping: Int64(($0.location * 65536).rounded())))
            last = value
            return value
        }
        // Gradient colours are straight (XRender premultiplies after interpolating).
        let colors = stops.map { stop -> XRenderColor in
            func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
            return XRenderColor(red: channel(stop.color.red), green: channel(stop.color.green),
                                blue: channel(stop.color.blue), alpha: channel(stop.color.alpha))
        }
        return make(locations, colors, Int32(stops.count))
    }

    /// Stops over a full turn for a sweep from `startAngle` to `endAngle`:
    /// stops are placed along the sweep; short of a turn, the rest is the
    /// last colour, then the first from halfway across the gap (SwiftUI's
    /// documented fill); beyond a turn, only the last turn shows.
    static func conicStops(_ stops: [DisplayGradient.Stop], startAngle: Double, endAngle: Double) -> [DisplayGradient.Stop] {
        let sweep = endAngle - startAngle
        guard sweep.isFinite, abs(sweep) > 1e-9, let first = stops.first, let last = stops.last else { return stops }
        let fraction = min(1, abs(sweep) / (2 * .pi))
        if sweep >= 2 * .pi {
            // The last complete turn: stops are shifted so the turn ends at `endAngle`.
            let offset = (sweep - 2 * .pi) / sweep
            let kept = stops.compactMap { stop -> DisplayGradient.Stop? in
                stop.location >= offset ? DisplayGradient.Stop(color: stop.color, location: (stop.location - offset) / (1 - offset)) : nil
            }
            return kept.isEmpty ? [last] : kept
        }
        var result = stops.map { DisplayGradient.Stop(color: $0.color, location: $0.location * fraction) }
        if fraction < 1 {
            let middle = fraction + (1 - fraction) / 2
            result.append(DisplayGradient.Stop(color: last.color, location: middle))
            result.append(DisplayGradient.Stop(color: first.color, location: middle))
            result.append(DisplayGradient.Stop(color: first.color, location: 1))
        }
        return result
    }
}
