/// Measures slices of a styled text for the `LineBreaker`: a slice that
/// spans several runs is the sum of its parts, each in its run's style.
/// The font the breaker passes is ignored; each run has its own.
@MainActor
final class StyledTextMeasurer: TextMeasurer {
    private let base: TextMeasurer
    private let text: StyledText

    init(base: TextMeasurer, text: StyledText) {
        self.base = base
        self.text = text
    }

    func width(of piece: Substring, font: ResolvedFont) -> CGFloat {
        // Only the ellipsis comes from elsewhere (String == is immediate for
        // the same storage).
        guard piece.base == text.string else { return text.baseStyle.width(of: piece, measurer: base) }
        let utf8 = text.string.utf8
        let start = utf8.distance(from: utf8.startIndex, to: piece.startIndex)
        let end = start + piece.utf8.count
        var total: CGFloat = 0
        for run in text.runs where run.range.lowerBound < end && run.range.upperBound > start {
            let part = text.slice(max(start, run.range.lowerBound)..<min(end, run.range.upperBound))
            total += run.style.width(of: part, measurer: base)
        }
        return total
    }

    /// Break opportunities do not depend on style: the base measurer's rules.
    func lineBreakSegments(of text: Substring) -> [Substring] {
        base.lineBreakSegments(of: text)
    }

    func bidiLevels(of paragraph: Substring, direction: LayoutDirection) -> BidiLevels {
        base.bidiLevels(of: paragraph, direction: direction)
    }

    /// The tallest ascent, descent and leading among the runs' fonts: a line
    /// holds all of them.
    func lineMetrics(of font: ResolvedFont) -> LineMetrics {
        var metrics = base.lineMetrics(of: text.runs[0].style.font)
        for run in text.runs.dropFirst() {
            let other = base.lineMetrics(of: run.style.font)
            metrics.ascent = max(metrics.ascent, other.ascent)
            metrics.descent = max(metrics.descent, other.descent)
            metrics.leading = max(metrics.leading, other.leading)
        }
        return metrics
    }
}
