import CX11
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// Canvases, even-odd fills and continuous corners on a real server,
/// pixel by pixel against the geometry: views laid out by a host with the
/// Xft measurer and painted by the X11 painter.
@Suite("Canvas and shape painting", .serialized)
@MainActor
struct CanvasPainterTests {
    let redRGB = Capture.RGB(r: 255, g: 0, b: 0)
    let whiteRGB = Capture.RGB(r: 255, g: 255, b: 255)

    /// `view` in a 240 × 240 window on a white background.
    private func paint<V: View>(_ view: V) throws -> Capture {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 240, height: 240)
            defer { painter.release(); window.destroy() }
            let host = ViewHost(rootView: ZStack { Color.white; view }, measurer: session.measurer, clock: VirtualClock())
            host.resize(to: CGSize(width: 240, height: 240))
            _ = host.update()
            painter.paint(host.displayList())
            return try session.capture(window)
        }
    }

    @Test func canvasRotatesAndClipsAsTheContextSays() throws {
        let shot = try paint(Canvas { context, size in
            context.translateBy(x: size.width / 2, y: size.height / 2)
            context.rotate(by: .degrees(45))
            // An 80-point square turned into a diamond reaching 56.6 points out.
            context.fill(Path(CGRect(x: -40, y: -40, width: 80, height: 80)), with: .color(Color(red: 1, green: 0, blue: 0)))
        })
        #expect(shot[120, 120] == redRGB)
        #expect(shot[170, 120] == redRGB, "inside the diamond's right point: \(shot[170, 120])")
        #expect(shot[180, 120] == whiteRGB)
        // The square's corner area, unrotated, is outside the diamond.
        #expect(shot[150, 150] == whiteRGB, "\(shot[150, 150])")

        let clipped = try paint(Canvas { context, _ in
            context.clip(to: Path(ellipseIn: CGRect(x: 20, y: 20, width: 200, height: 200)))
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), with: .color(Color(red: 1, green: 0, blue: 0)))
        })
        #expect(clipped[120, 120].isClose(to: Capture.RGB(r: 255, g: 127, b: 127), tolerance: 2), "\(clipped[120, 120])")
        #expect(clipped[25, 25] == whiteRGB)
    }

    @Test func canvasDrawsTextAndGradients() throws {
        let shot = try paint(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 40)),
                         with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 240, y: 0)))
            context.draw(Text("Canvas").font(.system(size: 30)), at: CGPoint(x: 120, y: 140))
        })
        // The gradient goes from dark on the left to light on the right.
        #expect(shot[5, 20].r < 20 && shot[235, 20].r > 235 && abs(Int(shot[120, 20].r) - 128) < 10, "\(shot[120, 20])")
        // Dark glyph pixels around the anchor, none far from it.
        #expect(shot.countDiffering(from: whiteRGB, in: (60, 120, 120, 40)) > 100)
        #expect(shot.countDiffering(from: whiteRGB, in: (0, 180, 240, 60)) == 0)
    }

    @Test func evenOddLeavesOverlapsEmptyAndNonZeroFillsThem() throws {
        // Two concentric circles wound the same way: non-zero fills the
        // middle, even-odd leaves a hole.
        let ring = Path { path in
            path.addEllipse(in: CGRect(x: 20, y: 20, width: 200, height: 200))
            path.addEllipse(in: CGRect(x: 70, y: 70, width: 100, height: 100))
        }
        let nonZero = try paint(ring.fill(Color(red: 1, green: 0, blue: 0)))
        let evenOdd = try paint(ring.fill(Color(red: 1, green: 0, blue: 0), style: FillStyle(eoFill: true)))
        #expect(nonZero[120, 120] == redRGB)
        #expect(evenOdd[120, 120] == whiteRGB, "the hole: \(evenOdd[120, 120])")
        #expect(evenOdd[40, 120] == redRGB && evenOdd[60, 120] == redRGB)
        // A pentagram crosses itself: by the even-odd rule its centre is
        // outside, its points inside.
        let star = Path { path in
            for index in 0..<5 {
                let angle = Double(index) * 4 * .pi / 5 - .pi / 2
                let point = CGPoint(x: 120 + 100 * cos(angle), y: 120 + 100 * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
        let starShot = try paint(star.fill(Color(red: 1, green: 0, blue: 0), style: FillStyle(eoFill: true)))
        #expect(starShot[120, 120] == whiteRGB, "the pentagon in the middle: \(starShot[120, 120])")
        #expect(starShot[120, 35] == redRGB, "the top point: \(starShot[120, 35])")
        // Filled by the default (non-zero) rule, the same star is whole: its
        // centre is wound around twice. (libXrender's polygon fill, used
        // here before, overran its buffer on this outline.)
        let nonZeroStar = try paint(star.fill(Color(red: 1, green: 0, blue: 0)))
        #expect(nonZeroStar[120, 120] == redRGB, "the middle: \(nonZeroStar[120, 120])")
        #expect(nonZeroStar[120, 35] == redRGB, "the top point: \(nonZeroStar[120, 35])")
        // Stroked, it crosses itself too: the crossings are covered once.
        let strokedStar = try paint(star.stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 8))
        #expect(strokedStar[120, 120] == whiteRGB && strokedStar[120, 20] == redRGB)
    }

    @Test func continuousCornersCutTheAreaTheirCurveEncloses() throws {
        // Radius 60 in a 200-point square. What a corner cuts off, from the
        // curves integrated numerically (Green's theorem): a quarter circle
        // leaves r²(1 − π/4) = 772.6 px² outside; the continuous profile,
        // which turns more gradually over 1.53 radii, 0.225297 r² = 811.1 px².
        let frame = CGRect(x: 20, y: 20, width: 200, height: 200)
        func cutOff(_ style: RoundedCornerStyle) throws -> Double {
            let shot = try paint(Path(roundedRect: frame, cornerRadius: 60, style: style).fill(Color(red: 1, green: 0, blue: 0)))
            // Uncovered share of each pixel in the top-leading 100 × 100.
            var sum = 0.0
            for y in 20..<120 { for x in 20..<120 { sum += Double(shot[x, y].g) / 255 } }
            return sum
        }
        let circular = try cutOff(.circular), continuous = try cutOff(.continuous)
        // XRender's sampling adds about 0.1 pixel along a curved edge (some
        // 8 px² here, alike for both); the difference between the two styles
        // is the curves' alone.
        #expect(abs(circular - 772.6) < 10, "circular: \(circular)")
        #expect(abs(continuous - 811.1) < 10, "continuous: \(continuous)")
        #expect(abs((continuous - circular) - 38.5) < 3, "\(continuous - circular)")
    }
}
