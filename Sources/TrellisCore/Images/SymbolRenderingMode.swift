/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
/// Each icon Trellis maps a symbol name to is one layer, so every mode
/// draws it as SwiftUI draws a one-layer symbol: filled with the primary
/// foreground style (`.hierarchical` and `.palette` give the first layer
/// the primary style; `.multicolor` falls back to the foreground for a
/// symbol without colours of its own).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode of symbols below (nil: the symbol's preferred one).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the rendering mode of the symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This image with the given symbol rendering mode: the one layer of
    /// a mapped symbol draws in the primary foreground style in every mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
