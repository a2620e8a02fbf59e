import CX11
import TrellisCore

/// Layers: items drawn onto a surface of their own (32-bit ARGB), then
/// composited into the target through their clip, mask and opacity, with
/// their shadow, blur, colour matrix and blend mode. Only the part of a
/// layer that can reach the visible region is drawn, so a layer costs at
/// most the clip's area.
extension X11Painter {
    /// A layer larger than this many pixels is drawn without its effects.
    static let maximumLayerPixels: CGFloat = 16_777_216

    func drawLayer(_ layer: DisplayLayer) {
        // The core nests layers at most `DisplayListRecorder.maximumLayerDepth` deep; a
        // list made elsewhere is held to twice that.
        guard layerDepth < 2 * 16 else { return replay(layer.items) }
        let visible = clip.current ?? CGRect(x: 0, y: 0, width: target.width, height: target.height)
        guard layer.transform == .identity else { return drawTransformedLayer(layer, visible: visible) }
        let bounds = ClipStack.pixelRect(layer.bounds, scale: scale).offsetBy(dx: -target.origin.x, dy: -target.origin.y)
        // What can change a visible pixel: content up to a blur's reach
        // away, and content whose shadow falls on it.
        let blur = blurSigma(layer.blurRadius)
        var reach = visible.insetBy(dx: -3 * blur - 1, dy: -3 * blur - 1)
        if let shadow = layer.shadow {
            let spread = 3 * blurSigma(shadow.radius) + 1
            reach = reach.union(visible.offsetBy(dx: -shadow.offset.width.finiteValue * scale, dy: -shadow.offset.height.finiteValue * scale)
                .insetBy(dx: -spread, dy: -spread))
        }
        let area = bounds.intersection(reach).integral
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return }
        // A rect-like shape's shadow needs no surface and no blur.
        if layer.shadow != nil, drawWithSlicedShadow(layer) { return }
        guard area.width * area.height <= Self.maximumLayerPixels, let surface = makeSurface(area, pooled: true) else {
            Diagnostics.report("a clip shape or effect covers more than \(Int(Self.maximumLayerPixels)) pixels; it is drawn without its effects")
            return replay(layer.items)
        }
        defer { recycle(surface) }
        render(layer.items, into: surface)
        applyEffects(layer, to: surface)
        // A rect-like clip shape needs no mask of the layer's size.
        if layer.clip != nil, compositeThroughSlicedClip(layer, surface: surface) { return }
        // A small clip shape's coverage is kept from frame to frame.
        if layer.clip != nil, compositeThroughKeptClipMask(layer, surface: surface, area: area) { return }
        let mask = makeLayerMask(layer, area: area)
        defer { if let mask { XRenderFreePicture(display, mask.picture); if mask.pixmap != 0 { XFreePixmap(display, mask.pixmap) } } }
        if let shadow = layer.shadow { drawShadow(shadow, of: surface, mask: mask?.picture ?? 0) }
        XRenderComposite(display, layer.blendMode.renderOp, surface.picture, mask?.picture ?? 0, target.picture,
                         0, 0, 0, 0, Int32(area.minX), Int32(area.minY), UInt32(area.width), UInt32(area.height))
    }

    /// Draws `items` onto `surface` (whose `rect` is in target pixels).
    func render(_ items: [DisplayItem], into surface: LayerSurface) {
        let savedTarget = target!, savedClip = clip
        target = surface.target(parentOrigin: savedTarget.origin)
        clip = ClipStack(bounds: CGRect(x: 0, y: 0, width: surface.rect.width, height: surface.rect.height), limitsToBounds: true)
        applyClip()
        layerDepth += 1
        replay(items)
        layerDepth -= 1
        target = savedTarget
        clip = savedClip
        applyClip()
    }

    /// Items in their own coordinates (text under a rotation), drawn upright
    /// and mapped onto the target by the layer's transform, bilinearly.
    private func drawTransformedLayer(_ layer: DisplayLayer, visible: CGRect) {
        var local = CGRect.null
        for item in layer.items { if let box = item.bounds { local = local.union(box) } }
        guard !local.isNull, layer.transform.isInvertible else { return }
        let localPixels = ClipStack.pixelRect(local, scale: scale)
        guard localPixels.width >= 1, localPixels.height >= 1,
              localPixels.width * localPixels.height <= Self.maximumLayerPixels else { return }
        // Layer pixel → target pixel.
        let fromLayer = CGAffineTransform(translationX: localPixels.minX, y: localPixels.minY)
        let toPoints = fromLayer.concatenating(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale))
        let mapped: CGAffineTransform = toPoints.concatenating(layer.transform)
        let inPixels: CGAffineTransform = mapped.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let toTarget: CGAffineTransform = inPixels.concatenating(CGAffineTransform(translationX: -target.origin.x, y: -target.origin.y))
        let destination = CGRect(origin: .zero, size: localPixels.size).applying(toTarget).intersection(visible).integral
        guard !destination.isNull, destination.width >= 1, destination.height >= 1,
              let surface = makeSurface(CGRect(x: 0, y: 0, width: localPixels.width, height: localPixels.height)) else { return }
        defer { surface.release(display) }
        // The surface's own origin is the local pixel rectangle's corner.
        let savedTarget = target!, savedClip = clip
        target = RenderTarget(pixmap: surface.pixmap, picture: surface.picture, xftDraw: surface.xftDraw,
                              origin: localPixels.origin, width: Int(localPixels.width), height: Int(localPixels.height))
        clip = ClipStack(bounds: CGRect(origin: .zero, size: localPixels.size), limitsToBounds: true)
        applyClip()
        layerDepth += 1
        replay(layer.items)
        layerDepth -= 1
        target = savedTarget
        clip = savedClip
        applyClip()
        setTransform(toTarget.inverted(), on: surface.picture, filter: "bilinear")
        XRenderComposite(display, layer.blendMode.renderOp, surface.picture, 0, target.picture,
                         Int32(destination.minX), Int32(destination.minY), 0, 0,
                         Int32(destination.minX), Int32(destination.minY), UInt32(destination.width), UInt32(destination.height))
    }

    /// Applies the colour matrix and the blur, in place.
    private func applyEffects(_ layer: DisplayLayer, to surface: LayerSurface) {
        if let matrix = layer.colorMatrix { applyColorMatrix(matrix, to: surface) }
        let sigma = blurSigma(layer.blurRadius)
        if sigma > 0 { blur(surface, sigma: sigma) }
    }

    /// The mask the layer is composited through: its clip's coverage, its
    /// mask items' alpha, and its opacity, combined. Nil when none applies.
    private func makeLayerMask(_ layer: DisplayLayer, area: CGRect) -> (pixmap: Pixmap, picture: Picture)? {
        var mask: AlphaMask?
        if let clipPath = layer.clip {
            // Snapped as fills are, so a clip shape and a fill of the same shape agree.
            let polygons = snappedPolygons(clipPath)
            guard let made = AlphaMask(connection: connection, drawable: target.pixmap, rect: area) else { return nil }
            if layer.clipIsEvenOdd { made.fillEvenOdd(polygons) } else { made.fill(polygons) }
            made.releaseOpaqueSource()
            mask = made
        }
        if let items = layer.mask {
            if let surface = makeSurface(area) {
                render(items, into: surface)
                if let existing = mask {
                    // Clip and mask both: keep what both allow.
                    XRenderComposite(display, PictOpIn, surface.picture, 0, existing.picture, 0, 0, 0, 0, 0, 0,
                                     UInt32(area.width), UInt32(area.height))
                    surface.release(display)
                } else {
                    surface.releaseKeepingPicture(display)
                    mask = AlphaMask(adopting: surface.pixmap, picture: surface.picture, rect: area, connection: connection)
                }
            }
        }
        let opacity = layer.opacity.isFinite ? max(0, min(1, layer.opacity)) : 0
        if opacity < 1 {
            var color = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16(opacity * 65535))
            let solid = XRenderCreateSolidFill(display, &color)
            guard let existing = mask else { return (0, solid) }
            XRenderComposite(display, PictOpIn, solid, 0, existing.picture, 0, 0, 0, 0, 0, 0,
                             UInt32(area.width), UInt32(area.height))
            XRenderFreePicture(display, solid)
        }
        return mask.map { ($0.pixmap, $0.picture) }
    }

    /// The layer's alpha, tinted, blurred and moved, composited under it.
    private func drawShadow(_ shadow: DisplayShadow, of surface: LayerSurface, mask: Picture) {
        guard shadow.color.alpha > 0, let tinted = makeSurface(surface.rect, pooled: true) else { return }
        defer { recycle(tinted) }
        withSolidFill(shadow.color) { source in
            XRenderComposite(display, PictOpSrc, source, surface.picture, tinted.picture, 0, 0, 0, 0, 0, 0,
                             UInt32(surface.rect.width), UInt32(surface.rect.height))
        }
        let sigma = blurSigma(shadow.radius)
        if sigma > 0 { blur(tinted, sigma: sigma) }
        // An offset beyond any screen puts the shadow out of sight.
        let dx = max(-1e5, min(1e5, (shadow.offset.width.finiteValue * scale).rounded()))
        let dy = max(-1e5, min(1e5, (shadow.offset.height.finiteValue * scale).rounded()))
        XRenderComposite(display, PictOpOver, tinted.picture, mask, target.picture, 0, 0, Int32(-dx), Int32(-dy),
                         Int32(surface.rect.minX + dx), Int32(surface.rect.minY + dy),
                         UInt32(surface.rect.width), UInt32(surface.rect.height))
    }

    /// The Gaussian's standard deviation in pixels for a blur radius in
    /// points (SwiftUI's radius is about two deviations), capped.
    func blurSigma(_ radius: CGFloat) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, DisplayLayer.maximumBlurRadius) * scale / 2
    }

    func setTransform(_ t: CGAffineTransform, on picture: Picture, filter: String) {
        func fixed(_ v: CGFloat) -> XFixed { XFixed(clamping: Int64((v * 65536).rounded())) }
        var matrix = XTransform(matrix: ((fixed(t.a), fixed(t.c), fixed(t.tx)), (fixed(t.b), fixed(t.d), fixed(t.ty)),
                                         (0, 0, fixed(1))))
        XRenderSetPictureTransform(display, picture, &matrix)
        XRenderSetPictureFilter(display, picture, filter, nil, 0)
    }
}

