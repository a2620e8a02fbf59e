import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// Gradient fills, compared with the analytic colour at each sampled point.
@Suite("Gradient painting", .serialized)
@MainActor
struct GradientPainterTests {
    let white = RGBAColor.white
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let blue = RGBAColor(red: 0, green: 0, blue: 1)

    private func paint(_ items: [DisplayItem], width: Int = 240, height: Int = 240) throws -> Capture {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: width, height: height)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: .white, items: items))
            return try session.capture(window)
        }
    }

    /// The colour `gradient` has at `t`, as 0–255 channels over white.
    private func expected(_ gradient: DisplayGradient, _ t: Double) -> Capture.RGB {
        let c = gradient.color(at: t)
        func channel(_ v: Double) -> Int { Int(((v * c.alpha + (1 - c.alpha)) * 255).rounded()) }
        return Capture.RGB(r: channel(c.red), g: channel(c.green), b: channel(c.blue))
    }

    @Test func linearGradientMatchesInterpolationAlongTheLine() throws {
        let gradient = DisplayGradient(kind: .linear(start: CGPoint(x: 20, y: 0), end: CGPoint(x: 220, y: 0)),
                                       stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
        let shot = try paint([.shade(Path(CGRect(x: 0, y: 20, width: 240, height: 100)), gradient)])
        for x in [10, 20, 70, 120, 170, 219, 230] {
            // A pixel's centre is at x + 0.5.
            let t = (Double(x) + 0.5 - 20) / 200
            #expect(shot[x, 60].isClose(to: expected(gradient, t), tolerance: 3), "x \(x): \(shot[x, 60])")
        }
        // Outside the shape nothing is drawn.
        #expect(shot[100, 150] == Capture.RGB(r: 255, g: 255, b: 255))
    }

    @Test func radialGradientDependsOnDistanceFromTheCentre() throws {
        let centre = CGPoint(x: 120, y: 120)
        let gradient = DisplayGradient(kind: .radial(center: centre, startRadius: 0, endRadius: 100),
                                       stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
        let shot = try paint([.shade(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), gradient)])
        for (x, y) in [(120, 120), (170, 120), (120, 60), (60, 180), (200, 200)] {
            let d = hypot(Double(x) + 0.5 - centre.x, Double(y) + 0.5 - centre.y)
            #expect(shot[x, y].isClose(to: expected(gradient, min(1, d / 100)), tolerance: 4), "(\(x), \(y)): \(shot[x, y])")
        }
    }

    @Test func angularGradientTurnsClockwiseFromItsStartAngle() throws {
        let centre = CGPoint(x: 120, y: 120)
        for start in [0.0, Double.pi / 2] {
            let gradient = DisplayGradient(kind: .angular(center: centre, startAngle: start, endAngle: start + 2 * .pi),
                                           stops: [.init(color: red, location: 0), .init(color: blue, location: 1)])
            let shot = try paint([.shade(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), gradient)])
            // Screen angles run clockwise (y down); sample at radius 80.
            for degrees in [20.0, 100, 190, 280, 340] {
                let a = degrees * .pi / 180
                let x = Int(centre.x + 80 * cos(a)), y = Int(centre.y + 80 * sin(a))
                let actual = atan2(Double(y) + 0.5 - centre.y, Double(x) + 0.5 - centre.x)
                var t = (actual - start) / (2 * .pi)
                t -= t.rounded(.down)
                #expect(shot[x, y].isClose(to: expected(gradient, t), tolerance: 6),
                        "start \(start), \(degrees)°: \(shot[x, y]) vs \(expected(gradient, t))")
            }
        }
    }

    @Test func partialAngularSweepFillsTheGapWithTheEndColours() {
        let stops: [DisplayGradient.Stop] = [.init(color: red, location: 0), .init(color: blue, location: 1)]
        let turn = X11Painter.conicStops(stops, startAngle: 0, endAngle: .pi)
        // Half a turn: the stops span 0…0.5, then blue to 0.75, red after.
        #expect(turn.map(\.location) == [0, 0.5, 0.75, 0.75, 1])
        #expect(turn.map(\.color) == [red, blue, blue, red, red])
    }

    @Test func gradientUnderATransformFollowsIt() throws {
        // A horizontal gradient over 0…100, scaled 2× about the origin:
        // it spans 0…200 in the window.
        let gradient = DisplayGradient(kind: .linear(start: .zero, end: CGPoint(x: 100, y: 0)),
                                       stops: [.init(color: red, location: 0), .init(color: blue, location: 1)],
                                       transform: CGAffineTransform(scaleX: 2, y: 2))
        let shot = try paint([.shade(Path(CGRect(x: 0, y: 0, width: 240, height: 100)), gradient)])
        #expect(shot[100, 50].isClose(to: expected(gradient, 100.5 / 200), tolerance: 3), "\(shot[100, 50])")
    }
}
