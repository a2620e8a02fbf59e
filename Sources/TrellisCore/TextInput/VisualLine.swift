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
    let count: Int
    private let measurer: TextMeasurer
    private let font: ResolvedFont

    /// Nil when the line reads left to right with nothing to reorder.
    init?(_ text: String, measurer: TextMeasurer, font: ResolvedFont, direction: LayoutDirection) {
        guard direction == .rightToLeft || text.unicodeScalars.contains(where: BidiRules.needsBidi) else { return nil }
        let levels = measurer.bidiLevels(of: Substring(text), direction: direction)
        guard !levels.isPlainLeftToRight else { return nil }
        self.measurer = measurer
        self.font = font
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
        count = characterIndex
        var x: CGFloat = 0
        var runs: [Run] = []
        for position in BidiLevels.visualOrder(of: logical.map(\.level)) {
            let run = logical[position]
            let width = measurer.width(of: run.text, font: font)
            runs.append(Run(range: run.range, text: run.text, isRightToLeft: run.level & 1 == 1, x: x, width: width))
            x += width
        }
        self.runs = runs
    }

    /// The width of the first `characters` characters of `run`.
    private func advance(_ characters: Int, in run: Run) -> CGFloat {
        measurer.width(of: run.text.prefix(characters), font: font)
    }

    /// Where the caret before character `offset` stands, from the line's left edge.
    func caretX(_ offset: Int) -> CGFloat {
        let offset = min(max(0, offset), count)
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
            let distance = abs(caretX(offset) - x)
            if distance < bestDistance { best = offset; bestDistance = distance }
        }
        return best
    }

    /// The caret offset one step to the right (or left) on the screen, as
    /// GTK's arrow keys move: the nearest caret position beyond the current
    /// one's x; nil at the line's visual end.
    func offset(visuallyAfter offset: Int, toTheRight: Bool) -> Int? {
        let here = caretX(offset)
        var best: (offset: Int, x: CGFloat)? = nil
        for candidate in 0...count where candidate != offset {
            let x = caretX(candidate)
            guard toTheRight ? x > here + 0.01 : x < here - 0.01 else { continue }
            if best == nil || (toTheRight ? x < best!.x : x > best!.x) { best = (candidate, x) }
        }
        return best?.offset
    }
}
