import CX11
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// The hostile text, through views with real fonts: lone combining
/// marks, ten thousand marks on one letter, zero-width joiners and scripts
/// no installed font covers are laid out, drawn and edited without a crash
/// or a hang. (Bidi controls nested past the algorithm's depth are in
/// `DirectedRunTests`.)
@Suite("Hostile text through views", .serialized)
@MainActor
struct HostileTextTests {
    private let white = Capture.RGB(r: 255, g: 255, b: 255)

    private func host(_ view: some View, session: X11TestSession, width: CGFloat = 300, height: CGFloat = 120) -> ViewHost {
        let host = ViewHost(rootView: view.frame(width: width, height: height), measurer: session.measurer, clock: VirtualClock())
        host.resize(to: CGSize(width: width, height: height))
        _ = host.update()
        return host
    }

    private func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = [], in host: ViewHost) {
        host.handle(.key(KeyPress(phase: .down, key: key, characters: "", modifiers: modifiers)))
        host.handle(.key(KeyPress(phase: .up, key: key, characters: "", modifiers: modifiers)))
        _ = host.update()
    }

    private func editor(_ host: ViewHost) -> TextEditingSession? {
        var found: TextEditingSession?
        func find(_ node: ViewNode) {
            if let session = node.textEditor as? TextEditingSession { found = session }
            node.children.forEach(find)
        }
        find(host.root)
        return found
    }

    /// Paints the host into a window of its size and counts the non-white pixels.
    private func ink(_ host: ViewHost, session: X11TestSession, width: Int = 300, height: Int = 120) throws -> Int {
        let (window, painter) = try session.makeWindow(width: width, height: height)
        defer { painter.release(); window.destroy() }
        painter.paint(host.displayList())
        return try session.capture(window).countDiffering(from: white, in: (0, 0, width, height))
    }

    private struct Field: View {
        @State var text: String
        var body: some View { TextField("", text: $text) }
    }

    @Test func loneCombiningMarksAreDrawnAndEditedAsCharacters() throws {
        try X11TestSession.with { session in
            // A mark with nothing before it, one after a style change, one after a space.
            let text = Text("\u{0301}abc") + Text("\u{0308}d").bold() + Text(" \u{05B8}")
            let shown = host(text, session: session)
            let painted = try ink(shown, session: session)
            #expect(painted > 20)
            let field = host(Field(text: "\u{0301}ab"), session: session)
            press(.tab, in: field)
            press(.home, in: field)
            press(.rightArrow, in: field)
            #expect(editor(field)?.state.head == 1, "the lone mark is a character of its own")
            press(.end, in: field)
            #expect(editor(field)?.state.head == 3)
        }
    }

    @Test func tenThousandMarksOnOneLetterAreOneCharacter() throws {
        try X11TestSession.with { session in
            let latin = "a" + String(repeating: "\u{0301}", count: 10_000) + "b"
            let arabic = "ب" + String(repeating: "\u{064B}", count: 10_000) + "ت"
            let shown = host(VStack { Text(latin); Text(arabic) }, session: session)
            let painted = try ink(shown, session: session)
            #expect(painted > 20)
            for text in [latin, arabic] {
                let width = session.measurer.width(of: Substring(text), font: ResolvedFont(size: 13))
                #expect(width.isFinite && width > 0)
                let field = host(Field(text: text), session: session)
                press(.tab, in: field)
                press(.home, in: field)
                press(text == arabic ? .leftArrow : .rightArrow, in: field)
                #expect(editor(field)?.state.head == 1, "the letter and its marks are one step")
                press(.deleteForward, in: field)
                #expect(editor(field)?.state.text == String(text.prefix(1)))
            }
        }
    }

    @Test func zeroWidthJoinersJoinAndStayInsideTheirCharacter() throws {
        try X11TestSession.with { session in
            // A ZWJ after an Arabic letter gives it the joining form, as hb-shape shapes it.
            let line = session.fonts.shaper.shape("ب\u{200D}", font: ResolvedFont(size: 13))
            let face = try #require(line.runs.first?.face)
            let expected = try HbShape.glyphs("ب\u{200D}", file: HbShape.file(of: face), pixelSize: Int(13 * session.fonts.scale))
            #expect(line.runs.flatMap { $0.glyphs.map(\.id) } == expected.map(\.id))
            let isolated = try HbShape.glyphs("ب", file: HbShape.file(of: face), pixelSize: Int(13 * session.fonts.scale))
            #expect(expected.map(\.id) != isolated.map(\.id), "the joiner changes the letter's form")
            // A family emoji (seven scalars joined by ZWJs) is one step of the caret.
            let family = "👩\u{200D}👩\u{200D}👧\u{200D}👦x"
            let field = host(Field(text: family), session: session)
            press(.tab, in: field)
            press(.home, in: field)
            press(.rightArrow, in: field)
            #expect(editor(field)?.state.head == 1)
            press(.delete, in: field)
            #expect(editor(field)?.state.text == "x")
            // A joiner and a non-joiner between Latin letters draw nothing of their own.
            let joined = session.fonts.shaper.shape("x\u{200D}\u{200C}y", font: ResolvedFont(size: 13))
            #expect(joined.runs.flatMap(\.glyphs).filter { $0.advance > 0 }.count == 2)
        }
    }

    @Test func scriptsNoFontCoversDrawBoxesWithOneWarningEach() throws {
        try X11TestSession.with { session in
            // Ol Chiki and Balinese: no installed font has them.
            let shown = host(VStack {
                Text("ᱚᱛᱟ ᱚᱛ ᱚᱛᱟ")
                Text("ᬅᬓ᭄ᬱᬭ ᬅᬓ")
                Text("ᱚᱛ").bold()
            }, session: session)
            let painted = try ink(shown, session: session)
            #expect(painted > 40, "missing-glyph boxes are drawn")
            let warnings = session.fonts.warnings
            #expect(warnings.filter { $0.contains("Olck") }.count == 1, "\(warnings)")
            #expect(warnings.filter { $0.contains("Bali") }.count == 1, "\(warnings)")
        }
    }
}
