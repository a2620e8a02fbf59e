import Testing
@testable import TrellisCore

/// `Path` builders, strokes with caps, joins and dashes, trimming and
/// containment, checked against the geometry.
@Suite("Paths and strokes")
struct PathTests {
    @Test func arcsFollowSwiftUIsFlippedClockwise() {
        // From 0° to 90° with clockwise false sweeps +90°: through the
        // bottom of the circle (y grows downward).
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let points = path.polygons(tolerance: 0.01)[0]
        #expect(points.allSatisfy { $0.y >= -1e-9 })
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // The other way round: three quarters through the top.
        #expect(other.polygons(tolerance: 0.01)[0].contains { $0.y < -9.9 })
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // The arc starts 20 before the corner and ends 20 below it.
        let points = path.polygons(tolerance: 0.01)[0]
        #expect(points.contains { abs($0.x - 80) < 1e-9 && abs($0.y) < 1e-9 })
        let end = path.currentPoint!
        #expect(abs(end.x - 100) < 1e-6 && abs(end.y - 20) < 1e-6)
    }

    @Test func applyingTransformsEveryPoint() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20)).applying(CGAffineTransform(scaleX: 2, y: 3))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 60))
        var elements = 0
        path.forEach { _ in elements += 1 }
        #expect(elements == 5)
    }

    @Test func containsUsesNonZeroOrEvenOdd() {
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.contains(CGPoint(x: 50, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 99, y: 1)))
        #expect(!ring.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }

    @Test func buttCapsEndAtTheLineAndSquareCapsReachHalfTheWidth() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 10))
        line.addLine(to: CGPoint(x: 50, y: 10))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 4)).boundingRect
        #expect(butt == CGRect(x: 10, y: 8, width: 40, height: 4))
        let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)).boundingRect
        #expect(square == CGRect(x: 8, y: 8, width: 44, height: 4))
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).boundingRect
        #expect(abs(round.minX - 8) < 1e-9 && abs(round.maxX - 52) < 1e-9)
    }

    @Test func miterJoinsMakeSharpCornersUntilTheLimit() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let mitered = square.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect
        #expect(abs(mitered.minX + 5) < 1e-9 && abs(mitered.maxY - 105) < 1e-9)
        #expect(mitered.contains(CGPoint(x: -4.5, y: -4.5)) && square.strokedPath(StrokeStyle(lineWidth: 10)).contains(CGPoint(x: -4.5, y: -4.5)))
        let beveled = square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!beveled.contains(CGPoint(x: -4.5, y: -4.5)))
        // A right angle's miter is √2 × the width: over a limit of 1.2 it is beveled.
        let limited = square.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 1.2))
        #expect(!limited.contains(CGPoint(x: -4.5, y: -4.5)))
    }

    @Test func strokePiecesAllWindTheSameWay() {
        let star = Path { p in
            p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 80), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)])
            p.closeSubpath()
        }
        let areas = StrokeOutline.polygons(of: star, style: StrokeStyle(lineWidth: 6, lineJoin: .round), tolerance: 0.1)
            .map(StrokeOutline.signedArea)
        #expect(areas.allSatisfy { $0 >= 0 })
    }

    @Test func dashesAlternateAlongTheLength() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5]))
        // 0–10, 15–25, … 90–100: seven dashes.
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 12, y: 0)))
        #expect(dashed.contains(CGPoint(x: 20, y: 0)))
        #expect(dashed.polygons().count == 7)
        // A phase shifts the pattern.
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 5))
        #expect(!shifted.contains(CGPoint(x: 7, y: 0)) && shifted.contains(CGPoint(x: 2, y: 0)))
    }

    @Test func degenerateDashPatternsDrawSolidOrStop() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 1e9, y: 0))
        // All-zero and negative patterns draw a solid line.
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0, 0])).polygons().count == 1)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [-1, 4])).polygons().count == 1)
        // A tiny pattern over a huge line stops at a bounded number of dashes.
        let many = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0.001, 0.001]))
        #expect(many.polygons().count <= 100_000)
    }

    @Test func trimTakesAFractionOfTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let half = square.trimmedPath(from: 0, to: 0.5)
        // Perimeter 400: the first 200 run along the top and right sides.
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(half.currentPoint == CGPoint(x: 100, y: 100))
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(middle.boundingRect == CGRect(x: 50, y: 0, width: 50, height: 50))
        #expect(square.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(square.trimmedPath(from: .nan, to: 1).isEmpty == false)
    }

    @Test func insetShapesStrokeInsideTheFrame() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let inset = RoundedRectangle(cornerRadius: 10).inset(by: 5).path(in: rect)
        #expect(inset.boundingRect == CGRect(x: 5, y: 5, width: 90, height: 50))
        let border = Circle().inset(by: 2).path(in: rect).strokedPath(StrokeStyle(lineWidth: 4)).boundingRect
        // (Miter tips at the flattened curve's vertices reach a hair further.)
        #expect(abs(border.minY) < 0.05 && abs(border.maxY - 60) < 0.05, "\(border)")
    }

    @Test func unevenRoundedRectangleHasItsOwnCorners() {
        let path = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 5).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 99)))
        #expect(!path.contains(CGPoint(x: 99.5, y: 99.5)))
    }
}

@Suite("Colour matrices")
struct ColorMatrixTests {
    @Test func effectsMapColoursAsDocumented() {
        let red = (1.0, 0.0, 0.0, 1.0)
        #expect(ColorMatrix.grayscale(1).apply(red).0 == ColorMatrix.grayscale(1).apply(red).1)
        #expect(ColorMatrix.brightness(0.5).apply((0.2, 0.2, 0.2, 1)).0 == 0.7)
        #expect(ColorMatrix.contrast(0).apply(red) == (0.5, 0.5, 0.5, 1))
        #expect(ColorMatrix.invert.apply(red) == (0, 1, 1, 1))
        let both = ColorMatrix.brightness(0.1).followed(by: .multiply(RGBAColor(red: 0.5, green: 1, blue: 1)))
        #expect(abs(both.apply((0.5, 0, 0, 1)).0 - 0.3) < 1e-12)
        #expect(ColorMatrix.saturation(.nan).apply(red) == red)
    }
}
