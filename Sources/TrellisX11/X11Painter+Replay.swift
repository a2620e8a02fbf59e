import CX11
import TrellisCore

/// Draws display items, in order, onto the current target.
extension X11Painter {
    /// Replays `items`; with `region` (target pixels), items wholly outside
    /// it are skipped.
    func replay(_ items: [DisplayItem], skippingOutside region: CGRect? = nil) {
        for item in items {
            // Items wholly outside the repainted region cost nothing.
            if let region, let bounds = item.bounds,
               !ClipStack.pixelRect(bounds, scale: scale).offsetBy(dx: -target.origin.x, dy: -target.origin.y)
                .intersects(region) { continue }
            switch item {
            case .pushClip(let rect):
                clip.push(rect, scale: scale, origin: target.origin)
                applyClip()
            case .popClip:
                clip.pop()
                applyClip()
            case .fill(let path, let color):
                if !clip.isEmpty { fill(path, color: color) }
            case .stroke(let path, let width, let color):
                if !clip.isEmpty { stroke(path, width: width, color: color) }
            case .text(let string, let origin, let font, let color):
                if !clip.isEmpty { drawText(string, origin: origin, font: font, color: color) }
            case .textRun(let run):
                if !clip.isEmpty {
                    drawText(run.string, origin: run.origin, font: run.font, color: run.color,
                             direction: run.isRightToLeft ? .rightToLeft : .leftToRight, context: run.context)
                }
            case .shade(let path, let gradient):
                if !clip.isEmpty { shade(path, gradient: gradient) }
            case .image(let image):
                if !clip.isEmpty { drawImage(image) }
            case .layer(let layer):
                if !clip.isEmpty { drawLayer(layer) }
            }
        }
    }
}
