/// `lineLimit` with a lower bound: `lineLimit(2, reservesSpace: true)` and
/// the range forms (`2...4`, `2...`, `...4`). The upper bound is the
/// environment's `lineLimit`; the lower one makes a text (or a vertical
/// text field) at least that many lines high, however few it shows.
nonisolated extension View {
    /// At most `limit` lines; with `reservesSpace`, always as high as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let limit = max(1, limit)
        return EnvironmentModifierView(content: self, value: (limit, reservesSpace)) {
            $0.lineLimit = $1.0
            $0.minimumLines = $1.1 ? $1.0 : nil
        }
    }

    /// At least `limit.lowerBound` lines high, at most `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        EnvironmentModifierView(content: self, value: limit) {
            $0.lineLimit = max(1, $1.upperBound)
            $0.minimumLines = max(1, $1.lowerBound)
        }
    }

    /// At least `limit.lowerBound` lines high, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        EnvironmentModifierView(content: self, value: limit) {
            $0.lineLimit = nil
            $0.minimumLines = max(1, $1.lowerBound)
        }
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        EnvironmentModifierView(content: self, value: limit) {
            $0.lineLimit = max(1, $1.upperBound)
            $0.minimumLines = nil
        }
    }
}

extension EnvironmentValues {
    /// The fewest lines a text's height holds (`lineLimit(_:reservesSpace:)`
    /// and the range forms); nil for as many as it shows.
    var minimumLines: Int? {
        get { self[MinimumLinesKey.self] }
        set { self[MinimumLinesKey.self] = newValue }
    }
}

private struct MinimumLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension TextLayout {
    /// The layout's size, at least `lines` lines high (with the spacing
    /// between them) when that is more than it shows.
    func size(reserving lines: Int?) -> CGSize {
        guard let lines, lines > self.lines.count else { return size }
        let height = CGFloat(lines) * metrics.lineHeight + CGFloat(lines - 1) * lineSpacing
        return CGSize(width: size.width, height: max(size.height, height))
    }
}
