/// Effects drawn on the content as one picture: blur, colour changes,
/// blending, shadows and compositing groups.
nonisolated extension View {
    /// A Gaussian blur; `radius` is about two standard deviations.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        GraphicsEffectView(content: self, effect: .blur(radius: radius))
    }

    /// Adds `amount` to each colour channel (−1 black … 1 white).
    public func brightness(_ amount: Double) -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .brightness, amount: amount)))
    }

    /// Scales colours away from (or, below 1, toward) middle grey.
    public func contrast(_ amount: Double) -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .contrast, amount: amount)))
    }

    public func saturation(_ amount: Double) -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .saturation, amount: amount)))
    }

    public func grayscale(_ amount: Double) -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .grayscale, amount: amount)))
    }

    public func hueRotation(_ angle: Angle) -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .hueRotation, amount: angle.radians)))
    }

    /// Multiplies each colour channel by `color`'s.
    public func colorMultiply(_ color: Color) -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .multiply(color), amount: 1)))
    }

    public func colorInvert() -> some View {
        GraphicsEffectView(content: self, effect: .colorMatrix(ColorEffect(kind: .invert, amount: 1)))
    }

    public func blendMode(_ blendMode: BlendMode) -> some View {
        GraphicsEffectView(content: self, effect: .blendMode(blendMode))
    }

    /// A blurred copy of the content's shape, in `color`, behind it.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        GraphicsEffectView(content: self, effect: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Composites the content as one picture before the effects around it
    /// (an opacity fades the whole, not each overlapping part).
    public func compositingGroup() -> some View { GraphicsEffectView(content: self, effect: .group) }

    /// Renders the content offscreen as one picture, then draws it.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        GraphicsEffectView(content: self, effect: .group)
    }
}

/// How a view's colours combine with what is under it, as SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter

    var displayMode: DisplayBlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        // XRender has no "plus darker"; its nearest operator is darken.
        case .plusDarker: .darken
        case .plusLighter: .plusLighter
        }
    }
}

/// The colour space a drawing group renders in. Trellis draws in sRGB
/// either way.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
