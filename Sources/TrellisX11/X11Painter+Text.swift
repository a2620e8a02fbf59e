import CX11
import TrellisCore

/// Text drawn with Xft in per-font runs, so characters missing from the
/// requested font come from a fallback face instead of showing as boxes.
extension X11Painter {
    func drawText(_ string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor) {
        guard color.alpha > 0, !string.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        guard let draw = target.xftDraw else {
            Diagnostics.report("text in a clip shape or effect is not drawn: the X server has no 32-bit visual")
            return
        }
        // Whole-pixel pen positions keep glyph stems crisp.
        var pen = Int(max(-1e6, min(1e6, (origin.x * scale - target.origin.x).rounded())))
        let baseline = Int(max(-1e6, min(1e6, (origin.y * scale - target.origin.y).rounded())))
        var xftColor = color.xftColor
        for run in fonts.runs(of: Substring(string), font: font) {
            pen = XftText.draw(run.text, font: run.font, display: display, draw: draw,
                               color: &xftColor, x: pen, y: baseline)
        }
    }
}
