import CX11
import TrellisCore

/// Shadows of layers whose alpha is one rect-like shape (`ShadowCaster`,
/// `RectLikeOutline`), drawn as nine slices of a blurred model kept on the
/// server (`OutlineSlices`, `SliceModelCache`) instead of blurring the
/// layer's alpha in every frame. A tile whose width changes in every frame
/// of a resize then costs nine composites and no blur; its content is
/// drawn straight onto the target, as the layer has no other effect.
extension X11Painter {
    /// Draws `layer`'s shadow as slices, then its items. False, having
    /// drawn nothing, when the layer needs the general path.
    func drawWithSlicedShadow(_ layer: DisplayLayer) -> Bool {
        guard slicesShapes, let shadow = layer.shadow, layer.clip == nil, layer.mask == nil, layer.opacity == 1,
              layer.transform == .identity, blurSigma(layer.blurRadius) == 0, layer.colorMatrix == nil,
              layer.blendMode == .normal, let caster = ShadowCaster(items: layer.items),
              let outline = rectLikeOutline(caster.shape) else { return false }
        var cover: CGRect?
        if let path = caster.cover {
            guard let rect = path.axisAlignedRectangle else { return false }
            cover = snappedPixelRect(rect, of: path)
        }
        let sigma = blurSigma(shadow.radius)
        guard let slices = OutlineSlices(outline: outline, reach: blurReach(sigma), cover: cover) else { return false }
        if shadow.color.alpha > 0 {
            let color = shadow.color.premultipliedRenderColor
            let evenOdd = if case .path(_, true) = caster.shape { true } else { false }
            let key = SliceModelCache.Key(slices: slices.key, sigma: Int32((sigma * 64).rounded()),
                                          color: [color.red, color.green, color.blue, color.alpha], evenOdd: evenOdd)
            guard let model = shadowModels.model(for: key, make: {
                makeSliceModel(slices, evenOdd: evenOdd, color: color, sigma: sigma)
            }) else { return false }
            // An offset beyond any screen puts the shadow out of sight.
            let dx = Int(max(-1e5, min(1e5, (shadow.offset.width.finiteValue * scale).rounded())))
            let dy = Int(max(-1e5, min(1e5, (shadow.offset.height.finiteValue * scale).rounded())))
            for piece in slicePieces(slices, dx: dx, dy: dy) {
                XRenderComposite(display, PictOpOver, model.picture(for: piece.part), 0, target.picture,
                                 Int32(piece.modelX), Int32(piece.modelY), 0, 0, Int32(clamping: Int(piece.rect.minX)),
                                 Int32(clamping: Int(piece.rect.minY)), UInt32(piece.rect.width), UInt32(piece.rect.height))
            }
        }
        layerDepth += 1
        replay(layer.items)
        layerDepth -= 1
        return true
    }
}
