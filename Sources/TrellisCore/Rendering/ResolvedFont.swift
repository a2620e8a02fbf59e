/// A font as a backend opens it: the fontconfig family, a size in points,
/// a numeric weight and a slant. `Font` resolves to this once the
/// environment (dynamic type size, bold/italic modifiers) is known.
package struct ResolvedFont: Hashable, Sendable {
    /// A fontconfig family name or generic alias ("sans-serif", "monospace").
    package var family: String
    /// The size in points; one point is one pixel at 96 DPI.
    package var size: CGFloat
    /// CSS-style weight: 400 regular, 700 bold.
    package var weight: Int
    package var italic: Bool

    package init(family: String = "sans-serif", size: CGFloat, weight: Int = 400, italic: Bool = false) {
        self.family = family
        // A font of size 0, NaN or ∞ cannot be opened; 1 pt is the smallest
        // that still measures.
        self.size = size.isFinite ? Swift.max(1, size) : 13
        self.weight = weight
        self.italic = italic
    }
}
