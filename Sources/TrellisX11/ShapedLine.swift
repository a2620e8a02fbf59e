import CX11

/// One line of text shaped for drawing: runs of glyphs, each from one
/// face, in the order they are drawn left to right. Positions are pixels
/// from the line's start; measuring and drawing both read them, so a
/// layout's widths are exactly what is drawn.
package struct ShapedLine {
    package struct Glyph {
        package var id: UInt32
        /// UTF-8 offset in the line of the first character of its cluster.
        package var cluster: UInt32
        /// Pen position of the glyph's origin, offsets included, and its advance.
        package var x: Float
        package var y: Float
        package var advance: Float
    }

    package struct Run {
        package var face: XftFontCache.FontPointer
        package var glyphs: [Glyph]
        package var isRightToLeft: Bool
    }

    package var runs: [Run]
    /// The advance of the whole line, in pixels.
    package var advance: Double
    /// The paragraph direction the line was resolved in (from its first strong character).
    package var isRightToLeft: Bool

    static var empty: ShapedLine { ShapedLine(runs: [], advance: 0, isRightToLeft: false) }

    /// Where the caret before the character at UTF-8 `offset` stands, in
    /// pixels from the line's start: the leading edge of that character's
    /// cluster (its right edge in a right-to-left run); at the end of the
    /// line, the trailing edge of the last character.
    func caretX(beforeUTF8 offset: Int, count: Int) -> Double {
        if offset >= count {
            // After the last character in logical order.
            var best: (cluster: UInt32, x: Double)? = nil
            for run in runs {
                for glyph in run.glyphs where best == nil || glyph.cluster >= best!.cluster {
                    let edge = run.isRightToLeft ? Double(glyph.x) : Double(glyph.x + glyph.advance)
                    if best == nil || glyph.cluster > best!.cluster { best = (glyph.cluster, edge) }
                    else { best!.x = run.isRightToLeft ? min(best!.x, edge) : max(best!.x, edge) }
                }
            }
            return best?.x ?? 0
        }
        // The cluster holding `offset`: the largest cluster start at or before it.
        var found: (cluster: UInt32, minX: Double, maxX: Double, rtl: Bool)? = nil
        for run in runs {
            for glyph in run.glyphs where Int(glyph.cluster) <= offset {
                let minX = Double(glyph.x), maxX = Double(glyph.x + glyph.advance)
                if found == nil || glyph.cluster > found!.cluster {
                    found = (glyph.cluster, minX, maxX, run.isRightToLeft)
                } else if glyph.cluster == found!.cluster {
                    found!.minX = min(found!.minX, minX)
                    found!.maxX = max(found!.maxX, maxX)
                }
            }
        }
        guard let found else { return isRightToLeft ? advance : 0 }
        return found.rtl ? found.maxX : found.minX
    }
}
