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
