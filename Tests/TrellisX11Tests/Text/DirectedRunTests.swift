import CX11
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// Runs drawn in the direction the paragraph's bidi resolution gave them,
/// shaped with their neighbours as context: Arabic stays joined across a
/// style change inside a word (the glyphs `hb-shape` gives the whole word
/// in the same font file), and explicit embeddings, overrides and isolates
/// are drawn in the order their levels say, in a `Text` and a text field.
@Suite("Directed runs with HarfBuzz context", .serialized)
@MainActor
struct DirectedRunTests {
    private func host(_ view: some View, session: X11TestSession) -> ViewHost {
        let host = ViewHost(rootView: view.frame(width: 300, height: 60), measurer: session.measurer, clock: VirtualClock())
        host.resize(to: CGSize(width: 300, height: 60))
        _ = host.update()
        return host
    }

    /// The shaped line a text item draws, as the painter shapes it.
    private func shaped(_ item: DisplayItem, session: X11TestSession) -> ShapedLine? {
        switch item {
        case .text(let string, _, let font, _): session.fonts.shaper.cachedLine(string, font: font)
        case .textRun(let run):
            session.fonts.shaper.cachedLine(run.string, font: run.font, direction: run.isRightToLeft ? .rightToLeft : .leftToRight,
                                            context: run.context)
        default: nil
        }
    }

    /// The characters of every text item in the order their glyphs are
    /// drawn on the screen, left to right (glyphs with an advance: not the
    /// invisible bidi controls).
    private func screenOrder(_ host: ViewHost, session: X11TestSession) -> String {
        var placed: [(x: Double, character: Character)] = []
        for item in host.displayList().items {
            guard let drawn = item.drawnText, let line = shaped(item, session: session) else { continue }
            let utf8 = drawn.string.utf8
            for run in line.runs {
                for glyph in run.glyphs where glyph.advance > 0 {
                    let index = utf8.index(utf8.startIndex, offsetBy: Int(glyph.cluster))
                    placed.append((Double(drawn.origin.x) * session.fonts.scale + Double(glyph.x), drawn.string[index]))
                }
            }
        }
        return String(placed.sorted { $0.x < $1.x }.map(\.character))
    }

    private func runs(_ host: ViewHost) -> [DisplayTextRun] {
        host.displayList().items.compactMap { if case .textRun(let run) = $0 { run } else { nil } }.sorted { $0.origin.x < $1.origin.x }
    }

    @Test func arabicJoinsAcrossAColourChangeInsideAWord() throws {
        try X11TestSession.with { session in
            let word = Text("مرح") + Text("با").foregroundColor(.red)
            let host = host(word, session: session)
            let drawn = runs(host)
            #expect(drawn.map(\.string) == ["با", "مرح"], "the word's end is drawn on the left")
            #expect(drawn.map(\.isRightToLeft) == [true, true])
            #expect(drawn.map(\.context) == [ShapingContext(before: "مرح", after: ""), ShapingContext(before: "", after: "با")])
            guard drawn.count == 2 else { return }
            let lines = drawn.compactMap { shaped(.textRun($0), session: session) }
            let ours = lines.flatMap { $0.runs.flatMap { $0.glyphs.map(\.id) } }
            let file = HbShape.file(of: lines[0].runs[0].face)
            #expect(file.hasSuffix("DejaVuSans.ttf"))
            let whole = try HbShape.glyphs("مرحبا", file: file, pixelSize: Int(drawn[0].font.size * session.fonts.scale))
            #expect(ours == whole.map(\.id), "medial ب and initial ح at the boundary, as in the whole word")
            // Shaped alone, the boundary letters take other forms (isolated ح, initial ب).
            let alone = session.fonts.shaper.shape("مرح", font: drawn[1].font, direction: .rightToLeft)
            #expect(alone.runs.flatMap { $0.glyphs.map(\.id) } != Array(whole.map(\.id).suffix(3)))
            // Measured as drawn: the second run starts where the first's glyphs end, the text is as wide as both.
            let scale = session.fonts.scale
            #expect(abs(drawn[1].origin.x - drawn[0].origin.x - lines[0].advance / scale) < 1e-9)
            let size = ViewHost(rootView: word, measurer: session.measurer, clock: VirtualClock()).sizeThatFits(.unspecified)
            #expect(abs(size.width - (lines[0].advance + lines[1].advance) / scale) < 1e-9)
        }
    }

