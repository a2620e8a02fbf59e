import CX11
import TrellisCore

/// Shadows of layers whose alpha is one rect-like shape (`ShadowCaster`,
/// `RectLikeOutline`), drawn as nine slices of a blurred model kept on the
/// server (`ShadowSlices`, `ShadowSliceCache`) instead of blurring the
/// layer's alpha in every frame. A tile whose width changes in every frame
/// of a resize then costs nine composites and no blur; its content is
/// drawn straight onto the target, as the layer has no other effect.
extension X11Painter {
    /// Draws `layer`'s shadow as slices, then its items. False, having
    /// drawn nothing, when the layer needs the general path.
    func drawWithSlicedShadow(_ layer: DisplayLayer) -> Bool {
        guard slicesShadows, let shadow = layer.shadow, layer.clip == nil, layer.mask == nil, layer.opacity == 1,
              layer.transform == .identity, blurSigma(layer.blurRadius) == 0, layer.colorMatrix == nil,
              layer.blendMode == .normal, let caster = ShadowCaster(items: layer.items),
              let outline = rectLikeOutline(caster.shape) else { return false }
        var cover: CGRect?
        if let path = caster.cover {
            guard let rect = path.axisAlignedRectangle else { return false }
            cover = snappedPixelRect(rect, of: path)
        }
        let sigma = blurSigma(shadow.radius)
        guard let slices = ShadowSlices(outline: outline, reach: blurReach(sigma), cover: cover) else { return false }
        if shadow.color.alpha > 0 {
            var color = shadow.color.premultipliedRenderColor
            let evenOdd = if case .path(_, true) = caster.shape { true } else { false }
            let key = ShadowSliceCache.Key(slices: slices.key, sigma: Int32((sigma * 64).rounded()),
                                           color: [color.red, color.green, color.blue, color.alpha], evenOdd: evenOdd)
            guard let model = shadowModels.model(for: key, make: {
                makeShadowModel(slices, sigma: sigma, color: &color, evenOdd: evenOdd)
            }) else { return false }
            // An offset beyond any screen puts the shadow out of sight.
            let dx = Int(max(-1e5, min(1e5, (shadow.offset.width.finiteValue * scale).rounded())))
            let dy = Int(max(-1e5, min(1e5, (shadow.offset.height.finiteValue * scale).rounded())))
            composite(model, slices: slices, dx: dx, dy: dy)
        }
        layerDepth += 1
        replay(layer.items)
        layerDepth -= 1
        return true
    }