extension CGAffineTransform {
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return determinant.isFinite && abs(determinant) > 1e-12
    }
}

extension CGFloat {
    var finiteValue: CGFloat { isFinite ? self : 0 }
}

extension DisplayBlendMode {
    /// The XRender operator that composites a layer this way.
    var renderOp: Int32 {
        switch self {
        case .normal: PictOpOver
        case .multiply: PictOpMultiply
        case .screen: PictOpScreen
        case .overlay: PictOpOverlay
        case .darken: PictOpDarken
        case .lighten: PictOpLighten
        case .colorDodge: PictOpColorDodge
        case .colorBurn: PictOpColorBurn
        case .softLight: PictOpSoftLight
        case .hardLight: PictOpHardLight
        case .difference: PictOpDifference
        case .exclusion: PictOpExclusion
        case .hue: PictOpHSLHue
        case .saturation: PictOpHSLSaturation
        case .color: PictOpHSLColor
        case .luminosity: PictOpHSLLuminosity
        case .plusLighter: PictOpAdd
        case .sourceAtop: PictOpAtop
        case .destinationOver: PictOpOverReverse
        case .destinationOut: PictOpOutReverse
        case .clear: PictOpClear
        case .copy: PictOpSrc
        case .sourceIn: PictOpIn
        case .sourceOut: PictOpOut
        case .destinationIn: PictOpInReverse
        case .destinationAtop: PictOpAtopReverse
        case .xor: PictOpXor
        }
    }
}
