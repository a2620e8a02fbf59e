/// A background material, as SwiftUI's `Material`: `.background(.regularMaterial)`,
/// `.fill(.thinMaterial)`, `.foregroundStyle(.bar)`.
///
/// On a Mac a material blurs what lies behind it. X11 offers no blur of
/// what a window itself draws beneath a view (a compositor blurs only
/// whole windows, and only some compositors do), so Trellis paints each
/// material as a translucent grey from the system palette instead: light
/// or dark with the colour scheme where it is drawn, the thicker
/// materials more opaque. Text on a material stays as readable as on a
/// Mac; only the frosting is missing.
public struct Material: Sendable {
    let thickness: Thickness

    enum Thickness: Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A material that's more translucent than opaque.
    public static let thin = Material(thickness: .thin)
    /// A material that's somewhat translucent.
    public static let regular = Material(thickness: .regular)
    /// A material that's more opaque than translucent.
    public static let thick = Material(thickness: .thick)
    /// A mostly opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// A material matching the style of system toolbars.
    public static let bar = Material(thickness: .bar)

    /// The system colour this material is painted as.
    var systemColor: SystemColor {
        switch thickness {
        case .ultraThin: .materialUltraThin
        case .thin: .materialThin
        case .regular: .materialRegular
        case .thick: .materialThick
        case .ultraThick: .materialUltraThick
        case .bar: .materialBar
        }
    }
}

extension Material: ShapeStyle {
    /// The material's translucent grey for the scheme where it is drawn.
    public func _resolve(in environment: EnvironmentValues) -> Color { Color(system: systemColor) }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}
