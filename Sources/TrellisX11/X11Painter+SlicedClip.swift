import CX11
import TrellisCore

/// Layers clipped to a rect-like shape (a `RoundedRectangle`, a `Capsule`)
/// composited onto the target in nine pieces through a kept model of the
/// shape's coverage (`OutlineSlices` with no blur, `SliceModelCache`),
/// instead of through a mask rasterised over the whole layer in every
/// frame. The centre, wholly inside, needs no mask at all.
extension X11Painter {
    /// Composites `surface` (the layer drawn and its effects applied)
    /// through the layer's clip as slices. False, having drawn nothing,
    /// when the clip is not rect-like or the layer needs more than it.
    func compositeThroughSlicedClip(_ layer: DisplayLayer, surface: LayerSurface) -> Bool {
        guard slicesShapes, let clipPath = layer.clip, layer.mask == nil, layer.opacity == 1, layer.shadow == nil,
              layer.blendMode == .normal, let outline = rectLikeOutline(.path(clipPath, evenOdd: layer.clipIsEvenOdd)),
              let slices = OutlineSlices(outline: outline, reach: 0, phaseSteps: OutlineSlices.sharpPhaseSteps) else { return false }
        let key = SliceModelCache.Key(slices: slices.key, sigma: 0, color: [], evenOdd: layer.clipIsEvenOdd)
        guard let model = clipModels.model(for: key, make: {
            makeSliceModel(slices, evenOdd: layer.clipIsEvenOdd, color: nil, sigma: 0)
        }) else { return false }
        let area = surface.rect
        for piece in slicePieces(slices) {
            // Only what the surface holds.
            let rect = piece.rect.intersection(area)
            guard !rect.isNull, rect.width >= 1, rect.height >= 1 else { continue }
            let mask = piece.part == .centre ? 0 : model.picture(for: piece.part)
            XRenderComposite(display, PictOpOver, surface.picture, mask, target.picture,
                             Int32(rect.minX - area.minX), Int32(rect.minY - area.minY),
                             Int32(piece.modelX + Int(rect.minX - piece.rect.minX)), Int32(piece.modelY + Int(rect.minY - piece.rect.minY)),
                             Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
        }
        return true
    }
}
