/// The foreground styles `foregroundStyle` and `foregroundColor` set, kept
/// unresolved: SwiftUI resolves a style where it is drawn, so `.primary`
/// set above an `.environment(\.colorScheme, .dark)` is the dark label
/// colour in the text below it. Each layer remembers the one around it,
/// which is what `.secondary` dims and `.foreground` means inside it.
final class ForegroundStyleLayer: Equatable, @unchecked Sendable {
    let style: AnyShapeStyle
    /// The secondary and tertiary styles `foregroundStyle(_:_:_:)` set
    /// (empty: the levels are the primary style dimmed).
    let lowerLevels: [AnyShapeStyle]
    let outer: ForegroundStyleLayer?

    init(style: AnyShapeStyle, lowerLevels: [AnyShapeStyle] = [], outer: ForegroundStyleLayer?) {
        self.style = style
        self.lowerLevels = lowerLevels
        self.outer = outer
    }

    /// The style set for `level` (1 secondary, 2 tertiary, 3 quaternary);
    /// levels below the last one set take the last one, as a palette's
    /// extra layers do. Nil when only the primary style was set.
    func style(forLevel level: Int) -> AnyShapeStyle? {
        guard level > 0, !lowerLevels.isEmpty else { return nil }
        return lowerLevels[min(level, lowerLevels.count) - 1]
    }

    /// Styles that are `Hashable` compare by value; others are never equal,
    /// so a subtree under one counts as changed at every update.
    static func == (lhs: ForegroundStyleLayer, rhs: ForegroundStyleLayer) -> Bool {
        if lhs === rhs { return true }
        guard lhs.lowerLevels.count == rhs.lowerLevels.count else { return false }
        for (left, right) in zip([lhs.style] + lhs.lowerLevels, [rhs.style] + rhs.lowerLevels) {
            guard let left = left.style as? any Hashable, let right = right.style as? any Hashable,
                  AnyHashable(left) == AnyHashable(right) else { return false }
        }
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

    /// Makes `primary` the foreground and `lower` its secondary (and
    /// tertiary) levels, all unresolved.
    mutating func setForegroundStyles(_ primary: AnyShapeStyle, _ lower: [AnyShapeStyle]) {
        foregroundStyleLayer = ForegroundStyleLayer(style: primary, lowerLevels: lower, outer: foregroundStyleLayer)
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
