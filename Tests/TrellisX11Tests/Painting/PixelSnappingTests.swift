import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// Lines, borders and rectangles on whole device pixels at fractional
/// scales (`Xft.dpi` 120 and 144), curves still anti-aliased.
@Suite("Device-pixel snapping", .serialized)
@MainActor
struct PixelSnappingTests {
    let light = RGBAColor(red255: 240, green255: 240, blue255: 240)
    let lightRGB = Capture.RGB(r: 240, g: 240, b: 240)
    let blackRGB = Capture.RGB(r: 0, g: 0, b: 0)

    private func paint(_ items: [DisplayItem], scale: Double) throws -> Capture {
        try X11TestSession.with { session in
            session.connection.setScale(scale)
            let (window, painter) = try session.makeWindow(width: 320, height: 240)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: light, items: items))
            return try session.capture(window)
        }
    }

    /// The rows (or columns) of a line at `at` across `span`: how many are
    /// solid black, and how many are neither black nor background.
    private func profile(_ shot: Capture, column: Int? = nil, row: Int? = nil, span: Range<Int>) -> (solid: Int, blurred: Int) {
        var solid = 0, blurred = 0
        for i in span {
            let p = column.map { shot[$0, i] } ?? shot[i, row!]
            if p == blackRGB { solid += 1 } else if p != lightRGB { blurred += 1 }
        }
        return (solid, blurred)
    }

    // MARK: The snapping itself

    @Test func aOnePointBandIsWholePixelsWhereverItLies() throws {
        for scale in [1.25, 1.5] {
            for offset in stride(from: 0.0, to: 1.0, by: 0.1) {
                let y = 10 + offset
                let snap = try #require(AxisSnap([y * scale, (y + 1) * scale]))
                let top = snap.map(y * scale), bottom = snap.map((y + 1) * scale)
                #expect(top == top.rounded() && bottom - top == 1, "1 pt at \(y) × \(scale): \(top)…\(bottom)")
            }
        }
        // Both edges on their nearest pixels when that gives the width (it
        // then meets what it touches on both sides), else the edge nearer
        // its pixel stays.
        #expect(AxisSnap([12.5, 13.75]).map { [$0.map(12.5), $0.map(13.75)] } == [13, 14])
        #expect(AxisSnap([13.25, 14.5]).map { [$0.map(13.25), $0.map(14.5)] } == [13, 14])
        #expect(AxisSnap([13.45, 14.95]).map { [$0.map(13.45), $0.map(14.95)] } == [14, 15])
        // 2 points: 2.5 px → 2, 3 px → 3; 1 point at 2× is 2 px.
        #expect(AxisSnap([12.5, 15]).map { $0.map(15) - $0.map(12.5) } == 2)
        #expect(AxisSnap([15, 18]).map { $0.map(18) - $0.map(15) } == 3)
        #expect(AxisSnap([21, 23]).map { $0.map(23) - $0.map(21) } == 2)
        // Under a pixel: as thin as it is, inside one pixel.
        let hairline = try #require(AxisSnap([10.8, 11.3]))
        #expect(hairline.map(10.8) == 11.25 && hairline.map(11.3) == 11.75)
    }

    @Test func aBorderKeepsTheOutlineOfItsShapeAndOneWidthOnEverySide() throws {
        // A 1-pt border inside 0.4…100.4 pt at 1.25×: outer edges where a
        // fill of the same rectangle has them, each side 1 px.
        let scale = 1.25
        let edges = [0.4, 1.4, 99.4, 100.4].map { $0 * scale }
        let border = try #require(AxisSnap(edges))
        let fill = try #require(AxisSnap([edges[0], edges[3]]))
        #expect(border.map(edges[0]) == fill.map(edges[0]) && border.map(edges[3]) == fill.map(edges[3]))
        #expect(border.map(edges[1]) - border.map(edges[0]) == 1)
        #expect(border.map(edges[3]) - border.map(edges[2]) == 1)
        // A 2-pt stroke's outline has a seam on the stroked line, in the
        // middle of each side: not an edge; each side is 2 px (2.5 rounded
        // down), the seam in its middle.
        let stroked = try #require(AxisSnap([0.4, 1.4, 2.4, 99.4, 100.4, 101.4].map { $0 * scale }))
        #expect(stroked.map(2.4 * scale) - stroked.map(0.4 * scale) == 2)
        #expect(stroked.map(1.4 * scale) - stroked.map(0.4 * scale) == 1)
        #expect(stroked.map(101.4 * scale) - stroked.map(99.4 * scale) == 2)
        // Points between breakpoints keep their order.
        #expect(border.map(60) > border.map(edges[1]) && border.map(60) < border.map(edges[2]))
    }

    @Test func curvesAreLeftAloneAndRoundedSidesSnap() {
        #expect(PixelSnapping(path: Path(ellipseIn: CGRect(x: 1.3, y: 2.7, width: 30, height: 20)), scale: 1.5, origin: .zero) == nil)
        let rounded = PixelSnapping(path: Path(roundedRect: CGRect(x: 1.3, y: 2.7, width: 30, height: 20), cornerRadius: 5),
                                    scale: 1.5, origin: .zero)
        #expect(rounded?.x?.map(1.3 * 1.5) == 2 && rounded?.y?.map(2.7 * 1.5) == 4)
        // A capsule's ends are curves: only its straight sides snap.
        let capsule = PixelSnapping(path: Path(roundedRect: CGRect(x: 0.3, y: 0.3, width: 40, height: 10), cornerRadius: 5),
                                    scale: 1.25, origin: .zero)
        #expect(capsule?.x == nil && capsule?.y != nil)
    }

    // MARK: Pixels at 120 and 144 dpi

    @Test func onePointLinesAndBordersHaveNoHalfCoveredRows() throws {
        for scale in [1.25, 1.5] {
            var items: [DisplayItem] = []
            // A separator (a filled 1-pt rectangle) at a fractional position.
            items.append(.fill(Path(CGRect(x: 10, y: 10.3, width: 100, height: 1)), .black))
            // A 1-pt border: a rectangle's stroke outline, filled.
            items.append(.fill(Path(CGRect(x: 20.2, y: 30.6, width: 80, height: 40)).strokedPath(StrokeStyle(lineWidth: 1)), .black))
            // A 1-pt centred stroke (a list's separators, a field's border).
            var line = Path()
            line.addLines([CGPoint(x: 10, y: 90.5), CGPoint(x: 150, y: 90.5)])
            items.append(.stroke(line, width: 1, .black))
            let shot = try paint(items, scale: scale)

            let separator = profile(shot, column: 50, span: 8..<20)
            #expect(separator.solid == 1 && separator.blurred == 0, "separator at \(scale)×: \(separator)")
            let top = profile(shot, column: 80, span: 30..<50)
            #expect(top.solid == 1 && top.blurred == 0, "border's top at \(scale)×: \(top)")
            let left = profile(shot, row: 70, span: 20..<40)
            #expect(left.solid == 1 && left.blurred == 0, "border's left side at \(scale)×: \(left)")
            let right = profile(shot, row: 70, span: Int(95 * scale)..<Int(110 * scale))
            #expect(right.solid == 1 && right.blurred == 0, "border's right side at \(scale)×: \(right)")
            let stroke = profile(shot, column: 100, span: Int(85 * scale)..<Int(95 * scale))
            #expect(stroke.solid == 1 && stroke.blurred == 0, "stroke at \(scale)×: \(stroke)")
        }
    }

    @Test func rectanglesFillWholePixelsAndCurvesStayAntiAliased() throws {
        let scale = 1.5
        let shot = try paint([
            .fill(Path(CGRect(x: 10.3, y: 10.3, width: 20.3, height: 20.3)), .black),
            .fill(Path(ellipseIn: CGRect(x: 100, y: 20, width: 60, height: 60)), .black),
            .fill(Path(roundedRect: CGRect(x: 20.4, y: 100.4, width: 100, height: 40), cornerRadius: 10), .black),
        ], scale: scale)
        // The rectangle: every pixel of its rows and columns solid or clear.
        let rows = profile(shot, column: 30, span: 10..<60)
        let columns = profile(shot, row: 30, span: 10..<60)
        #expect(rows.blurred == 0 && columns.blurred == 0 && rows.solid == 31 && columns.solid == 31)
        // (15.45…45.9 px: edges on the nearest pixels, 15 and 46.)
        // The circle keeps its anti-aliased rim.
        #expect(profile(shot, row: Int(35 * scale), span: 140..<250).blurred >= 2)
        // The rounded rectangle: straight sides crisp, corners soft.
        #expect(profile(shot, column: Int(70 * scale), span: 140..<220).blurred == 0)
        var softCorner = 0
        for y in 150..<166 { softCorner += profile(shot, row: y, span: 30..<46).blurred }
        #expect(softCorner >= 3)
    }
}
