/// A font as a backend opens it: the fontconfig family, a size in points,
/// a numeric weight and a slant. `Font` resolves to this once the
/// environment (dynamic type size, bold/italic modifiers) is known.
///
/// It also carries how text is set in it (tracking, monospaced digits):
/// the backend shapes whole runs, so these apply inside the shaper, where
/// joining and clusters are known, not character by character in the core.
package struct ResolvedFont: Hashable, Sendable {
    /// A fontconfig family name or generic alias ("sans-serif", "monospace").
    package var family: String
    /// The size in points; one point is one pixel at 96 DPI.
    package var size: CGFloat
    /// CSS-style weight: 400 regular, 700 bold.
    package var weight: Int
    package var italic: Bool
    /// Points added after every character (`tracking`, else `kerning`).
    package var tracking: CGFloat = 0
    /// Digits all as wide as "0", so numbers that change do not jitter.
    package var monospacedDigit = false
    /// fontconfig's width: 100 normal, 75 condensed, 125 expanded.
    package var width = 100
    /// Lower-case letters as small capitals (OpenType `smcp`).
    package var smallCaps = false
    /// Space added between lines per point of size (`Font.leading`):
    /// negative for tight, positive for loose.
    package var leadingFactor: CGFloat = 0

    package init(family: String = "sans-serif", size: CGFloat, weight: Int = 400, italic: Bool = false,
                 tracking: CGFloat = 0, monospacedDigit: Bool = false) {
        self.family = family
        // A font of size 0, NaN or ∞ cannot be opened; 1 pt is the smallest
        // that still measures.
        self.size = size.isFinite ? Swift.max(1, size) : 13
        self.weight = weight
        self.italic = italic
        // Tracking beyond a font size per character is never meant; NaN is none.
        self.tracking = tracking.isFinite ? Swift.max(-self.size, Swift.min(self.size * 10, tracking)) : 0
        self.monospacedDigit = monospacedDigit
    }

    /// The face alone, without how text is set in it: what a backend opens.
    package var face: ResolvedFont {
        var face = ResolvedFont(family: family, size: size, weight: weight, italic: italic)
        face.width = width
        return face
    }
}
