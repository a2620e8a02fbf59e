import Foundation
import Testing
@testable import TrellisCore

/// `Text(AttributedString)` and symbols inside text (`Text(Image)`,
/// `"\(Image(systemName:))"`). Characters are 7 points wide at 13 pt,
/// lines 16 high.
@Suite("Attributed and image text")
@MainActor
struct AttributedAndImageTextTests {
    private func runs(_ text: Text) -> [StyledText.Run] {
        StyledText(text.runs, in: EnvironmentValues()).runs
    }

    @Test func attributedRunsKeepTheirFontColourDecorationsAndLinks() {
        var title = AttributedString("Hi ")
        title.font = .system(size: 26)
        title.foregroundColor = .red
        var rest = AttributedString("there")
        rest.underlineStyle = Text.LineStyle(pattern: .dot, color: .blue)
        rest.strikethroughStyle = .single
        rest.kern = 2
        rest.baselineOffset = 3
        var link = AttributedString("!")
        link.link = URL(string: "https://example.com")
        let text = Text(title + rest + link)
        #expect(text.content == "Hi there!")
        let styled = runs(text)
        #expect(styled.map(\.range) == [0..<3, 3..<8, 8..<9])
        #expect(styled[0].style.font.size == 26)
        #expect(styled[0].style.color == Color.red.resolved(in: EnvironmentValues()))
        #expect(styled[1].style.font.size == 13 && styled[1].style.font.tracking == 2)
        #expect(styled[1].style.underline == Color.blue.resolved(in: EnvironmentValues()))
        #expect(styled[1].style.underlinePattern == .dot)
        #expect(styled[1].style.strikethrough != nil && styled[1].style.strikethroughPattern == .solid)
        #expect(styled[1].style.baselineOffset == 3)
        #expect(styled[2].link == URL(string: "https://example.com"))
        // "Hi " at 26 pt is 42 wide, "there" 45 with its kerning, "!" 7:
        // one line 32 high.
        #expect(TestHost(text.fixedSize()).frame(text: "Hi there!")?.size == CGSize(width: 94, height: 32))
    }

    @Test func anAttributedStringConcatenatesAndTakesTextModifiers() {
        var bold = AttributedString("b")
        bold.font = .body.bold()
        let text = (Text(bold) + Text("c")).italic()
        #expect(runs(text).map(\.style.font.weight) == [700, 400])
        #expect(runs(text).map(\.style.font.italic) == [true, true])
        #expect(Text(AttributedString("")).content == "")
    }

    @Test func aSymbolIsAGlyphOfTheSymbolFontAtTheTextsSize() {
        let star = SymbolNames.glyph(for: "star")!
        let text = Text(Image(systemName: "star")) + Text(" star")
        #expect(text.content == "\(star) star")
        let styled = StyledText(text.font(.system(size: 20)).bold().runs, in: EnvironmentValues())
        #expect(styled.runs[0].style.font == ResolvedFont(family: SymbolNames.family, size: 20))
        #expect(styled.runs[1].style.font == ResolvedFont(size: 20, weight: 700))
        // Interpolated, the same runs.
        let interpolated = Text("\(Image(systemName: "star")) Favourites")
        #expect(interpolated.content == "\(star) Favourites")
        #expect(runs(interpolated).first?.style.font.family == SymbolNames.family)
        #expect(runs(interpolated).last?.style.font.family == "sans-serif")
        // Six characters on one line: 42 wide.
        #expect(TestHost(text.fixedSize()).frame(text: "\(star) star")?.size == CGSize(width: 42, height: 16))
    }

    @Test func anUnknownSymbolOrAFileImageShowsNoGlyph() {
        Diagnostics.log.removeAll()
        #expect(Text(Image(systemName: "no.such.symbol.anywhere")).content == "")
        #expect(Text(Image("photo")).content == "")
        #expect(Diagnostics.log.count == 2)
    }
}
