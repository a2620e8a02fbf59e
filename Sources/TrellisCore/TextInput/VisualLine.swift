/// One line of an editable text as it is drawn when it mixes directions:
/// its runs of one bidi level in visual order, each at its x. The caret,
/// the selection and clicks are found from these runs, so they match what
/// is drawn (each run drawn on its own). Offsets are characters in the line.
///
/// The caret at a logical offset stands at the leading edge of the
/// character after it (its right edge in a right-to-left run), or at the
/// trailing edge of the last character at the line's end — Pango's
/// "strong" cursor, as GTK draws it.
@MainActor
struct VisualLine {
    struct Run {
        /// Characters of the line.
        var range: Range<Int>
        var text: Substring
        var isRightToLeft: Bool
        var x: CGFloat
        var width: CGFloat
    }

    /// In visual order, left to right.
    let runs: [Run]
    /// The line's direction (its first strong letter's, else the layout's).
    let isRightToLeft: Bool
    let count: Int
    /// Where the caret before each character stands (and after the last).
    private var carets: [CGFloat] = []
    private let measurer: TextMeasurer
    private let font: ResolvedFont

    /// Lines longer than this are drawn and edited in logical order: every
    /// caret place is measured (a prefix shaped) when the line is made, at
    /// each edit; for a pasted 65,535 characters that would take minutes.
    static let maximumCharacters = 256

    /// Nil when the line reads left to right with nothing to reorder, or
    /// is too long to be worth it.
    init?(_ text: String, measurer: TextMeasurer, font: ResolvedFont, direction: LayoutDirection) {
        guard text.utf8.count <= 4 * Self.maximumCharacters,
              direction == .rightToLeft || text.unicodeScalars.contains(where: BidiRules.needsBidi) else { return nil }
        let levels = measurer.bidiLevels(of: Substring(text), direction: direction)
        guard !levels.isPlainLeftToRight else { return nil }
        self.measurer = measurer
        self.font = font
        isRightToLeft = levels.isRightToLeft
        // Level runs in characters: a character takes the level of its first scalar.
        var logical: [(range: Range<Int>, text: Substring, level: UInt8)] = []
        var characterIndex = 0, utf8Offset = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let level = levels.level(at: utf8Offset)
            if let last = logical.last, last.level == level {
                logical[logical.count - 1].range = last.range.lowerBound..<(characterIndex + 1)
                logical[logical.count - 1].text = text[last.text.startIndex..<next]
            } else {
                logical.append((characterIndex..<(characterIndex + 1), text[index..<next], level))
            }
            utf8Offset += text[index].utf8.count
            characterIndex += 1
            index = next
        }
        guard characterIndex <= Self.maximumCharacters else { return nil }
        count = characterIndex
        var x: CGFloat = 0
        var runs: [Run] = []
        for position in BidiLevels.visualOrder(of: logical.map(\.level)) {
            let run = logical[position]
            let width = measurer.width(of: run.text, font: font, rightToLeft: run.level & 1 == 1)
            runs.append(Run(range: run.range, text: run.text, isRightToLeft: run.level & 1 == 1, x: x, width: width))
            x += width
        }
        self.runs = runs
        carets = (0...count).map(measuredCaretX)
    }

    /// The whole line's advance.
    var width: CGFloat { runs.last.map { $0.x + $0.width } ?? 0 }

    /// The width of the first `characters` characters of `run`.
    private func advance(_ characters: Int, in run: Run) -> CGFloat {
        measurer.width(of: run.text.prefix(characters), font: font, rightToLeft: run.isRightToLeft)
    }

    /// Where the caret before character `offset` stands, from the line's left edge.
    func caretX(_ offset: Int) -> CGFloat { carets[min(max(0, offset), count)] }

    private func measuredCaretX(_ offset: Int) -> CGFloat {
        let owner = offset < count ? offset : offset - 1
        guard let run = runs.first(where: { $0.range.contains(owner) }) else { return 0 }
        let before = advance(offset - run.range.lowerBound, in: run)
        return run.isRightToLeft ? run.x + run.width - before : run.x + before
    }

    /// The stretches of x the characters in `range` are drawn over: one per run.
    func selectionSpans(_ range: Range<Int>) -> [ClosedRange<CGFloat>] {
        var spans: [ClosedRange<CGFloat>] = []
        for run in runs where run.range.overlaps(range) {
            let part = run.range.clamped(to: range)
            let start = advance(part.lowerBound - run.range.lowerBound, in: run)
            let end = advance(part.upperBound - run.range.lowerBound, in: run)
            spans.append(run.isRightToLeft ? (run.x + run.width - end)...(run.x + run.width - start)
                                           : (run.x + start)...(run.x + end))
        }
        return spans
    }

    /// The caret offset nearest `x`.
    func offset(atX x: CGFloat) -> Int {
        var best = 0
        var bestDistance = CGFloat.infinity
        for offset in 0...count {
            let distance = abs(carets[offset] - x)
            if distance < bestDistance { best = offset; bestDistance = distance }
        }
        return best
    }
}
