import CX11
import TrellisCore

/// Text drawn as the shaper's glyphs, run by run, each run in its own
/// face, at the positions measuring used.
extension X11Painter {
    /// A line the shaper resolves, or with a `direction` one run in it (`DisplayTextRun`).
    func drawText(_ string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor,
                  direction: LayoutDirection? = nil, context: ShapingContext = .none) {
        guard color.alpha > 0, !string.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        guard let draw = target.xftDraw else {
            Diagnostics.report("text in a clip shape or effect is not drawn: the X server has no 32-bit visual")
            return
        }
        // Whole-pixel pen positions keep glyph stems crisp.
        let left = (max(-1e6, min(1e6, origin.x * scale - target.origin.x))).rounded()
        let baseline = (max(-1e6, min(1e6, origin.y * scale - target.origin.y))).rounded()
        // Xft positions glyphs with 16-bit coordinates: nothing is drawn
        // outside them (no window is that large).
        guard abs(baseline) < 30_000 else { return }
        let line = fonts.shaper.cachedLine(string, font: font, direction: direction, context: context)
        var xftColor = color.xftColor
        var specs: [XftGlyphSpec] = []
        for run in line.runs {
            specs.removeAll(keepingCapacity: true)
            for glyph in run.glyphs {
                let x = left + Double(glyph.x)
                guard abs(x) < 30_000 else { continue }
                specs.append(XftGlyphSpec(glyph: FT_UInt(glyph.id), x: Int16(x), y: Int16(clamping: Int(baseline + Double(glyph.y)))))
            }
            guard !specs.isEmpty else { continue }
            XftDrawGlyphSpec(draw, &xftColor, run.face, specs, Int32(clamping: specs.count))
        }
    }
}
