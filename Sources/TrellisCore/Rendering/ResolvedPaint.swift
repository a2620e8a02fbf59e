import TrellisImageIO

/// What a shape style paints with once resolved for a rectangle: a colour,
/// or a gradient laid out over that rectangle.
package enum ResolvedPaint: Sendable, Equatable {
    case color(RGBAColor)
    case gradient(DisplayGradient)
    /// An image repeated over the filled area (`ImagePaint`), as a tiled item
    /// in the path's coordinates.
    case image(DisplayImage)

    /// A single colour standing for the paint (a gradient's middle), for
    /// what can only be one colour.
    package var representativeColor: RGBAColor {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.color(at: 0.5)
        case .image: RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        }
    }

    package func multiplyingAlpha(by factor: Double) -> ResolvedPaint {
        switch self {
        case .color(let color): return .color(color.multiplyingAlpha(by: factor))
        case .gradient(let gradient): return .gradient(gradient.multiplyingAlpha(by: factor))
        case .image(var image):
            image.opacity *= factor
            return .image(image)
        }
    }
}
