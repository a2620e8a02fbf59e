import CX11
import TrellisCore

/// Layers clipped to a small shape that is not rect-like (an image in a
/// `Circle`, a star) composited through the shape's kept coverage
/// (`CoverageMaskCache`, as small fills are) instead of a mask rasterised
/// in every frame. The same outline at another whole-pixel position reuses
/// the mask; a shape larger than the cache keeps takes the general path.
extension X11Painter {
    /// Composites `surface` (covering `area`, in target pixels) through the
    /// layer's clip shape's kept coverage. False, having drawn nothing,
    /// when the layer needs more than a clip or the shape is not kept.
    func compositeThroughKeptClipMask(_ layer: DisplayLayer, surface: LayerSurface, area: CGRect) -> Bool {
        guard slicesShapes, let clipPath = layer.clip, !layer.clipIsEvenOdd, layer.mask == nil, layer.opacity == 1,
              layer.shadow == nil else { return false }
        let outline = snappedOutline(clipPath)
        guard let placement = outline.placement,
              let mask = masks.mask(for: outline.polygons, at: placement, drawable: target.pixmap) else { return false }
        // Only where the mask and the surface overlap can anything show.
        let rect = mask.rect.intersection(area)
        guard !rect.isNull, rect.width >= 1, rect.height >= 1 else { return true }
        XRenderComposite(display, layer.blendMode.renderOp, surface.picture, mask.picture, target.picture,
                         Int32(rect.minX - area.minX), Int32(rect.minY - area.minY),
                         Int32(rect.minX - mask.rect.minX), Int32(rect.minY - mask.rect.minY),
                         Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
        return true
    }
}
