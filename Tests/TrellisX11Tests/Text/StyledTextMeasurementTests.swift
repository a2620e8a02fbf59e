import CX11
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// Styled text with real fonts: `bold()`, `italic()` and
/// `fontDesign(.monospaced)` open other faces through fontconfig, and a
/// concatenation is as wide as its parts.
@Suite("Styled text with Xft", .serialized)
@MainActor
struct StyledTextMeasurementTests {
    private func face(_ session: X11TestSession, _ font: ResolvedFont) -> String {
        guard let face = session.fonts.primary(for: font.face), let pattern = face.pointee.pattern else { return "?" }
        return FontPattern.fileKey(of: pattern)
    }

    private func resolvedFont(of text: Text) -> ResolvedFont {
        StyledText(text.runs, in: EnvironmentValues()).runs[0].style.font
    }

    @Test func boldItalicAndMonospacedAreOtherFaces() throws {
        try X11TestSession.with { session in
            let regular = face(session, resolvedFont(of: Text("a")))
            let bold = face(session, resolvedFont(of: Text("a").bold()))
            let italic = face(session, resolvedFont(of: Text("a").italic()))
            let mono = face(session, resolvedFont(of: Text("a").fontDesign(.monospaced)))
            #expect(Set([regular, bold, italic, mono]).count == 4, "\([regular, bold, italic, mono])")
            // A monospaced face: every character the same advance.
            let font = resolvedFont(of: Text("a").fontDesign(.monospaced))
            #expect(session.measurer.width(of: "iii", font: font) == session.measurer.width(of: "MMM", font: font))
        }
    }

    @Test func aConcatenationIsAsWideAsItsParts() throws {
        try X11TestSession.with { session in
            let text = Text("Total ") + Text("42").bold()
            let host = ViewHost(rootView: text, measurer: session.measurer, clock: VirtualClock())
            let regular = session.measurer.width(of: "Total ", font: ResolvedFont(size: 13))
            let bold = session.measurer.width(of: "42", font: ResolvedFont(size: 13, weight: 700))
            #expect(host.sizeThatFits(.unspecified).width == regular + bold)
        }
    }
}
