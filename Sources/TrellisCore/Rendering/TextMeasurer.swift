/// Measures strings for layout. The core never talks to a font system
/// itself: the X11 backend supplies an Xft measurer, tests a deterministic
/// one, so that line breaking is decided in one place and tested exactly.
///
/// Implementations should be fast for repeated calls with the same string:
/// layout measures the same words at every width change.
@MainActor
package protocol TextMeasurer: AnyObject {
    /// The advance width of `text` on one line, without wrapping.
    func width(of text: Substring, font: ResolvedFont) -> CGFloat
    /// Ascent, descent and leading of a line set in `font`.
    func lineMetrics(of font: ResolvedFont) -> LineMetrics
}
