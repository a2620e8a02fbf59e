/// What a shape style paints with once resolved for a rectangle: a colour,
/// or a gradient laid out over that rectangle.
package enum ResolvedPaint: Sendable, Equatable {
    case color(RGBAColor)
    case gradient(DisplayGradient)

    /// A single colour standing for the paint (a gradient's middle), for
    /// what can only be one colour.
    package var representativeColor: RGBAColor {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.color(at: 0.5)
        }
    }

    package func multiplyingAlpha(by factor: Double) -> ResolvedPaint {
        switch self {
        case .color(let color): .color(color.multiplyingAlpha(by: factor))
        case .gradient(let gradient): .gradient(gradient.multiplyingAlpha(by: factor))
        }
    }
}
