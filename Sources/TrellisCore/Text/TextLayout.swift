/// Text broken into lines for one width: what a `Text` reports as its size
/// and what it paints.
public struct TextLayout: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public var text: String
        /// Advance width without trailing spaces.
        public var width: CGFloat
    }

    public var lines: [Line]
    public var metrics: LineMetrics
    /// True when text was cut and ends in an ellipsis.
    public var isTruncated: Bool

    public var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        return CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * metrics.lineHeight)
    }

    /// Baseline of the first line, from the top.
    public var firstBaseline: CGFloat { metrics.leading / 2 + metrics.ascent }
    /// Baseline of the last line, from the top.
    public var lastBaseline: CGFloat { CGFloat(max(0, lines.count - 1)) * metrics.lineHeight + firstBaseline }
}
