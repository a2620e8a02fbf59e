/// Light or dark appearance. Trellis draws its system colours (window
/// background, text, button and menu chrome) in their light forms only,
/// so the environment says `.light` unless a view sets another value for
/// its own subtree with `.environment(\.colorScheme, .dark)`; the
/// desktop's dark theme is not followed yet.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
