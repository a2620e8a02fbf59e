/// Something that fills a shape or colours text: a `Color`, or a style
/// resolved from the environment such as `.primary` and `.secondary`.
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with in `environment`. Underscored, as
    /// SwiftUI's own `ShapeStyle` requirements are: the engine calls it, apps
    /// do not. (It answers a public `Color` so that the engine's colour type
    /// can stay out of the public API.)
    func _resolve(in environment: EnvironmentValues) -> Color
}

extension Color: ShapeStyle {
    /// The components for `environment`: a system colour takes its light
    /// or dark form, `accentColor` the environment's accent.
    public func _resolve(in environment: EnvironmentValues) -> Color { Color(resolved(in: environment)) }
}

/// The foreground in its levels of emphasis: `.primary` is the current
/// foreground style, `.secondary` the style `foregroundStyle(_:_:)` set
/// for that level or else the primary at reduced opacity, and so on.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _resolve(in environment: EnvironmentValues) -> Color {
        if let explicit = explicitStyle(in: environment) {
            return explicit._resolve(in: environment.outsideInnermostForeground)
        }
        return Color(environment.foregroundColor.multiplyingAlpha(by: dimming))
    }

    /// macOS label colours: 85%, 50%, 26% and 10% black.
    var dimming: Double { [1.0, 0.5 / 0.85, 0.26 / 0.85, 0.1 / 0.85][min(max(level, 0), 3)] }

    /// The style the innermost `foregroundStyle(_:_:)` set for this level.
    func explicitStyle(in environment: EnvironmentValues) -> AnyShapeStyle? {
        environment.foregroundStyleLayer?.style(forLevel: level)
    }
}

/// The current foreground style, what unstyled shapes and text use.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> Color { Color(environment.foregroundColor) }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = (style as? AnyShapeStyle)?.style ?? style }
    public func _resolve(in environment: EnvironmentValues) -> Color { style._resolve(in: environment) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension ShapeStyle {
    /// The style at reduced opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }
}

struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    func _resolve(in environment: EnvironmentValues) -> Color {
        base._resolve(in: environment).opacity(opacity)
    }
}
