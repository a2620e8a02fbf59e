/// A colour, as SwiftUI's `Color`. The named colours (`.red`, `.primary`,
/// `.accentColor` …) are system colours: like SwiftUI's they adapt to the
/// environment they are shown in — light or dark (`SystemPalette`), and
/// for `accentColor` the `accentColor(_:)` set above. A colour made from
/// components is the same everywhere.
public struct Color: Hashable, Sendable {
    let provider: Provider

    enum Provider: Hashable, Sendable {
        /// Components, the same in every environment.
        case fixed(RGBAColor)
        /// A system colour resolved per colour scheme, at `opacity`.
        case system(SystemColor, opacity: Double)
        /// The environment's accent colour (else the system's), at `opacity`.
        case accent(opacity: Double)
        /// Two colours mixed where shown (`mix(with:by:in:)`), at `opacity`.
        indirect case mixed(ColorMix, opacity: Double)
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        provider = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    public init(white: Double, opacity: Double = 1) {
        provider = .fixed(RGBAColor(red: white, green: white, blue: white, alpha: opacity))
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = saturation.clampedUnit, v = brightness.clampedUnit
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        provider = .fixed(RGBAColor(red: r, green: g, blue: b, alpha: opacity))
    }

    init(_ rgba: RGBAColor) { provider = .fixed(rgba) }

    /// A system colour by meaning, chosen for the scheme it is shown in.
    package init(system name: SystemColor) { provider = .system(name, opacity: 1) }

    private init(provider: Provider) { self.provider = provider }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        switch provider {
        case .fixed(let rgba): Color(rgba.multiplyingAlpha(by: opacity))
        case .system(let name, let base): Color(provider: .system(name, opacity: base * opacity.clampedUnit))
        case .accent(let base): Color(provider: .accent(opacity: base * opacity.clampedUnit))
        case .mixed(let mix, let base): Color(provider: .mixed(mix, opacity: base * opacity.clampedUnit))
        }
    }

    init(mixing mix: ColorMix) { provider = .mixed(mix, opacity: 1) }

    /// The components this colour paints with in `environment`.
    package func resolved(in environment: EnvironmentValues) -> RGBAColor {
        switch provider {
        case .fixed(let rgba):
            return rgba
        case .system(let name, let opacity):
            return SystemPalette.color(name, in: environment.colorScheme).multiplyingAlpha(by: opacity)
        case .accent(let opacity):
            let accent = environment.accentColorOverride.map { $0.resolvedIgnoringAccent(in: environment) }
                ?? SystemPalette.color(.accent, in: environment.colorScheme)
            return accent.multiplyingAlpha(by: opacity)
        case .mixed(let mix, let opacity):
            return mix.resolved(in: environment).multiplyingAlpha(by: opacity)
        }
    }

    /// The components for a colour set as the accent: an accent colour
    /// that is itself `Color.accentColor` means the system's.
    private func resolvedIgnoringAccent(in environment: EnvironmentValues) -> RGBAColor {
        if case .accent(let opacity) = provider {
            return SystemPalette.color(.accent, in: environment.colorScheme).multiplyingAlpha(by: opacity)
        }
        return resolved(in: environment)
    }

    public static let clear = Color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    public static let black = Color(RGBAColor(red: 0, green: 0, blue: 0))
    public static let white = Color(RGBAColor(red: 1, green: 1, blue: 1))
    public static let gray = Color(system: .gray)
    public static let red = Color(system: .red)
    public static let orange = Color(system: .orange)
    public static let yellow = Color(system: .yellow)
    public static let green = Color(system: .green)
    public static let mint = Color(system: .mint)
    public static let teal = Color(system: .teal)
    public static let cyan = Color(system: .cyan)
    public static let blue = Color(system: .blue)
    public static let indigo = Color(system: .indigo)
    public static let purple = Color(system: .purple)
    public static let pink = Color(system: .pink)
    public static let brown = Color(system: .brown)
    /// Text and symbols (macOS `labelColor`): 85% black, or 85% white in dark.
    public static let primary = Color(system: .label)
    /// Less important text (macOS `secondaryLabelColor`): the label colour at 50/85 of its opacity.
    public static let secondary = Color(system: .label).opacity(0.5 / 0.85)
    /// The accent: what `accentColor(_:)` set above the view, else the
    /// desktop's blue (GNOME Adwaita's #3584e4).
    public static let accentColor = Color(provider: .accent(opacity: 1))

    /// The window background (macOS `windowBackgroundColor`).
    static let windowBackground = Color(system: .windowBackground)
}
