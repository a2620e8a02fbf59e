import Testing
@testable import TrellisX11
import TrellisCore

/// Linear gradients over whole-pixel rectangles stretched from their
/// corners give XRender's gradient within rounding, at 1× and 2×, in any
/// direction; gradients the corners cannot stand for are left to XRender.
@Suite("Stretched gradients", .serialized)
@MainActor
struct StretchedGradientTests {
    private let warm = RGBAColor(red: 1, green: 0.85, blue: 0.6), cool = RGBAColor(red: 0.25, green: 0.4, blue: 1)

    private func gradient(_ start: CGPoint, _ end: CGPoint, stops: [(RGBAColor, Double)]) -> DisplayGradient {
        DisplayGradient(kind: .linear(start: start, end: end), stops: stops.map { .init(color: $0.0, location: $0.1) })
    }

    /// Paints `gradient` over `rect` stretched, then by XRender: the largest
    /// channel difference and how many gradients were stretched.
    private func compare(_ rect: CGRect, _ gradient: DisplayGradient, session: X11TestSession) throws -> (difference: Int, stretched: Int) {
        let (window, painter) = try session.makeWindow(width: 400, height: 300)
        defer { painter.release(); window.destroy() }
        let list = DisplayList(background: .white, items: [.shade(Path(rect), gradient)])
        painter.paint(list)
        let stretched = try session.capture(window)
        let count = painter.stretchedGradientCount
        painter.stretchesGradients = false
        painter.paint(list)
        let drawn = try session.capture(window)
        var largest = 0
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                let p = stretched[x, y], q = drawn[x, y]
                largest = max(largest, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
            }
        }
        return (largest, count)
    }

    @Test(arguments: [1.0, 2.0])
    func stretchedGradientsMatchXRendersWithinRounding(scale: Double) throws {
        try X11TestSession.with { session in
            session.connection.setScale(scale)
            for rect in [CGRect(x: 20, y: 30, width: 170, height: 64), CGRect(x: 13.4, y: 20.6, width: 150.3, height: 90.2)] {
                let corners = [(rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)),               // a tile's: top leading → bottom trailing
                               (CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.midX, y: rect.maxY)), // down
                               (CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.minX, y: rect.midY)), // leftward
                               (CGPoint(x: rect.minX - 40, y: rect.maxY + 10), CGPoint(x: rect.maxX + 30, y: rect.minY - 60))]
                for (start, end) in corners {
                    let result = try compare(rect, gradient(start, end, stops: [(warm, 0), (cool, 1)]), session: session)
                    #expect(result.stretched == 1, "\(rect) \(start)→\(end) at \(scale)×: stretched")
                    #expect(result.difference <= 2, "\(rect) \(start)→\(end) at \(scale)×: differs by \(result.difference)")
                }
                // Three stops, the rectangle within the second pair's span.
                let long = gradient(CGPoint(x: rect.minX - 200, y: rect.minY), CGPoint(x: rect.maxX + 10, y: rect.minY),
                                    stops: [(.black, 0), (warm, 0.5), (cool, 1)])
                let result = try compare(rect, long, session: session)
                #expect(result.stretched == 1 && result.difference <= 2, "three stops at \(scale)×: \(result)")
            }
        }
    }

    @Test func gradientsTheCornersCannotStandForAreLeftToXRender() throws {
        let rect = CGRect(x: 20, y: 30, width: 170, height: 64)
        var notANumber = cool
        notANumber.red = .nan
        try X11TestSession.with { session in
            let cases: [(String, DisplayGradient)] = [
                // A stop inside the rectangle: the colour bends there.
                ("a stop inside", gradient(rect.origin, CGPoint(x: rect.maxX, y: rect.minY), stops: [(warm, 0), (.black, 0.5), (cool, 1)])),
                // Padded beyond its end inside the rectangle.
                ("padded", gradient(rect.origin, CGPoint(x: rect.midX, y: rect.minY), stops: [(warm, 0), (cool, 1)])),
                // A translucent stop.
                ("translucent", gradient(rect.origin, CGPoint(x: rect.maxX, y: rect.maxY),
                                         stops: [(warm, 0), (RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5), 1)])),
                // A channel that is not a number (set past the initialiser's clamp): no crash.
                ("not a number", gradient(rect.origin, CGPoint(x: rect.maxX, y: rect.maxY), stops: [(warm, 0), (notANumber, 1)])),
                ("radial", DisplayGradient(kind: .radial(center: CGPoint(x: rect.midX, y: rect.midY), startRadius: 0, endRadius: 80),
                                           stops: [.init(color: warm, location: 0), .init(color: cool, location: 1)]))]
            for (name, shaded) in cases {
                let result = try compare(rect, shaded, session: session)
                #expect(result.stretched == 0, "\(name): stretched")
                #expect(result.difference == 0, "\(name): differs by \(result.difference)")
            }
        }
    }
}