    /// The shape's outline in target pixels, its sides where drawing it
    /// puts them (snapped as fills and clip shapes are).
    private func rectLikeOutline(_ shape: ShadowCaster.Shape) -> RectLikeOutline? {
        switch shape {
        case .clipRectangle(let rect):
            let pixels = ClipStack.pixelRect(rect, scale: scale).offsetBy(dx: -target.origin.x, dy: -target.origin.y)
            guard pixels.width >= 1, pixels.height >= 1 else { return nil }
            return RectLikeOutline(pixelRect: pixels)
        case .path(let path, _):
            // Flattened as `snappedPolygons` flattens it.
            let polygons = path.polygons(tolerance: 0.25 / scale)
            guard polygons.count == 1, let polygon = polygons.first else { return nil }
            var bounds = CGRect.null
            for p in polygon { bounds = bounds.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
            guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
            return RectLikeOutline(polygon: polygon, scale: scale, sides: snappedPixelRect(bounds, of: path))
        }
    }

    /// `rect` (points, the bounds of `path`) in target pixels, moved as
    /// `PixelSnapping` moves `path`'s points.
    private func snappedPixelRect(_ rect: CGRect, of path: Path) -> CGRect {
        let pixels = CGRect(x: rect.minX * scale - target.origin.x, y: rect.minY * scale - target.origin.y,
                            width: rect.width * scale, height: rect.height * scale)
        return PixelSnapping(path: path, scale: scale, origin: target.origin)?.apply(pixels) ?? pixels
    }

    /// The model's coverage tinted with `color` and blurred as the general
    /// path blurs a layer's alpha, with its strips and centre.
    private func makeShadowModel(_ slices: ShadowSlices, sigma: CGFloat, color: inout XRenderColor,
                                 evenOdd: Bool) -> ShadowSliceCache.Model? {
        let width = slices.horizontal.modelSize, height = slices.vertical.modelSize
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        guard width * height <= ShadowSliceCache.maximumModelPixels, let surface = makeSurface(bounds),
              let coverage = AlphaMask(connection: connection, drawable: surface.pixmap, rect: bounds) else { return nil }
        surface.releaseKeepingPicture(display)
        if evenOdd { coverage.fillEvenOdd([slices.modelPolygon]) } else { coverage.fill([slices.modelPolygon]) }
        var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        for cut in slices.modelCuts {
            XRenderFillRectangle(display, PictOpSrc, coverage.picture, &transparent, Int32(cut.minX), Int32(cut.minY),
                                 UInt32(cut.width), UInt32(cut.height))
        }
        let source = XRenderCreateSolidFill(display, &color)
        XRenderComposite(display, PictOpSrc, source, coverage.picture, surface.picture, 0, 0, 0, 0, 0, 0,
                         UInt32(width), UInt32(height))
        XRenderFreePicture(display, source)
        coverage.release()
        if sigma > 0 { blur(surface, sigma: sigma) }
        let xs = slices.horizontal, ys = slices.vertical
        let column = makeRepeatingCopy(of: surface.picture, x: xs.modelMiddle, y: 0, width: 1, height: height)
        let row = makeRepeatingCopy(of: surface.picture, x: 0, y: ys.modelMiddle, width: width, height: 1)
        let centre = makeRepeatingCopy(of: surface.picture, x: xs.modelMiddle, y: ys.modelMiddle, width: 1, height: 1)
        return ShadowSliceCache.Model(pixmaps: [surface.pixmap, column.pixmap, row.pixmap, centre.pixmap],
                                      pictures: [surface.picture, column.picture, row.picture, centre.picture],
                                      pixelCount: width * height + width + height + 1)
    }

    /// A copy of part of `picture` as a picture that repeats.
    private func makeRepeatingCopy(of picture: Picture, x: Int, y: Int, width: Int, height: Int) -> (pixmap: Pixmap, picture: Picture) {
        let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32))
        let pixmap = XCreatePixmap(display, window.id, UInt32(width), UInt32(height), 32)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatNormal
        let copy = XRenderCreatePicture(display, pixmap, format, UInt(CPRepeat), &attributes)
        XRenderComposite(display, PictOpSrc, picture, 0, copy, Int32(x), Int32(y), 0, 0, 0, 0, UInt32(width), UInt32(height))
        return (pixmap, copy)
    }

    /// The nine slices onto the target: corners from the model, edges
    /// from its strips, the centre from its centre pixel.
    private func composite(_ model: ShadowSliceCache.Model, slices: ShadowSlices, dx: Int, dy: Int) {
        func parts(_ axis: ShadowSlices.Axis, offset: Int) -> [(source: Int, destination: Int, size: Int, stretched: Bool)] {
            let start = axis.start + offset
            guard axis.stretches else { return [(0, start, axis.near, false)] }
            return [(0, start, axis.near, false), (0, start + axis.near, axis.middle, true),
                    (axis.near + 1, start + axis.near + axis.middle, axis.far, false)]
        }
        for row in parts(slices.vertical, offset: dy) where row.size > 0 {
            for column in parts(slices.horizontal, offset: dx) where column.size > 0 {
                let source = switch (column.stretched, row.stretched) {
                case (false, false): model.corners
                case (true, false): model.column
                case (false, true): model.row
                case (true, true): model.centre
                }
                XRenderComposite(display, PictOpOver, source, 0, target.picture,
                                 Int32(column.stretched ? 0 : column.source), Int32(row.stretched ? 0 : row.source), 0, 0,
                                 Int32(clamping: column.destination), Int32(clamping: row.destination),
                                 UInt32(column.size), UInt32(row.size))
            }
        }
    }
}
