import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// Paints display lists into a real window on a private Xvfb and reads the
/// pixels back.
@Suite("XRender/Xft painter", .serialized)
@MainActor
struct PainterTests {
    let light = RGBAColor(red255: 240, green255: 240, blue255: 240)
    var lightRGB: Capture.RGB { Capture.RGB(r: 240, g: 240, b: 240) }

    private func paint(_ items: [DisplayItem], width: Int = 320, height: Int = 240) throws -> Capture {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: width, height: height)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: light, items: items))
            return try session.capture(window)
        }
    }

    @Test func translucentRoundedRectBlendsAndHasSmoothCorners() throws {
        let blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let rect = CGRect(x: 20, y: 20, width: 120, height: 80)
        let shot = try paint([.fill(Path(roundedRect: rect, cornerRadius: 20), blue)])
        // 50 % blue over (240, 240, 240): (120, 120, 248).
        let centre = shot[80, 60]
        #expect(centre.isClose(to: Capture.RGB(r: 120, g: 120, b: 248), tolerance: 2), "centre \(centre)")
        // The rectangle's corner pixel lies outside the rounded corner.
        #expect(shot[20, 20] == lightRGB)
        #expect(shot[200, 60] == lightRGB)
        // Along the corner arc, some pixels are partly covered: anti-aliased.
        var intermediate = 0
        for y in 20..<32 {
            for x in 20..<32 {
                let p = shot[x, y]
                if p.r < 238 && p.r > 122 { intermediate += 1 }
            }
        }
        #expect(intermediate >= 4, "only \(intermediate) anti-aliased pixels on the corner")
    }

    @Test func clipConfinesDrawing() throws {
        let red = RGBAColor(red: 1, green: 0, blue: 0)
        let shot = try paint([
            .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)),
            .pushClip(CGRect(x: 10, y: 10, width: 100, height: 100)),
            .fill(Path(CGRect(x: 0, y: 0, width: 200, height: 200)), red),
            .popClip,
            .popClip,
            .fill(Path(CGRect(x: 100, y: 100, width: 20, height: 20)), red),
        ])
        let redRGB = Capture.RGB(r: 255, g: 0, b: 0)
        #expect(shot[25, 25] == redRGB)
        #expect(shot[49, 49] == redRGB)
        #expect(shot[5, 5] == lightRGB)       // outside the inner clip
        #expect(shot[50, 25] == lightRGB)     // outside the outer clip
        #expect(shot[75, 75] == lightRGB)
        #expect(shot[110, 110] == redRGB)     // after popClip, unclipped again
    }

    @Test func strokesAreSolidAndTranslucentJoinsAreNotDoubled() throws {
        let black = RGBAColor.black
        let half = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        var corner = Path()
        corner.addLines([CGPoint(x: 40, y: 140), CGPoint(x: 120, y: 140), CGPoint(x: 120, y: 220)])
        var line = Path()
        line.addLines([CGPoint(x: 10, y: 20), CGPoint(x: 300, y: 20)])
        let shot = try paint([.stroke(line, width: 4, black), .stroke(corner, width: 8, half)])
        #expect(shot[150, 19] == Capture.RGB(r: 0, g: 0, b: 0))
        #expect(shot[150, 26] == lightRGB)
        // 50 % black over 240 = 120, on the straight part and at the join alike.
        #expect(shot[80, 140].isClose(to: Capture.RGB(r: 120, g: 120, b: 120), tolerance: 2), "\(shot[80, 140])")
        #expect(shot[120, 140].isClose(to: Capture.RGB(r: 120, g: 120, b: 120), tolerance: 2), "join \(shot[120, 140])")
        #expect(shot[120, 180].isClose(to: Capture.RGB(r: 120, g: 120, b: 120), tolerance: 2))
        #expect(shot[80, 150] == lightRGB)
    }

    @Test func oppositeWoundSubpathCutsAHole() throws {
        var ring = Path()
        ring.addLines([CGPoint(x: 20, y: 20), CGPoint(x: 120, y: 20), CGPoint(x: 120, y: 120), CGPoint(x: 20, y: 120)])
        ring.closeSubpath()
        ring.addLines([CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 90), CGPoint(x: 90, y: 90), CGPoint(x: 90, y: 50)])
        ring.closeSubpath()
        let shot = try paint([.fill(ring, RGBAColor(red: 0, green: 0.5, blue: 0))])
        #expect(shot[30, 30] == Capture.RGB(r: 0, g: 128, b: 0))
        #expect(shot[70, 70] == lightRGB)
    }

    @Test func shapedArabicDevanagariThaiAndUncoveredScriptsInk() throws {
        let font = ResolvedFont(size: 16)
        let shot = try paint([
            .text("مرحبا", origin: CGPoint(x: 10, y: 30), font: font, color: .black),
            .text("नमस्ते", origin: CGPoint(x: 10, y: 70), font: font, color: .black),
            .text("ภาษาไทย", origin: CGPoint(x: 10, y: 110), font: font, color: .black),
            // Ol Chiki: no installed font has it; the missing-glyph boxes still show.
            .text("ᱚᱛᱟ", origin: CGPoint(x: 10, y: 150), font: font, color: .black),
        ])
        for (name, y) in [("Arabic", 12), ("Devanagari", 50), ("Thai", 90), ("uncovered", 132)] {
            let inked = shot.countDiffering(from: lightRGB, in: (x: 10, y: y, w: 150, h: 26))
            #expect(inked > 20, "\(name) text drew only \(inked) pixels")
        }
    }

    @Test func textInLatinCyrillicAndChineseIsDrawnAntiAliased() throws {
        let font = ResolvedFont(size: 16)
        let shot = try paint([
            .text("Tile 1", origin: CGPoint(x: 10, y: 30), font: font, color: .black),
            .text("Выберите плитку", origin: CGPoint(x: 10, y: 70), font: font, color: .black),
            .text("选", origin: CGPoint(x: 10, y: 110), font: font, color: .black),
            .text("择", origin: CGPoint(x: 60, y: 110), font: font, color: .black),
        ])
        for (name, y) in [("Latin", 14), ("Cyrillic", 54), ("CJK", 94)] {
            let inked = shot.countDiffering(from: lightRGB, in: (x: 10, y: y, w: 150, h: 22))
            #expect(inked > 20, "\(name) text drew only \(inked) pixels")
        }
        // Grey levels between ink and paper: anti-aliased glyph edges.
        var greys = 0
        for y in 14..<36 { for x in 10..<60 { let p = shot[x, y]; if p.r > 30 && p.r < 210 { greys += 1 } } }
        #expect(greys > 10)
        // Two different ideographs look different: real glyphs, not identical tofu boxes.
        var differences = 0
        for y in 92..<116 { for x in 0..<24 where shot[10 + x, y] != shot[60 + x, y] { differences += 1 } }
        #expect(differences > 20)
    }

    @Test func bufferFollowsWindowResize() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 100, height: 80)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: light))
            window.resize(pixelWidth: 200, pixelHeight: 150)
            let green = RGBAColor(red: 0, green: 1, blue: 0)
            painter.paint(DisplayList(background: green))
            let shot = try session.capture(window)
            #expect(shot.width == 200)
            #expect(shot[190, 140] == Capture.RGB(r: 0, g: 255, b: 0))
        }
    }

    /// A window that shrinks keeps its larger buffer; what grows back
    /// into view is painted anew, not left over from before.
    @Test func aShrunkWindowGrowsBackWithFreshPixels() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 200, height: 150)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: light))
            window.resize(pixelWidth: 100, pixelHeight: 80)
            painter.paint(DisplayList(background: RGBAColor(red: 1, green: 0, blue: 0)))
            let small = try session.capture(window)
            #expect(small.width == 100)
            #expect(small[90, 70] == Capture.RGB(r: 255, g: 0, b: 0))
            window.resize(pixelWidth: 200, pixelHeight: 150)
            painter.paint(DisplayList(background: RGBAColor(red: 0, green: 0, blue: 1)))
            let big = try session.capture(window)
            #expect(big[190, 140] == Capture.RGB(r: 0, g: 0, b: 255))
            #expect(big[50, 40] == Capture.RGB(r: 0, g: 0, b: 255))
        }
    }
}
