import Testing
@testable import TrellisCore

/// Mixed directions in one paragraph: the bidirectional algorithm runs once
/// over the whole paragraph, whatever its runs' styles, and each line's
/// pieces are drawn in visual order, each in its own style. A paragraph
/// without strong letters takes the environment's direction. Characters
/// are 7 points wide (the core's `BidiRules` resolve the levels).
@Suite("Bidirectional text")
@MainActor
struct BidiTextTests {
    /// The text items drawn, with x from the text's left edge and weight.
    private func items(_ host: TestHost, text: String) -> [(String, CGFloat, Int)] {
        let left = host.frame(text: text)?.minX ?? .nan
        var result: [(String, CGFloat, Int)] = []
        for case let (string, origin, font, _)? in host.host.displayList().items.map(\.drawnText) {
            result.append((string, origin.x - left, font.weight))
        }
        return result
    }

    @Test func levelsFollowTheAlgorithm() {
        let levels = BidiRules.levels(of: "abc שלום 123", direction: .leftToRight)
        #expect(levels.paragraphLevel == 0)
        // "abc " at 0; "שלום" and the space before a number (numbers count as
        // right to left beside neutrals) at 1; the number at 2.
        #expect(levels.runs == [.init(range: 0..<4, level: 0), .init(range: 4..<13, level: 1), .init(range: 13..<16, level: 2)])
        #expect(BidiRules.levels(of: "abc", direction: .leftToRight).isPlainLeftToRight)
        #expect(BidiRules.levels(of: "- 1", direction: .rightToLeft).paragraphLevel == 1)
        #expect(BidiRules.levels(of: "a -", direction: .rightToLeft).paragraphLevel == 0, "the first strong letter decides")
        #expect(BidiLevels.visualOrder(of: [0, 1, 1, 2, 0]) == [0, 3, 2, 1, 4])
    }

    @Test func styledRunsAreOrderedByOnePassOverTheParagraph() {
        let text = Text("abc").bold() + Text("שלום") + Text("123")
        let host = TestHost(text)
        // "abc" reads first; the right-to-left run holds "שלום" and the
        // number after it, so the number stands left of the Hebrew word.
        let drawn = items(host, text: "abcשלום123")
        #expect(drawn.map(\.0) == ["abc", "123", "שלום"])
        #expect(drawn.map(\.1) == [0, 21, 42])
        #expect(drawn.map(\.2) == [700, 400, 400])
        #expect(host.frame(text: "abcשלום123")?.width == 70)
    }

    @Test func markdownRunsKeepTheirStylesInVisualOrder() {
        let host = TestHost(Text("**שלום** abc _עולם_"))
        // The first strong letter is Hebrew, so the paragraph reads right to
        // left: the italic "עולם" leftmost, then " abc " (its spaces, between
        // a left and a right letter, take the paragraph's direction), then
        // the bold "שלום" at the right.
        let drawn = items(host, text: "שלום abc עולם")
        #expect(drawn.map(\.0) == ["עולם", " ", "abc", " ", "שלום"])
        #expect(drawn.map(\.1) == [0, 28, 35, 56, 63])
        #expect(drawn.map(\.2) == [400, 400, 400, 400, 700])
    }

    @Test func aParagraphWithoutLettersTakesTheEnvironmentsDirection() {
        let ltr = TestHost(Text("12 - 34"))
        #expect(items(ltr, text: "12 - 34").map(\.0) == ["12 - 34"])
        let rtl = TestHost(Text("12 - 34").environment(\.layoutDirection, .rightToLeft))
        let drawn = items(rtl, text: "12 - 34")
        #expect(drawn.map(\.0) == ["34", " - ", "12"])
        #expect(drawn.map(\.1) == [0, 14, 35])
        // The brackets are right-to-left runs, the closing one leftmost; the
        // backend draws them mirrored, so "(1)" still reads "(1)".
        let brackets = TestHost(Text("(1)").environment(\.layoutDirection, .rightToLeft))
        #expect(items(brackets, text: "(1)").map(\.0) == [")", "1", "("])
        #expect(brackets.host.displayList().items.compactMap { $0.drawnText.map { $0.isRightToLeft ?? false } } == [true, false, true])
    }

    @Test func leadingAlignmentIsTheRightEdgeInARightToLeftLayout() {
        let view = Text("abc\nabcdef").frame(width: 100)
        // The 42-wide text is centred in the 100-wide frame (150…250 of the
        // window); its short first line hugs its leading edge.
        let ltr = TestHost(view)
        #expect(items(ltr, text: "abc\nabcdef").map(\.1) == [0, 0])
        let rtl = TestHost(view.environment(\.layoutDirection, .rightToLeft))
        #expect(items(rtl, text: "abc\nabcdef").map(\.1) == [21, 0])
        let trailing = TestHost(view.multilineTextAlignment(.trailing).environment(\.layoutDirection, .rightToLeft))
        #expect(items(trailing, text: "abc\nabcdef").map(\.1) == [0, 0])
    }

    @Test func aWrappedParagraphKeepsItsDirectionOnEveryLine() {
        // The paragraph is right to left (it starts with Hebrew), resolved
        // once: its second line "abc def" is one left-to-right piece inside
        // it. Alignment follows the layout direction, as in SwiftUI, not the
        // paragraph's.
        let host = TestHost(Text("אב גד abc def").frame(width: 49))
        let drawn = items(host, text: "אב גד abc def")
        // Line 1 "אב גד" (35 wide, the frame is 49): right to left in one piece.
        // Line 2 "abc def": one left-to-right piece.
        #expect(drawn.map(\.0) == ["אב גד", "abc def"])
    }
}
