/// Items drawn into a surface of their own and then composited with
/// effects: what a non-rectangular clip, a mask, a shadow, a blur, a
/// colour effect, a blend mode, a compositing group and rotated text need.
///
/// Items are in window points, already transformed — except when
/// `transform` is not the identity, which only text under a rotation or
/// skew needs: the items are then in their own coordinates and the
/// composited result is mapped by `transform`.
package struct DisplayLayer: Sendable, Equatable {
    package var items: [DisplayItem]
    /// Maps the items' coordinates to window points.
    package var transform: CGAffineTransform = .identity
    /// The whole layer's opacity, applied once (a compositing group).
    package var opacity: Double = 1
    /// Anti-aliased clip in window points: only what lies inside shows.
    package var clip: Path?
    /// Whether `clip`'s inside is decided by the even-odd rule (else non-zero winding).
    package var clipIsEvenOdd = false
    /// Items whose alpha masks the layer, in window points.
    package var mask: [DisplayItem]?
    /// A blurred, tinted copy of the layer's alpha drawn behind it.
    package var shadow: DisplayShadow?
    /// Gaussian blur radius in points.
    package var blurRadius: CGFloat = 0
    /// A colour transform applied to every pixel.
    package var colorMatrix: ColorMatrix?
    package var blendMode: DisplayBlendMode = .normal

    package init(items: [DisplayItem] = []) { self.items = items }

    /// The largest blur radius, in points, a backend is asked to draw; a
    /// larger one is drawn at this radius (see `DisplayListRecorder`).
    package static let maximumBlurRadius: CGFloat = 64

    /// What the layer can touch, in window points.
    package var bounds: CGRect {
        var content = CGRect.null
        // Clip operations inside the layer only ever shrink what it draws.
        for item in items { if let box = item.bounds { content = content.union(box) } }
        guard !content.isNull else { return CGRect.zero }
        if transform != .identity { content = content.applying(transform) }
        if let clip { content = content.intersection(clip.boundingRect.insetBy(dx: -1, dy: -1)) }
        if let mask {
            var masked = CGRect.null
            for item in mask { if let box = item.bounds { masked = masked.union(box) } }
            content = content.intersection(masked)
        }
        if content.isNull { return .zero }
        let blur = min(blurRadius.finiteOrZero, Self.maximumBlurRadius)
        if blur > 0 { content = content.insetBy(dx: -blur * 2, dy: -blur * 2) }
        if let shadow {
            let radius = min(shadow.radius.finiteOrZero, Self.maximumBlurRadius)
            // Room for the blur on both the content and its shifted copy.
            let reach = -radius * 2 - 1
            content = content.insetBy(dx: reach, dy: reach)
            content = content.union(content.offsetBy(dx: shadow.offset.width.finiteOrZero, dy: shadow.offset.height.finiteOrZero))
        }
        return content
    }
}

/// A drop shadow: the layer's alpha, blurred by `radius` points, tinted
/// with `color` and moved by `offset`.
package struct DisplayShadow: Sendable, Equatable {
    package var color: RGBAColor
    package var radius: CGFloat
    package var offset: CGSize

    package init(color: RGBAColor, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// How a layer is combined with what is under it (the Porter-Duff and
/// PDF blend modes XRender offers).
package enum DisplayBlendMode: Sendable, Equatable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, plusLighter, sourceAtop, destinationOver,
         destinationOut,
         // The remaining Porter-Duff operators, which a `GraphicsContext` offers.
         clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor
}
