/// Rounded rectangles with `.continuous` corners: the curvature grows
/// gradually from the straight side into the corner instead of jumping to
/// a circle's, as Apple's "squircle" corners do. Each corner is three
/// cubic Béziers reaching 1.528665 radii along each side (the profile
/// measured from Apple's continuous corners and widely used since); a
/// corner too large for that reach is drawn as a circular arc, clamped to
/// half the side, so the outline never crosses itself.
extension Path {
    /// The corner profile along the incoming side (`p`) and the outgoing
    /// side (`q`), in radii from the corner point: a start point, then three
    /// curves of two control points and an end point each.
    private static let continuousProfile: [(p: CGFloat, q: CGFloat)] = [
        (1.528665, 0),
        (1.088492, 0), (0.868407, 0), (0.631494, 0.074911),
        (0.372824, 0.169060), (0.169060, 0.372824), (0.074911, 0.631494),
        (0, 0.868407), (0, 1.088492), (0, 1.528665)]

    /// How far along each side a continuous corner of radius 1 reaches.
    static let continuousReach: CGFloat = 1.528665

    /// A rectangle with continuous corners of `cornerSize` (clamped so each
    /// corner fits in half the rectangle).
    mutating func addContinuousRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let radius = CGSize(width: max(0, cornerSize.width.finiteOrZero), height: max(0, cornerSize.height.finiteOrZero))
        addContinuousRoundedRect(in: rect, radii: [radius, radius, radius, radius])
    }

    /// Corners top-leading, top-trailing, bottom-trailing, bottom-leading,
    /// each with its horizontal and vertical radius.
    mutating func addContinuousRoundedRect(in rect: CGRect, radii: [CGSize]) {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, radii.count == 4 else { return }
        guard radii.contains(where: { $0.width > 0 && $0.height > 0 }) else { addRect(r); return }
        let halfWidth = r.width / 2, halfHeight = r.height / 2
        // Corner point, the direction back along the side coming in, and
        // along the side going out (clockwise from the top-leading corner).
        let down = Step(dx: 0, dy: 1), up = Step(dx: 0, dy: -1), right = Step(dx: 1, dy: 0), left = Step(dx: -1, dy: 0)
        let corners: [(CGPoint, Step, Step)] = [
            (CGPoint(x: r.minX, y: r.minY), down, right),
            (CGPoint(x: r.maxX, y: r.minY), left, down),
            (CGPoint(x: r.maxX, y: r.maxY), up, left),
            (CGPoint(x: r.minX, y: r.maxY), right, up)]
        for (index, (corner, back, ahead)) in corners.enumerated() {
            let size = radii[index]
            // The radius along each direction: a horizontal step uses the width.
            let alongBack = back.dx != 0 ? size.width : size.height
            let alongAhead = ahead.dx != 0 ? size.width : size.height
            let limitBack = back.dx != 0 ? halfWidth : halfHeight
            let limitAhead = ahead.dx != 0 ? halfWidth : halfHeight
            func point(_ p: CGFloat, _ q: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
                let x: CGFloat = corner.x + back.dx * p * a + ahead.dx * q * b
                let y: CGFloat = corner.y + back.dy * p * a + ahead.dy * q * b
                return CGPoint(x: x, y: y)
            }
            if alongBack <= 0 || alongAhead <= 0 {
                if index == 0 { move(to: corner) } else { addLine(to: corner) }
                continue
            }
            if alongBack * Self.continuousReach <= limitBack, alongAhead * Self.continuousReach <= limitAhead {
                let profile = Self.continuousProfile
                let start = point(profile[0].p, profile[0].q, alongBack, alongAhead)
                if index == 0 { move(to: start) } else { addLine(to: start) }
                for curve in 0..<3 {
                    let c1 = profile[1 + 3 * curve], c2 = profile[2 + 3 * curve], end = profile[3 + 3 * curve]
                    addCurve(to: point(end.p, end.q, alongBack, alongAhead),
                             control1: point(c1.p, c1.q, alongBack, alongAhead),
                             control2: point(c2.p, c2.q, alongBack, alongAhead))
                }
            } else {
                // Too large to blend in: a quarter ellipse, as `.circular`.
                let a = min(alongBack, limitBack), b = min(alongAhead, limitAhead)
                let k: CGFloat = 0.5522847498
                let start = point(1, 0, a, b)
                if index == 0 { move(to: start) } else { addLine(to: start) }
                addCurve(to: point(0, 1, a, b), control1: point(1 - k, 0, a, b), control2: point(0, 1 - k, a, b))
            }
        }
        closeSubpath()
    }

    /// A unit step along an axis.
    private struct Step {
        let dx: CGFloat
        let dy: CGFloat
    }
}
