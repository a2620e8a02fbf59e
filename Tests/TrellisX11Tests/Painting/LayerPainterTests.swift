import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// Layers: anti-aliased clips, masks, shadows, blur, colour matrices,
/// blend modes and rotated text, checked pixel by pixel against what the
/// geometry says.
@Suite("Layer painting", .serialized)
@MainActor
struct LayerPainterTests {
    let red = RGBAColor(red: 1, green: 0, blue: 0)
    let black = RGBAColor.black
    let whiteRGB = Capture.RGB(r: 255, g: 255, b: 255)
    let redRGB = Capture.RGB(r: 255, g: 0, b: 0)

    private func paint(_ items: [DisplayItem], width: Int = 240, height: Int = 240) throws -> Capture {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: width, height: height)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: .white, items: items))
            return try session.capture(window)
        }
    }

    private func layer(_ items: [DisplayItem], _ configure: (inout DisplayLayer) -> Void) -> DisplayItem {
        var layer = DisplayLayer(items: items)
        configure(&layer)
        return .layer(layer)
    }

    @Test func circularClipShowsOnlyTheInsideWithSoftEdges() throws {
        let circle = Path(ellipseIn: CGRect(x: 20, y: 20, width: 200, height: 200))
        let shot = try paint([layer([.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), red)]) { $0.clip = circle }])
        #expect(shot[120, 120] == redRGB)
        #expect(shot[30, 30] == whiteRGB, "a corner outside the circle: \(shot[30, 30])")
        #expect(shot[21, 120].r == 255 && shot[21, 120].g < 255)
        // Along the edge some pixels are partly red: anti-aliased.
        let edge = (0..<240).map { shot[$0, 50] }.filter { $0.g > 10 && $0.g < 245 }
        #expect(edge.count >= 2)
    }

    @Test func maskItemsGiveTheirAlpha() throws {
        let mask: [DisplayItem] = [.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 240)), RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))]
        let shot = try paint([layer([.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), red)]) { $0.mask = mask }])
        // Half-opaque red over white on the left, nothing on the right.
        #expect(shot[60, 100].isClose(to: Capture.RGB(r: 255, g: 127, b: 127), tolerance: 2), "\(shot[60, 100])")
        #expect(shot[180, 100] == whiteRGB)
    }

    @Test func groupOpacityAppliesOnceToOverlappingParts() throws {
        let shot = try paint([layer([.fill(Path(CGRect(x: 20, y: 20, width: 100, height: 100)), red),
                                     .fill(Path(CGRect(x: 70, y: 20, width: 100, height: 100)), red)]) { $0.opacity = 0.5 }])
        // The overlap is as light as the rest: one 50 % red.
        #expect(shot[40, 60].isClose(to: Capture.RGB(r: 255, g: 127, b: 127), tolerance: 2))
        #expect(shot[95, 60] == shot[40, 60])
    }

    @Test func hardShadowIsTheShapeMovedAndTinted() throws {
        let square: [DisplayItem] = [.fill(Path(CGRect(x: 40, y: 40, width: 80, height: 80)), red)]
        let shot = try paint([layer(square) { $0.shadow = DisplayShadow(color: black, radius: 0, offset: CGSize(width: 20, height: 30)) }])
        #expect(shot[80, 80] == redRGB)
        // Beyond the square, where only the shadow falls: black.
        #expect(shot[130, 140] == Capture.RGB(r: 0, g: 0, b: 0), "\(shot[130, 140])")
        #expect(shot[30, 140] == whiteRGB)
    }

    @Test func blurredShadowFadesWithDistance() throws {
        let square: [DisplayItem] = [.fill(Path(CGRect(x: 60, y: 60, width: 100, height: 100)), red)]
        let shot = try paint([layer(square) { $0.shadow = DisplayShadow(color: black, radius: 10, offset: .zero) }])
        // Outside the square the shadow gets lighter step by step.
        let samples = (161...185).map { shot[$0, 110].r }
        #expect(samples.first! < 200, "next to the square: \(samples.first!)")
        #expect(samples.last! > 240, "far away: \(samples.last!)")
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1 }, "\(samples)")
    }

    @Test func hugeBlurRadiiAreCappedNotHung() throws {
        let square: [DisplayItem] = [.fill(Path(CGRect(x: 60, y: 60, width: 100, height: 100)), red)]
        let shot = try paint([layer(square) { $0.blurRadius = .greatestFiniteMagnitude },
                              layer(square) { $0.shadow = DisplayShadow(color: black, radius: .infinity, offset: CGSize(width: CGFloat.nan, height: 1e12)) }])
        // Blurred that widely, the red is spread thin but still there.
        #expect(shot[110, 110].r == 255 && shot[110, 110].g < 255)
    }

    @Test func grayscaleMatrixMakesChannelsEqual() throws {
        let shot = try paint([layer([.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 120)), red)]) { $0.colorMatrix = .grayscale(1) }])
        let p = shot[60, 60]
        // Rec. 709 luma of pure red: 0.2126 → 54.
        #expect(p.isClose(to: Capture.RGB(r: 54, g: 54, b: 54), tolerance: 2), "\(p)")
        #expect(shot[200, 200] == whiteRGB)
    }

    @Test func multiplyBlendDarkensWhatIsUnder() throws {
        let under: DisplayItem = .fill(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), RGBAColor(red: 0.5, green: 1, blue: 1))
        let over = layer([.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 240)), RGBAColor(red: 1, green: 0.5, blue: 1))]) {
            $0.blendMode = .multiply
        }
        let shot = try paint([under, over])
        #expect(shot[60, 100].isClose(to: Capture.RGB(r: 128, g: 128, b: 255), tolerance: 2), "\(shot[60, 100])")
        #expect(shot[180, 100].isClose(to: Capture.RGB(r: 128, g: 255, b: 255), tolerance: 1))
    }

    @Test func rotatedTextIsDrawnAlongTheRotation() throws {
        // A line of text rotated a quarter turn clockwise about its origin
        // (120, 120): it runs downward from there instead of to the right.
        let font = ResolvedFont(size: 20)
        let text: DisplayItem = .text("HHHHHH", origin: CGPoint(x: 120, y: 120), font: font, color: black)
        let rotation = CGAffineTransform.about(CGPoint(x: 120, y: 120), CGAffineTransform(rotationAngle: .pi / 2))
        let shot = try paint([layer([text]) { $0.transform = rotation }])
        func ink(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
            var count = 0
            for y in ys { for x in xs where shot[x, y].r < 128 { count += 1 } }
            return count
        }
        // Rotated clockwise, "up" points right: the glyphs lie right of
        // x = 120, below the origin.
        #expect(ink(120..<145, 121..<240) > 50, "below the origin (rotated glyphs)")
        #expect(ink(60..<119, 100..<240) == 0, "nothing left of the baseline")
        #expect(ink(125..<220, 100..<119) == 0, "nothing where the upright text would be")
    }

    @Test func nestedClipsIntersect() throws {
        var items: [DisplayItem] = [.fill(Path(CGRect(x: 0, y: 0, width: 240, height: 240)), red)]
        for inset in stride(from: 10, through: 100, by: 10) {
            var l = DisplayLayer(items: items)
            l.clip = Path(ellipseIn: CGRect(x: 0, y: 0, width: 240, height: 240).insetBy(dx: CGFloat(inset), dy: CGFloat(inset)))
            items = [.layer(l)]
        }
        let shot = try paint(items)
        #expect(shot[120, 120] == redRGB)
        // Inside the outer clips but outside the innermost (radius 20).
        #expect(shot[120, 95] == whiteRGB, "\(shot[120, 95])")
    }
}