    @Test func arabicJoinsAcrossABoldChangeInEachFontsForms() throws {
        try X11TestSession.with { session in
            let host = host(Text("مرح") + Text("با").bold(), session: session)
            let drawn = runs(host)
            #expect(drawn.map(\.string) == ["با", "مرح"])
            guard drawn.count == 2 else { return }
            #expect(drawn[0].font.weight == 700 && drawn[1].font.weight == 400)
            let bold = try #require(shaped(.textRun(drawn[0]), session: session))
            let regular = try #require(shaped(.textRun(drawn[1]), session: session))
            let boldFile = HbShape.file(of: bold.runs[0].face), regularFile = HbShape.file(of: regular.runs[0].face)
            #expect(boldFile.hasSuffix("DejaVuSans-Bold.ttf") && regularFile.hasSuffix("DejaVuSans.ttf"))
            // Each run's glyphs are the whole word's in its font, for its own letters
            // (ب starts at UTF-8 offset 6).
            let pixels = Int(drawn[0].font.size * session.fonts.scale)
            let wholeBold = try HbShape.glyphs("مرحبا", file: boldFile, pixelSize: pixels)
            let wholeRegular = try HbShape.glyphs("مرحبا", file: regularFile, pixelSize: pixels)
            #expect(bold.runs.flatMap { $0.glyphs.map(\.id) } == wholeBold.filter { $0.cluster >= 6 }.map(\.id))
            #expect(regular.runs.flatMap { $0.glyphs.map(\.id) } == wholeRegular.filter { $0.cluster < 6 }.map(\.id))
        }
    }

    @Test func overridesEmbeddingsAndIsolatesDrawInTheirLevelsOrder() throws {
        try X11TestSession.with { session in
            let cases: [(String, String)] = [
                ("abc\u{202E}def\u{202C}ghi", "abcfedghi"),               // RLO … PDF
                ("abc\u{202D}אבג\u{202C}def", "abcאבגdef"),               // LRO: Hebrew in typed order
                ("\u{202B}abc!\u{202C}", "!abc"),                         // RLE: the "!" takes its direction
                ("abc \u{2067}אבג, def\u{2069} ghi", "abc def ,גבא ghi"),  // RLI … PDI (without: "abc גבא, def ghi")
                ("abc \u{2068}אבג def\u{2069}!", "abc def גבא!"),         // FSI takes the Hebrew's direction
                ("אבג \u{2066}abc דה\u{2069}", "abc הד גבא"),             // LRI in a right-to-left paragraph
            ]
            for (logical, visual) in cases {
                #expect(screenOrder(host(Text(logical), session: session), session: session) == visual, "\(logical.debugDescription)")
                struct Field: View {
                    @State var text: String
                    var body: some View { TextField("", text: $text) }
                }
                let field = host(Field(text: logical), session: session)
                #expect(screenOrder(field, session: session) == visual, "field: \(logical.debugDescription)")
            }
        }
    }

    @Test func nestingPastTheDepthLimitIsBounded() throws {
        try X11TestSession.with { session in
            let deep = String(repeating: "\u{202B}", count: 200) + "abc" + String(repeating: "\u{202C}", count: 200) + " def"
            let levels = UnicodeBidi.paragraphLevels(of: Substring(deep), direction: .leftToRight)
            #expect(levels.runs.map(\.level).max() ?? 0 <= 126, "at most the depth limit 125, plus one for a letter")
            // 63 embeddings take effect ("abc" inside them, drawn left to right
            // at level 126), the other 137 overflow and are ignored.
            #expect(screenOrder(host(Text(deep), session: session), session: session) == "abc def")
            let mixed = String(repeating: "\u{202B}\u{202E}\u{2067}\u{202A}", count: 100) + "abc אבג"
                + String(repeating: "\u{2069}\u{202C}", count: 300)
            let text = host(VStack { Text(mixed); TextField("", text: .constant(mixed)) }, session: session)
            #expect(screenOrder(text, session: session).count == 14, "abc, the space and אבג, twice")
        }
    }
}
