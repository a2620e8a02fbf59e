import Testing
@testable import TrellisCore

/// The neighbours a separately drawn run is shaped with: up to five
/// characters each way inside its paragraph, none beside plain Latin-1, so
/// a styled Arabic word's pieces carry each other and Latin text carries
/// nothing (its measurements are cached as before).
@Suite("Shaping context")
@MainActor
struct ShapingContextTests {
    private func slice(_ string: String, _ range: Range<Int>) -> Substring {
        let start = string.index(string.startIndex, offsetBy: range.lowerBound)
        return string[start..<string.index(start, offsetBy: range.count)]
    }

    @Test func aRunCarriesItsNeighboursInsideTheParagraph() {
        let word = "مرحبا"
        #expect(ShapingContext(around: slice(word, 0..<3)) == ShapingContext(before: "", after: "با"))
        #expect(ShapingContext(around: slice(word, 3..<5)) == ShapingContext(before: "مرح", after: ""))
        // At most five characters, and never past a newline.
        let long = "ابتثجحخدذر"
        #expect(ShapingContext(around: slice(long, 6..<7)) == ShapingContext(before: "بتثجح", after: "دذر"))
        let lines = "اب\nتث"
        #expect(ShapingContext(around: slice(lines, 3..<4)) == ShapingContext(before: "", after: "ث"))
        // A Latin neighbour (or a space) joins nothing: no context, as for a whole string.
        #expect(ShapingContext(around: slice("abc def", 0..<3)).isEmpty)
        #expect(ShapingContext(around: slice("مرح abc", 0..<3)).isEmpty)
        #expect(ShapingContext(around: "مرحبا"[...]).isEmpty)
        // A mark or joiner beside a run is context.
        #expect(ShapingContext(around: slice("e\u{301}x", 0..<1)).isEmpty, "e and its mark are one character")
        let joined = "ب\u{200D}x"
        let letter = joined[joined.startIndex..<joined.unicodeScalars.index(after: joined.startIndex)]
        #expect(ShapingContext(around: letter) == ShapingContext(before: "", after: "\u{200D}x"))
    }

    @Test func styledPiecesOfAWordAreDrawnAsRunsWithEachOther() {
        let host = TestHost(Text("مرح") + Text("با").bold())
        let runs = host.host.displayList().items.compactMap { if case .textRun(let run) = $0 { run } else { nil } }
        // Right to left: the bold end of the word is drawn on the left.
        #expect(runs.map(\.string) == ["با", "مرح"])
        #expect(runs.map(\.isRightToLeft) == [true, true])
        #expect(runs.map(\.context) == [ShapingContext(before: "مرح", after: ""), ShapingContext(before: "", after: "با")])
        #expect(runs.map(\.font.weight) == [700, 400])
        // A left-to-right line of Latin styles stays plain text items.
        let latin = TestHost(Text("ab") + Text("cd").bold())
        #expect(latin.host.displayList().items.allSatisfy { if case .textRun = $0 { false } else { true } })
    }
}
