import CX11
import Testing
@testable import TrellisX11
import TrellisCore

@Suite("Xft text measurement", .serialized)
@MainActor
struct MeasurementTests {
    let body = ResolvedFont(family: "sans-serif", size: 13)

    @Test func tileLabelHasARealFontWidth() throws {
        try X11TestSession.with { session in
            let width = session.measurer.width(of: "Tile 1", font: body)
            #expect(width > 0)
            // A naive 7 px per character would say 42; real glyph advances differ.
            #expect(abs(width - 42) > 0.5, "width \(width) looks like an estimate, not Xft")
            #expect(width < 80)
            // Cached: the same question gets the same answer.
            #expect(session.measurer.width(of: "Tile 1", font: body) == width)
        }
    }

    @Test func widthGrowsWithEveryCharacter() throws {
        try X11TestSession.with { session in
            let text = "Tile 1 of the palette"
            var previous: CGFloat = 0
            for end in text.indices.dropFirst() + [text.endIndex] {
                let width = session.measurer.width(of: text[..<end], font: body)
                #expect(width > previous, "\"\(text[..<end])\" measured \(width), not more than \(previous)")
                previous = width
            }
        }
    }

    @Test func boldIsWiderAndLargerIsWider() throws {
        try X11TestSession.with { session in
            let regular = session.measurer.width(of: "Palette", font: body)
            let bold = session.measurer.width(of: "Palette", font: ResolvedFont(size: 13, weight: 700))
            let large = session.measurer.width(of: "Palette", font: ResolvedFont(size: 26))
            #expect(bold > regular)
            #expect(large > regular * 1.8 && large < regular * 2.2)
        }
    }

    @Test func cyrillicAndChineseMeasure() throws {
        try X11TestSession.with { session in
            let cyrillic = session.measurer.width(of: "Выберите плитку", font: body)
            #expect(cyrillic > 50)
            // Six ideographs at 13 pt: about one em each, from a fallback face.
            let chinese = session.measurer.width(of: "选择一个瓦片", font: body)
            #expect(chinese > 6 * 13 * 0.8 && chinese < 6 * 13 * 1.3, "CJK width \(chinese)")
            let runs = session.fonts.shaper.shape("Tile 选择", font: body).runs
            #expect(runs.count == 2)
            #expect(runs.map(\.glyphs.count) == [5, 2])
            // The fallback face really has the characters (no tofu).
            if let cjk = runs.last {
                #expect(cjk.face != runs[0].face)
                for scalar in "选择".unicodeScalars {
                    #expect(XftCharExists(session.connection.display, cjk.face, scalar.value) != 0)
                }
                #expect(!cjk.glyphs.contains { $0.id == 0 })
            }
        }
    }

    @Test func missingFamilyWarnsOnceAndStillMeasures() throws {
        try X11TestSession.with { session in
            let font = ResolvedFont(family: "NoSuchFamily", size: 13)
            let width = session.measurer.width(of: "Tile 1", font: font)
            _ = session.measurer.width(of: "Tile 2", font: ResolvedFont(family: "NoSuchFamily", size: 20))
            #expect(width > 0)
            #expect(session.fonts.warnings.count == 1)
            #expect(session.fonts.warnings.first?.contains("\"NoSuchFamily\" not found") == true)
            // Real and generic families do not warn.
            _ = session.measurer.width(of: "x", font: ResolvedFont(family: "DejaVu Sans", size: 13))
            _ = session.measurer.width(of: "x", font: ResolvedFont(family: "monospace", size: 13))
            #expect(session.fonts.warnings.count == 1)
        }
    }

    @Test func lineMetricsArePositiveAndPlausible() throws {
        try X11TestSession.with { session in
            let metrics = session.measurer.lineMetrics(of: body)
            #expect(metrics.ascent > 8 && metrics.ascent < 16)
            #expect(metrics.descent > 1 && metrics.descent < 6)
            #expect(metrics.leading >= 0)
            #expect(metrics.lineHeight >= 13)
            #expect(session.measurer.width(of: "", font: body) == 0)
        }
    }

    @Test func longStringsDoNotOverflowXftsSixteenBitAdvance() throws {
        try X11TestSession.with { session in
            let word = session.measurer.width(of: "abcdefghij", font: body)
            let long = session.measurer.width(of: Substring(String(repeating: "abcdefghij", count: 600)), font: body)
            #expect(abs(long - word * 600) < 1, "\(long) vs \(word * 600)")
        }
    }
}
