import CX11
import TrellisCore

/// The core's `TextMeasurer`, answered with the shaped text the painter
/// will draw (`TextShaper`), so that layout and painting agree to the
/// pixel. Results are in points (pixels ÷ scale). Line breaks come from
/// ICU (`UnicodeLineBreaks`).
@MainActor
package final class XftTextMeasurer: TextMeasurer {
    package let fonts: XftFontCache
    /// Layout measures the same words again at every width change. Keys
    /// are copied to `String` so a cached word does not keep a long text alive.
    private var widths: [WidthKey: CGFloat] = [:]
    private var metrics: [ResolvedFont: LineMetrics] = [:]
    /// Bounds the width cache: a long session with changing text must not
    /// grow it forever. A label's whole-line width is kept by its node too
    /// (`IdealTextLayout`), so this cache serves mostly the words wrapping
    /// measures again; 10,000 distinct labels filled 2.4 MB of it at 20,000.
    private let maximumCachedWidths = 4_096
    private lazy var lineBreaks = UnicodeLineBreaks()
    /// Long lines measured lately, by offset (a few: one text's paragraphs
    /// are measured one after another).
    private var paragraphs: [ParagraphAdvances] = []
    private let maximumParagraphs = 4
    /// Lines at least this long (UTF-8 bytes) are measured by offset; a
    /// label's words are cached by string instead.
    static let longLine = 512

    private struct WidthKey: Hashable {
        var text: String
        var font: ResolvedFont
        /// Nil: resolved by the bidi algorithm (a line); else one run.
        var direction: LayoutDirection?
        var context: ShapingContext
    }

    /// The scale the cached answers were measured at.
    private var measuredScale: Double

    package init(fonts: XftFontCache) {
        self.fonts = fonts
        measuredScale = fonts.scale
    }

    /// Hinted advances and line heights are whole pixels, so their size in
    /// points changes with the scale: answers from another scale are dropped.
    private func followScale() {
        guard measuredScale != fonts.scale else { return }
        measuredScale = fonts.scale
        widths.removeAll()
        metrics.removeAll()
        paragraphs.removeAll()
    }

    /// A stretch of a line is shaped with its neighbours in the string as
    /// context (`ShapingContext`), as the painter draws it.
    package func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        followScale()
        for paragraph in paragraphs {
            if let pixels = paragraph.width(of: text, font: font) { return max(0, pixels / fonts.scale) }
        }
        if text.utf8.count >= Self.longLine, fonts.primary(for: font.face) != nil {
            return measureLongLine(text, font: font)
        }
        return measure(text, font: font, direction: nil)
    }

    package func width(of run: Substring, font: ResolvedFont, rightToLeft: Bool) -> CGFloat {
        guard !run.isEmpty else { return 0 }
        followScale()
        return measure(run, font: font, direction: rightToLeft ? .rightToLeft : .leftToRight)
    }

    private func measure(_ text: Substring, font: ResolvedFont, direction: LayoutDirection?) -> CGFloat {
        let whole = text.startIndex == text.base.startIndex && text.endIndex == text.base.endIndex
        let key = WidthKey(text: String(text), font: font, direction: direction,
                           context: whole ? .none : ShapingContext(around: text))
        if let cached = widths[key] { return cached }
        guard fonts.primary(for: font.face) != nil else { return Self.estimatedWidth(of: text, font: font) }
        let shaped = fonts.shaper.shape(key.text, font: font, direction: direction, context: key.context)
        let points = shaped.advance / fonts.scale
        let result = points.isFinite ? max(0, points) : 0
        if widths.count >= maximumCachedWidths { widths.removeAll(keepingCapacity: true) }
        widths[key] = result
        return result
    }

    /// A long line is shaped once and kept by offset (`ParagraphAdvances`):
    /// the words and lines layout measures next are stretches of it.
    private func measureLongLine(_ text: Substring, font: ResolvedFont) -> CGFloat {
        let shaped = fonts.shaper.shape(String(text), font: font)
        if paragraphs.count >= maximumParagraphs { paragraphs.removeFirst() }
        paragraphs.append(ParagraphAdvances(line: text, font: font, shaped: shaped))
        let points = shaped.advance / fonts.scale
        return points.isFinite ? max(0, points) : 0
    }

    /// Without any font, text still takes room — an average Latin advance
    /// per character — so a window stays usable as boxes instead of
    /// collapsing every label to nothing.
    static func estimatedWidth(of text: Substring, font: ResolvedFont) -> CGFloat {
        CGFloat(text.count) * (font.size * 0.55 + font.tracking)
    }

    package func lineMetrics(of font: ResolvedFont) -> LineMetrics {
        followScale()
        let font = font.face
        if let cached = metrics[font] { return cached }
        guard let face = fonts.primary(for: font) else {
            // No fonts at all: an estimate keeps layout going.
            return LineMetrics(ascent: font.size * 0.8, descent: font.size * 0.2)
        }
        let scale = fonts.scale
        let ascent = Double(max(0, face.pointee.ascent)) / scale
        let descent = Double(max(0, face.pointee.descent)) / scale
        let height = Double(max(0, face.pointee.height)) / scale
        let result = LineMetrics(ascent: ascent, descent: descent, leading: max(0, height - ascent - descent))
        metrics[font] = result
        return result
    }

    package func lineBreakSegments(of text: Substring) -> [Substring] {
        lineBreaks.segments(of: text)
    }

    /// ICU's bidirectional algorithm, resolved once per paragraph and
    /// direction for all the lines painted from it.
    package func bidiLevels(of paragraph: Substring, direction: LayoutDirection) -> BidiLevels {
        UnicodeBidi.paragraphLevels(of: paragraph, direction: direction)
    }

    package func caretOffset(before index: String.Index, in line: Substring, font: ResolvedFont) -> CGFloat {
        guard fonts.primary(for: font.face) != nil else {
            return Self.estimatedWidth(of: line[line.startIndex..<min(max(index, line.startIndex), line.endIndex)], font: font)
        }
        let text = String(line)
        let offset = line.utf8.distance(from: line.startIndex, to: min(max(index, line.startIndex), line.endIndex))
        let shaped = fonts.shaper.cachedLine(text, font: font)
        return shaped.caretX(beforeUTF8: offset, count: text.utf8.count) / fonts.scale
    }

    /// The boundary whose caret is nearest `x`: every character boundary is
    /// tried, since in mixed-direction text position and order differ.
    package func characterBoundary(nearestTo x: CGFloat, in line: Substring, font: ResolvedFont) -> String.Index {
        var best = line.startIndex
        var bestDistance = CGFloat.infinity
        var index = line.startIndex
        while true {
            let distance = abs(caretOffset(before: index, in: line, font: font) - x)
            if distance < bestDistance { best = index; bestDistance = distance }
            guard index < line.endIndex else { break }
            index = line.index(after: index)
        }
        return best
    }
}
