import TrellisCore

/// A long line shaped once, its advances summed by UTF-8 offset, so that
/// any stretch of it — a word, a line of the paragraph wrapped, the part
/// before a truncation's "…" — is measured by one subtraction instead of
/// being shaped again. Layout asks for thousands of such stretches of a
/// long text (every break opportunity, every line); shaping each on its
/// own cost 17,000 HarfBuzz calls for a 100,000-character `Text`.
///
/// A stretch is measured in the context of its line: across a break
/// between words nothing changes (no font kerns a letter with a space),
/// and a stretch cut inside a HarfBuzz cluster (a ligature) counts the
/// whole cluster with its first character.
struct ParagraphAdvances {
    /// The string the line is a slice of, and the line's UTF-8 offsets in it.
    let base: String
    let range: Range<Int>
    let font: ResolvedFont
    /// `prefix[i]`: pixels advanced by the clusters that start before
    /// offset `range.lowerBound + i`.
    private let prefix: [Double]

    init(line: Substring, font: ResolvedFont, shaped: ShapedLine) {
        base = line.base
        let start = base.utf8.distance(from: base.startIndex, to: line.startIndex)
        range = start..<(start + line.utf8.count)
        self.font = font
        var advances = [Double](repeating: 0, count: range.count + 1)
        for run in shaped.runs {
            for glyph in run.glyphs where Int(glyph.cluster) < advances.count {
                advances[Int(glyph.cluster)] += Double(glyph.advance)
            }
        }
        var sums = [Double](repeating: 0, count: range.count + 1)
        for index in 0..<range.count { sums[index + 1] = sums[index] + advances[index] }
        prefix = sums
    }

    /// The pixels `text` advances, when it is a stretch of this line in `font`.
    func width(of text: Substring, font: ResolvedFont) -> Double? {
        guard font == self.font, text.base.utf8.count == base.utf8.count else { return nil }
        let utf8 = text.base.utf8
        let start = utf8.distance(from: utf8.startIndex, to: text.startIndex)
        let end = start + text.utf8.count
        guard start >= range.lowerBound, end <= range.upperBound, text.base == base else { return nil }
        return prefix[end - range.lowerBound] - prefix[start - range.lowerBound]
    }
}
