/// Vertical metrics of one line of text in a given font, in points.
package struct LineMetrics: Hashable, Sendable {
    /// Distance from the top of the line to the baseline.
    package var ascent: CGFloat
    /// Distance from the baseline to the bottom of the line.
    package var descent: CGFloat
    /// Extra space the font asks for between lines.
    package var leading: CGFloat

    package init(ascent: CGFloat, descent: CGFloat, leading: CGFloat = 0) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
    }

    /// The advance from one baseline to the next.
    package var lineHeight: CGFloat { ascent + descent + leading }
}
