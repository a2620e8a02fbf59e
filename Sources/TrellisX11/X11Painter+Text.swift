import CX11
import TrellisCore

/// Text drawn with Xft in per-font runs, so characters missing from the
/// requested font come from a fallback face instead of showing as boxes.
extension X11Painter {
    func drawText(_ string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor, in buffer: BackBuffer) {
        guard color.alpha > 0, !string.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        // Whole-pixel pen positions keep glyph stems crisp.
        var pen = Int(max(-1e6, min(1e6, (origin.x * scale).rounded())))
        let baseline = Int(max(-1e6, min(1e6, (origin.y * scale).rounded())))
        var xftColor = color.xftColor
        for run in fonts.runs(of: Substring(string), font: font) {
            pen = XftText.draw(run.text, font: run.font, display: display, draw: buffer.xftDraw,
                               color: &xftColor, x: pen, y: baseline)
        }
    }
}
