import Testing
@testable import TrellisCore

/// Word and sentence units as ATK defines their start and end variants,
/// and text styles as runs of characters.
@Suite("Accessible text boundaries")
@MainActor
struct AccessibleTextBoundaryTests {
    private func text(_ string: String) -> AccessibilityText {
        AccessibilityText(string: string) { _ in .zero }
    }

    @Test func wordEndsTakeTheSpacesBefore() {
        let t = text("Hello world. Bye now.")
        #expect(t.range(of: .wordEnd, at: 2) == 0..<5)
        #expect(t.range(of: .wordEnd, at: 5) == 5..<11, "between words: the word after")
        #expect(t.range(of: .wordEnd, at: 12) == 11..<16)
        #expect(t.range(of: .wordEnd, at: 21) == 20..<21, "the full stop after the last word")
        #expect(text("Hello").range(of: .wordEnd, at: 5) == 5..<5, "after the last word's end: nothing")
        #expect(t.range(of: .word, at: 7) == 6..<13)
        #expect(text("").range(of: .wordEnd, at: 3) == 0..<0)
    }

    @Test func sentenceEndsStopAtTheMarkOrBeforeALineBreak() {
        let t = text("Hi there. Bye!\nNext line")
        #expect(t.range(of: .sentenceEnd, at: 3) == 0..<9)
        #expect(t.range(of: .sentenceEnd, at: 9) == 9..<14, "its space goes with the next sentence")
        #expect(t.range(of: .sentenceEnd, at: 16) == 14..<24, "the line break starts the next one")
        #expect(t.range(of: .sentence, at: 3) == 0..<10)
    }

    /// A text drawn in lines of at most `width` characters (a line break
    /// also ends one), each character one point wide and ten high.
    private func wrapped(_ string: String, width: Int) -> AccessibilityText {
        var frames: [CGRect] = []
        var column = 0, line = 0
        for character in string {
            if column == width { (column, line) = (0, line + 1) }
            frames.append(CGRect(x: column, y: line * 10, width: 1, height: 10))
            if character == "\n" { (column, line) = (0, line + 1) } else { column += 1 }
        }
        if column == width { (column, line) = (0, line + 1) }
        let end = CGRect(x: column, y: line * 10, width: 1, height: 10)
        return AccessibilityText(string: string) { $0 < frames.count ? frames[$0] : end }
    }

    @Test func lineEndsTakeTheLineBreakBefore() {
        let t = wrapped("ab\ncd\n\nef", width: 20)
        #expect(t.range(of: .lineEnd, at: 0) == 0..<2)
        #expect(t.range(of: .lineEnd, at: 2) == 0..<2, "at a line's end: that line")
        #expect(t.range(of: .lineEnd, at: 3) == 2..<5, "the break before the line belongs to it")
        #expect(t.range(of: .lineEnd, at: 6) == 5..<6, "an empty line is its break")
        #expect(t.range(of: .lineEnd, at: 7) == 6..<9)
        #expect(t.range(of: .lineEnd, at: 9) == 6..<9, "the text's end: the last line")
        #expect(t.range(of: .line, at: 3) == 3..<6, "line start keeps its own break")
        #expect(t.range(of: .lineEnd, before: 2..<5) == 0..<2)
        #expect(t.range(of: .lineEnd, after: 2..<5) == 5..<6)
        #expect(t.range(of: .lineEnd, after: 5..<6) == 6..<9)
        #expect(t.range(of: .lineEnd, before: 5..<6) == 2..<5)
        #expect(t.range(of: .lineEnd, after: 6..<9) == 9..<9 && t.range(of: .lineEnd, before: 0..<2) == 0..<0)
        #expect(text("").range(of: .lineEnd, at: 0) == 0..<0)
        #expect(wrapped("ab\n", width: 20).range(of: .lineEnd, at: 3) == 2..<3, "after a final break: an empty line")
    }

    @Test func wrappedLinesEndWhereTheNextBegins() {
        let t = wrapped("abcdefghij", width: 4)
        #expect(t.range(of: .line, at: 5) == 4..<8)
        #expect(t.range(of: .lineEnd, at: 5) == 4..<8)
        #expect(t.range(of: .lineEnd, at: 4) == 0..<4, "where a wrap continues a line: the line before")
        #expect(t.range(of: .lineEnd, after: 0..<4) == 4..<8 && t.range(of: .lineEnd, before: 8..<10) == 4..<8)
    }

    @Test func stylesBecomeCharacterRunsMergedWhereAlike() {
        var environment = EnvironmentValues()
        environment.font = .body
        let runs = [TextRun(string: "Grüße "), TextRun(string: "bold", style: TextRunStyle(weight: .bold)),
                    TextRun(string: " und"), TextRun(string: " mehr")]
        let styled = StyledText(runs, in: environment)
        let styles = AccessibilityTextStyles(styled: styled, string: "Grüße bold und mehr",
                                             base: TextRunStyle().resolved(in: environment), environment: environment)
        #expect(styles.runs.map(\.range) == [0..<6, 6..<10, 10..<19], "character offsets, not bytes; like runs merged")
        #expect(styles.runs[1].style.font.weight == 700 && styles.runs[0].style == styles.base)
        #expect(styles.run(at: 19)?.range == 10..<19)
        let mismatched = AccessibilityTextStyles(styled: styled, string: "GRÜSSE", base: TextRunStyle().resolved(in: environment),
                                                 environment: environment)
        #expect(mismatched.runs.map(\.range) == [0..<6], "a text shown otherwise than written: one run")
    }
}
