import CX11
import TrellisCore

/// The core's `TextMeasurer`, answered by Xft with the fonts the painter
/// will draw with, so that layout and painting agree to the pixel.
/// Results are in points (pixels ÷ scale).
@MainActor
package final class XftTextMeasurer: TextMeasurer {
    package let fonts: XftFontCache
    /// Layout measures the same words again at every width change. Keys
    /// are copied to `String` so a cached word does not keep a long text alive.
    private var widths: [WidthKey: CGFloat] = [:]
    private var metrics: [ResolvedFont: LineMetrics] = [:]
    /// Bounds the width cache: a long session with changing text must not grow it forever.
    private let maximumCachedWidths = 20_000

    private struct WidthKey: Hashable {
        var text: String
        var font: ResolvedFont
    }

    package init(fonts: XftFontCache) {
        self.fonts = fonts
    }

    package func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let key = WidthKey(text: String(text), font: font)
        if let cached = widths[key] { return cached }
        guard fonts.primary(for: font) != nil else { return Self.estimatedWidth(of: text, font: font) }
        let display = fonts.connection.display
        var pixels = 0
        for run in fonts.runs(of: text, font: font) {
            pixels += XftText.advance(run.text, font: run.font, display: display)
        }
        let points = CGFloat(max(0, pixels)) / fonts.scale
        let result = points.isFinite ? points : 0
        if widths.count >= maximumCachedWidths { widths.removeAll(keepingCapacity: true) }
        widths[key] = result
        return result
    }

    /// Without any font, text still takes room — an average Latin advance
    /// per character — so a window stays usable as boxes instead of
    /// collapsing every label to nothing.
    static func estimatedWidth(of text: Substring, font: ResolvedFont) -> CGFloat {
        CGFloat(text.count) * font.size * 0.55
    }

    package func lineMetrics(of font: ResolvedFont) -> LineMetrics {
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
}
