import Testing
@testable import TrellisCore

/// The line break rules a measurer without ICU uses (the deterministic
/// one here): CJK between characters but not before closing or after
/// opening punctuation, URLs and hyphenated words after their marks; and
/// truncation that never splits a character. Characters are 7 points wide.
@Suite("Line break rules")
@MainActor
struct LineBreakRulesTests {
    private let breaker = LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved)

    @Test func cjkNeverStartsALineWithClosingPunctuation() {
        #expect(LineBreakRules.segments(of: "你好。世界「猫」").map(String.init) == ["你", "好。", "世", "界", "「猫」"])
        // Two characters fit in 14 points; "。" would start the second line, so "好。" moves together.
        #expect(breaker.layout("你好。世界", width: 14, maxLines: nil).lines.map(\.text) == ["你", "好。", "世界"])
    }

    @Test func urlsAndHyphensBreakAfterTheirMarks() {
        #expect(LineBreakRules.segments(of: "see example.com/path well-known 3-4").map(String.init)
                == ["see ", "example.com/", "path ", "well-", "known ", "3-4"])
        // "example.com/path/" is 119 points: the line ends after the first slash.
        #expect(breaker.layout("example.com/path/to", width: 100, maxLines: nil).lines.map(\.text)
                == ["example.com/", "path/to"])
    }

    @Test func truncationKeepsCombiningSequencesAndEmojiWhole() {
        // "é" as e + U+0301, and a family emoji of four people joined: each one character.
        let text = "e\u{301}e\u{301}e\u{301}e\u{301} 👩‍👩‍👧‍👦👩‍👩‍👧‍👦👩‍👩‍👧‍👦"
        for width in stride(from: 7.0, through: 70, by: 7) {
            for mode in [Text.TruncationMode.head, .middle, .tail] {
                var truncating = breaker
                truncating.truncationMode = mode
                let line = truncating.layout(text, width: width, maxLines: 1).lines[0].text
                for character in line where character != "…" {
                    #expect(text.contains(character), "\(mode) at \(width) split a character: \(line)")
                }
                #expect(!line.unicodeScalars.contains { $0 == "\u{301}" } || line.contains("e\u{301}"))
            }
        }
    }
}
