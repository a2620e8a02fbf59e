/// Text broken into lines for one width: what a `Text` reports as its size
/// and what it paints.
package struct TextLayout: Equatable, Sendable {
    package struct Line: Equatable, Sendable {
        package var text: String
        /// Advance width without trailing spaces.
        package var width: CGFloat
    }

    package let lines: [Line]
    package let metrics: LineMetrics
    /// True when text was cut and ends in an ellipsis.
    package let isTruncated: Bool
    /// The widest line's width by the lines' total height (kept: layout asks
    /// for it for every text in every pass).
    package let size: CGSize

    init(lines: [Line], metrics: LineMetrics, isTruncated: Bool) {
        self.lines = lines
        self.metrics = metrics
        self.isTruncated = isTruncated
        size = lines.isEmpty ? .zero
            : CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * metrics.lineHeight)
    }

    /// Baseline of the first line, from the top.
    package var firstBaseline: CGFloat { metrics.leading / 2 + metrics.ascent }
    /// Baseline of the last line, from the top.
    package var lastBaseline: CGFloat { CGFloat(max(0, lines.count - 1)) * metrics.lineHeight + firstBaseline }
}
