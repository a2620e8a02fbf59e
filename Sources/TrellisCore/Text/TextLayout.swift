/// Text broken into lines for one width: what a `Text` reports as its size
/// and what it paints.
package struct TextLayout: Equatable, Sendable {
    package struct Line: Equatable, Sendable {
        package var text: String
        /// Advance width without trailing spaces.
        package var width: CGFloat
        /// The UTF-8 offsets in the laid-out string of the characters shown
        /// before a truncated line's "…" (all of them when it has none)…
        package var source: Range<Int> = 0..<0
        /// …and of those after it (`truncationMode(.head)` or `.middle`).
        package var sourceAfterEllipsis: Range<Int> = 0..<0
    }

    package let lines: [Line]
    package let metrics: LineMetrics
    /// True when text was cut and ends in an ellipsis.
    package let isTruncated: Bool
    /// The widest line's width by the lines' total height (kept: layout asks
    /// for it for every text in every pass).
    package let size: CGSize

    /// Extra space between lines (`lineSpacing`), not after the last.
    package let lineSpacing: CGFloat
    /// The factor the fonts were scaled by to fit (`minimumScaleFactor`).
    package var fontScale: CGFloat = 1

    init(lines: [Line], metrics: LineMetrics, isTruncated: Bool, lineSpacing: CGFloat = 0) {
        self.lines = lines
        self.metrics = metrics
        self.isTruncated = isTruncated
        self.lineSpacing = lineSpacing
        size = lines.isEmpty ? .zero
            : CGSize(width: lines.map(\.width).max() ?? 0,
                     height: CGFloat(lines.count) * metrics.lineHeight + CGFloat(lines.count - 1) * lineSpacing)
    }

    /// The same lines with `spacing` between them.
    func spaced(by spacing: CGFloat) -> TextLayout {
        guard spacing != lineSpacing else { return self }
        var spaced = TextLayout(lines: lines, metrics: metrics, isTruncated: isTruncated, lineSpacing: spacing)
        spaced.fontScale = fontScale
        return spaced
    }

    /// Every character is shown: nothing cut at a line limit or to a width.
    var showsEverything: Bool {
        !isTruncated && !lines.contains { $0.text.utf8.count > $0.source.count + $0.sourceAfterEllipsis.count }
    }

    /// Distance from one line's top to the next one's.
    package var lineAdvance: CGFloat { metrics.lineHeight + lineSpacing }
    /// Baseline of the first line, from the top.
    package var firstBaseline: CGFloat { metrics.leading / 2 + metrics.ascent }
    /// Baseline of the last line, from the top.
    package var lastBaseline: CGFloat { CGFloat(max(0, lines.count - 1)) * lineAdvance + firstBaseline }
}
