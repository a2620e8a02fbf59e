/// The foreground styles `foregroundStyle` and `foregroundColor` set, kept
/// unresolved: SwiftUI resolves a style where it is drawn, so `.primary`
/// set above an `.environment(\.colorScheme, .dark)` is the dark label
/// colour in the text below it. Each layer remembers the one around it,
/// which is what `.secondary` dims and `.foreground` means inside it.
final class ForegroundStyleLayer: Equatable, @unchecked Sendable {
    let style: AnyShapeStyle
    let outer: ForegroundStyleLayer?

    init(style: AnyShapeStyle, outer: ForegroundStyleLayer?) {
        self.style = style
        self.outer = outer
    }

    /// Styles that are `Hashable` compare by value; others are never equal,
    /// so a subtree under one counts as changed at every update.
    static func == (lhs: ForegroundStyleLayer, rhs: ForegroundStyleLayer) -> Bool {
        if lhs === rhs { return true }
        guard let left = lhs.style.style as? any Hashable, let right = rhs.style.style as? any Hashable,
              AnyHashable(left) == AnyHashable(right) else { return false }
        return lhs.outer == rhs.outer
    }
}

extension EnvironmentValues {
    /// The innermost foreground style set above; nil: the label colour.
    var foregroundStyleLayer: ForegroundStyleLayer? {
        get { self[ForegroundStyleLayerKey.self] }
        set { self[ForegroundStyleLayerKey.self] = newValue }
    }

    /// Makes `style` the foreground of the views below, unresolved.
    mutating func setForegroundStyle<S: ShapeStyle>(_ style: S) {
        foregroundStyleLayer = ForegroundStyleLayer(style: AnyShapeStyle(style), outer: foregroundStyleLayer)
    }

    /// This environment with the foreground that surrounds the innermost
    /// style: where that style is resolved, so a style that reads the
    /// foreground (`.secondary`, `.foreground`) reads the outer one.
    var outsideInnermostForeground: EnvironmentValues {
        var outer = self
        outer.foregroundStyleLayer = foregroundStyleLayer?.outer
        return outer
    }

    /// The foreground as one colour, resolved here: the innermost style
    /// set above (a gradient gives its representative colour), else the
    /// label colour of this environment's colour scheme.
    var foregroundColor: RGBAColor {
        guard let layer = foregroundStyleLayer else { return SystemPalette.color(.label, in: colorScheme) }
        let outer = outsideInnermostForeground
        return layer.style._resolve(in: outer).resolved(in: outer)
    }
}

private struct ForegroundStyleLayerKey: EnvironmentKey { static let defaultValue: ForegroundStyleLayer? = nil }
