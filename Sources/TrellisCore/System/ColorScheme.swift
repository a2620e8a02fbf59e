/// Light or dark appearance. The window's comes from the desktop (the XDG
/// portal's `color-scheme`, else an XSETTINGS theme name ending in
/// `-dark`) or from `preferredColorScheme(_:)`; a view can set another
/// for its own subtree with `.environment(\.colorScheme, .dark)`. System
/// colours, controls and chrome resolve in the scheme around them.
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
