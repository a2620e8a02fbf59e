import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// Text shaped by HarfBuzz on the fonts Xft opens: Arabic joins and
/// Devanagari reorders exactly as HarfBuzz's own `hb-shape` shapes the same
/// font file, runs fall back to one face per script, bidi order is visual,
/// and hostile input is bounded.
@Suite("Text shaping with HarfBuzz", .serialized)
@MainActor
struct ShapingTests {
    private let body = ResolvedFont(size: 13)

    /// Our glyphs against hb-shape's: the same ids and clusters, advances
    /// within the pixel Xft's hinted advances may differ by.
    private func expectMatchesHbShape(_ text: String, session: X11TestSession, fontFile: String) throws {
        let line = session.fonts.shaper.shape(text, font: body)
        #expect(line.runs.count == 1, "one face for the whole run")
        guard let run = line.runs.first else { return }
        #expect(HbShape.file(of: run.face).hasSuffix(fontFile))
        let expected = try HbShape.glyphs(text, file: HbShape.file(of: run.face), pixelSize: 13)
        #expect(run.glyphs.map(\.id) == expected.map(\.id))
        #expect(run.glyphs.map(\.cluster) == expected.map(\.cluster))
        for (ours, theirs) in zip(run.glyphs, expected) {
            #expect(abs(Int(ours.advance) - theirs.advance) <= 1, "\(ours.advance) vs \(theirs.advance)")
        }
        #expect(!run.glyphs.contains { $0.id == 0 }, "no missing glyphs")
    }

    @Test func arabicJoinsAsHbShapeShapesIt() throws {
        try X11TestSession.with { session in
            try expectMatchesHbShape("مرحبا بالعالم", session: session, fontFile: "DejaVuSans.ttf")
            // Joined letters are narrower than isolated ones: 96.86 px unshaped.
            let width = session.measurer.width(of: "مرحبا بالعالم", font: body)
            #expect(width > 64 && width < 73, "\(width)")
        }
    }

    @Test func devanagariFallsBackToOneFaceAndReordersAsHbShape() throws {
        try X11TestSession.with { session in
            try expectMatchesHbShape("नमस्ते दुनिया", session: session, fontFile: "Lohit-Devanagari.ttf")
        }
    }

    @Test func latinIsKernedAndLigated() throws {
        try X11TestSession.with { session in
            let measurer = session.measurer
            #expect(measurer.width(of: "AV", font: body) < measurer.width(of: "A", font: body) + measurer.width(of: "V", font: body))
            let ligature = session.fonts.shaper.shape("fi", font: body)
            #expect(ligature.runs.first?.glyphs.count == 1, "fi is one glyph")
            // Tracking turns ligatures off and adds its space after every character.
            var tracked = body
            tracked.tracking = 2
            #expect(session.fonts.shaper.shape("fi", font: tracked).runs.first?.glyphs.count == 2)
            let plain = measurer.width(of: "f", font: body) + measurer.width(of: "i", font: body)
            #expect(measurer.width(of: "fi", font: tracked) == plain + 4)
        }
    }

    @Test func monospacedDigitsAreAsWideAsZero() throws {
        try X11TestSession.with { session in
            var font = ResolvedFont(family: "DejaVu Serif", size: 13)
            font.monospacedDigit = true
            let zero = session.measurer.width(of: "0", font: font)
            #expect(session.measurer.width(of: "1111", font: font) == 4 * zero)
            #expect(session.measurer.width(of: "1a", font: font) == zero + session.measurer.width(of: "a", font: body.with(family: "DejaVu Serif")))
        }
    }

    @Test func mixedHebrewEnglishAndNumbersAreInVisualOrder() throws {
        try X11TestSession.with { session in
            // Logical "abc אבג 123": the Hebrew reads right to left, and the
            // number after it stays on its left (it belongs to the Hebrew run).
            let line = session.fonts.shaper.shape("abc אבג 123", font: body)
            let clusters = line.runs.flatMap { $0.glyphs.map(\.cluster) }
            // "a b c space" (0…3), then "1 2 3" (11…13), then the space (10),
            // then ג ב א (8, 6, 4) — the letters drawn last first.
            #expect(clusters == [0, 1, 2, 3, 11, 12, 13, 10, 8, 6, 4], "\(clusters)")
            let xs = line.runs.flatMap { $0.glyphs.map(\.x) }
            #expect(xs == xs.sorted(), "glyphs are drawn left to right")
            #expect(line.isRightToLeft == false)
            #expect(session.fonts.shaper.shape("אבג abc", font: body).isRightToLeft)
        }
    }

    @Test func caretPositionsFollowTheShapedLine() throws {
        try X11TestSession.with { session in
            let measurer = session.measurer
            let latin: Substring = "abc"
            let afterA = measurer.caretOffset(before: latin.index(after: latin.startIndex), in: latin, font: body)
            #expect(afterA == measurer.width(of: "a", font: body))
            // In Hebrew the first character's caret is at the right end.
            let hebrew: Substring = "אבג"
            let width = measurer.width(of: hebrew, font: body)
            #expect(measurer.caretOffset(before: hebrew.startIndex, in: hebrew, font: body) == width)
            #expect(measurer.caretOffset(before: hebrew.endIndex, in: hebrew, font: body) == 0)
            #expect(measurer.characterBoundary(nearestTo: width + 3, in: hebrew, font: body) == hebrew.startIndex)
            #expect(measurer.characterBoundary(nearestTo: -3, in: hebrew, font: body) == hebrew.endIndex)
        }
    }

    @Test func aScriptNoFontCoversDrawsBoxesAndWarnsOnce() throws {
        try X11TestSession.with { session in
            // Ol Chiki: no installed font has it.
            let width = session.measurer.width(of: "ᱚᱛᱟ ᱚᱛ", font: body)
            _ = session.measurer.width(of: "ᱛᱟ", font: ResolvedFont(size: 20))
            #expect(width > 0, "boxes take room")
            #expect(session.fonts.warnings.filter { $0.contains("Olck") }.count == 1, "\(session.fonts.warnings)")
        }
    }

    @Test func hostileInputIsBounded() throws {
        try X11TestSession.with { session in
            let marks = "a" + String(repeating: "\u{0301}", count: 10_000)
            #expect(session.measurer.width(of: Substring(marks), font: body).isFinite)
            let nested = String(repeating: "\u{202B}\u{202E}\u{2067}", count: 300) + "abc אבג" + String(repeating: "\u{202C}\u{2069}", count: 300)
            #expect(session.measurer.width(of: Substring(nested), font: body).isFinite)
            let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦 x\u{200D}\u{200C}y \u{0301}lone"
            #expect(session.measurer.width(of: Substring(family), font: body) > 0)
            // Painting the same lines does not crash either.
            let (window, painter) = try session.makeWindow()
            defer { painter.release(); window.destroy() }
            var list = DisplayList(background: .white)
            for text in [marks, nested, family] {
                list.append(.text(text, origin: CGPoint(x: 10, y: 40), font: body, color: .black))
            }
            painter.paint(list)
        }
    }
}

private extension ResolvedFont {
    func with(family: String) -> ResolvedFont { var copy = self; copy.family = family; return copy }
}
