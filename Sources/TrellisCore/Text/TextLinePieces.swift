/// One part of a laid-out line in one style and one bidi level, where it
/// is drawn: what `TextPainter` paints and link hit testing finds.
struct TextPiece {
    var text: Substring
    var style: ResolvedTextStyle
    /// The styled run it comes from (nil for a truncated line's "…").
    var run: StyledText.Run?
    var level: UInt8
    /// From the line's left edge.
    var x: CGFloat = 0
    var width: CGFloat = 0

    var isRightToLeft: Bool { level & 1 == 1 }
}

/// Cuts the lines of a styled text into pieces of one style and one
/// level, resolving the bidirectional algorithm once per paragraph over
/// the whole paragraph — so runs in different styles (`Text("abc").bold()
/// + Text("שלום")`) are ordered together — and orders each line's pieces
/// visually (rule L2).
@MainActor
struct TextLinePieces {
    let styled: StyledText
    let measurer: TextMeasurer
    /// The direction of a paragraph without strong letters.
    let direction: LayoutDirection
    /// UTF-8 offsets of the newlines in the string.
    private let newlines: [Int]
    private var paragraph: (range: Range<Int>, levels: BidiLevels)?

    init(styled: StyledText, measurer: TextMeasurer, direction: LayoutDirection) {
        self.styled = styled
        self.measurer = measurer
        self.direction = direction
        var newlines: [Int] = []
        var offset = 0
        for byte in styled.string.utf8 {
            if byte == 0x0A { newlines.append(offset) }
            offset += 1
        }
        self.newlines = newlines
    }

    /// A line that reads left to right in one piece per run, as the
    /// backend draws it unaided: no level to resolve.
    func isPlainLeftToRight(_ line: TextLayout.Line) -> Bool {
        guard direction == .leftToRight else { return false }
        for range in [line.source, line.sourceAfterEllipsis] where !range.isEmpty {
            if styled.slice(range).unicodeScalars.contains(where: BidiRules.needsBidi) { return false }
        }
        return true
    }

    /// The line's pieces in visual order, each with its x and width.
    mutating func pieces(of line: TextLayout.Line) -> [TextPiece] {
        let anchor = !line.source.isEmpty ? line.source.lowerBound : line.sourceAfterEllipsis.lowerBound
        let levels = levels(around: anchor)
        var logical: [TextPiece] = []
        var ellipsisStyle = styled.runs.first { $0.range.overlaps(line.sourceAfterEllipsis) }?.style ?? styled.baseStyle
        func add(_ range: Range<Int>) {
            for run in styled.runs where run.range.overlaps(range) {
                let part = run.range.clamped(to: range)
                let start = levels.paragraphStart
                for piece in levels.levels.pieces(of: (part.lowerBound - start)..<(part.upperBound - start)) {
                    let source = (piece.range.lowerBound + start)..<(piece.range.upperBound + start)
                    logical.append(TextPiece(text: styled.slice(source), style: run.style, run: run, level: piece.level))
                }
                ellipsisStyle = run.style
            }
        }
        add(line.source)
        if line.text.utf8.count > line.source.count + line.sourceAfterEllipsis.count {
            logical.append(TextPiece(text: Substring(LineBreaker.ellipsis), style: ellipsisStyle, run: nil,
                                     level: levels.levels.paragraphLevel))
        }
        add(line.sourceAfterEllipsis)

        var x: CGFloat = 0
        var visual: [TextPiece] = []
        visual.reserveCapacity(logical.count)
        for index in BidiLevels.visualOrder(of: logical.map(\.level)) {
            var piece = logical[index]
            piece.x = x
            piece.width = measurer.width(of: piece.text, font: piece.style.font, rightToLeft: piece.isRightToLeft)
            x += piece.width
            visual.append(piece)
        }
        return visual
    }

    /// The levels of the paragraph holding UTF-8 `offset`, resolved once
    /// for all its lines.
    private mutating func levels(around offset: Int) -> (levels: BidiLevels, paragraphStart: Int) {
        if let paragraph, paragraph.range.contains(offset) || paragraph.range.upperBound == offset {
            return (paragraph.levels, paragraph.range.lowerBound)
        }
        // The first newline at or after `offset` ends the paragraph.
        var low = 0, high = newlines.count
        while low < high {
            let middle = (low + high) / 2
            if newlines[middle] < offset { low = middle + 1 } else { high = middle }
        }
        let end = low < newlines.count ? newlines[low] : styled.string.utf8.count
        let start = low > 0 ? newlines[low - 1] + 1 : 0
        let levels = measurer.bidiLevels(of: styled.slice(start..<end), direction: direction)
        paragraph = (start..<end, levels)
        return (levels, start)
    }
}
