import TrellisCore

/// A deterministic text measurer: every character is `characterWidth`
/// points wide at 13 pt (scaled with the font size), lines are 16 points
/// high, and the font's tracking follows every character, as a shaping
/// backend adds it. Widths are exact, so tests can assert line breaks to
/// the point.
@MainActor
final class FixedWidthMeasurer: TextMeasurer {
    let characterWidth: CGFloat

    init(characterWidth: CGFloat = 7) { self.characterWidth = characterWidth }

    func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        return CGFloat(text.count) * (characterWidth * font.size / 13 + font.tracking)
    }

    func lineMetrics(of font: ResolvedFont) -> LineMetrics {
        LineMetrics(ascent: 12 * font.size / 13, descent: 4 * font.size / 13)
    }
}
