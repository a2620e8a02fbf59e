/// Measures strings for layout. The core never talks to a font system
/// itself: the X11 backend supplies a shaping measurer, tests a
/// deterministic one, so that line breaking is decided in one place and
/// tested exactly.
///
/// Implementations should be fast for repeated calls with the same string:
/// layout measures the same words at every width change.
@MainActor
package protocol TextMeasurer: AnyObject {
    /// The advance width of `text` on one line, without wrapping, shaped
    /// as it will be drawn (with the font's tracking and digit setting).
    func width(of text: Substring, font: ResolvedFont) -> CGFloat
    /// The advance of `run` drawn in one direction, as a `DisplayTextRun`
    /// draws it: shaped right to left or left to right as the core
    /// resolved it, with the characters around it in its string as context.
    func width(of run: Substring, font: ResolvedFont, rightToLeft: Bool) -> CGFloat
    /// Ascent, descent and leading of a line set in `font`.
    func lineMetrics(of font: ResolvedFont) -> LineMetrics
    /// `text` (one paragraph, no newlines) cut at every place a line may
    /// break: each piece is what stays together on a line, with the spaces
    /// after it. The default follows spaces, CJK and punctuation
    /// (`LineBreakRules`); a backend answers by UAX #14 with dictionaries.
    func lineBreakSegments(of text: Substring) -> [Substring]
    /// Where the caret before `index` stands on a line showing `line` in
    /// `font`, in points from the line's left edge, with the line laid out
    /// as drawn (right-to-left runs reversed).
    func caretOffset(before index: String.Index, in line: Substring, font: ResolvedFont) -> CGFloat
    /// The character boundary in `line` nearest to the point `x` points from
    /// the line's left edge: where a click puts the caret.
    func characterBoundary(nearestTo x: CGFloat, in line: Substring, font: ResolvedFont) -> String.Index
    /// The bidirectional algorithm on `paragraph` (no newlines): its
    /// direction from its first strong letter, or `direction` when it has
    /// none, and each character's level. The default follows `BidiRules`;
    /// a backend answers with the full algorithm.
    func bidiLevels(of paragraph: Substring, direction: LayoutDirection) -> BidiLevels
}

extension TextMeasurer {
    /// Without shaping, direction changes no advance.
    package func width(of run: Substring, font: ResolvedFont, rightToLeft: Bool) -> CGFloat {
        width(of: run, font: font)
    }

    package func bidiLevels(of paragraph: Substring, direction: LayoutDirection) -> BidiLevels {
        BidiRules.levels(of: paragraph, direction: direction)
    }

    package func lineBreakSegments(of text: Substring) -> [Substring] {
        LineBreakRules.segments(of: text)
    }

    /// Without shaping information a line reads left to right: the caret
    /// stands after the characters before it.
    package func caretOffset(before index: String.Index, in line: Substring, font: ResolvedFont) -> CGFloat {
        let clamped = min(max(index, line.startIndex), line.endIndex)
        return width(of: line[line.startIndex..<clamped], font: font)
    }

    package func characterBoundary(nearestTo x: CGFloat, in line: Substring, font: ResolvedFont) -> String.Index {
        var best = line.startIndex
        var bestDistance = abs(x)
        var index = line.startIndex
        while index < line.endIndex {
            index = line.index(after: index)
            let distance = abs(width(of: line[line.startIndex..<index], font: font) - x)
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return best
    }
}
