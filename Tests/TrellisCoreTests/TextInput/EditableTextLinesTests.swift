import Foundation
import Testing
@testable import TrellisCore

/// An editable text's lines: paragraphs found by their bytes (a `\r\n` is
/// one character and no break), and the paragraph cache giving exactly
/// what a fresh layout gives after an edit. Every character is 7 points.
@Suite("Editable text lines")
@MainActor
struct EditableTextLinesTests {
    private let font = Font.body.resolved

    private func ranges(_ lines: EditableTextLines) -> [Range<Int>] { lines.lines.map(\.range) }

    @Test func paragraphsSplitAtLineFeedsOnly() {
        let lines = EditableTextLines(text: "ab\n\ncd\r\nef\n", width: nil, measurer: FixedWidthMeasurer(), font: font)
        #expect(ranges(lines) == [0..<2, 3..<3, 4..<9, 10..<10])
        #expect(lines.lines.map(\.text) == ["ab", "", "cd\r\nef", ""])
        let empty = EditableTextLines(text: "", width: 50, measurer: FixedWidthMeasurer(), font: font)
        #expect(ranges(empty) == [0..<0])
    }

    @Test func aCachedLayoutAfterAnEditIsAFreshLayout() {
        let cache = ParagraphLineCache()
        let before = "one two three four\nfive six 👍🏽 seven\n\neight"
        _ = EditableTextLines(text: before, width: 70, measurer: FixedWidthMeasurer(), font: font, cache: cache)
        for edited in ["one two three four\nfive six 👍🏽 sevenX\n\neight", "one two three four\nfive six 👍🏽 seven\n\neight",
                       "eight\none two three four", "x\(before)", "one two three four\nfive six 👍🏽 seven\n\neight"] {
            let cached = EditableTextLines(text: edited, width: 70, measurer: FixedWidthMeasurer(), font: font, cache: cache)
            let fresh = EditableTextLines(text: edited, width: 70, measurer: FixedWidthMeasurer(), font: font)
            #expect(ranges(cached) == ranges(fresh), "\(edited)")
            #expect(cached.lines.map(\.text) == fresh.lines.map(\.text), "\(edited)")
        }
        // Another width forgets the cache.
        let wide = EditableTextLines(text: before, width: 700, measurer: FixedWidthMeasurer(), font: font, cache: cache)
        #expect(ranges(wide) == [0..<18, 19..<35, 36..<36, 37..<42])
    }
}
