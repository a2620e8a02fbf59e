/// A shape style that paints with more than one colour (a gradient): it
/// is resolved for the rectangle it fills, not to a single colour.
package protocol PaintingShapeStyle: ShapeStyle {
    func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    /// The paint this style fills `rect` with: a gradient laid out over
    /// `rect`, or the style's colour.
    func resolvedPaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        if let painting = self as? any PaintingShapeStyle { return painting.resolvePaint(in: rect, environment: environment) }
        return .color(_resolve(in: environment).rgba)
    }
}

extension AnyShapeStyle: PaintingShapeStyle {
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        style.resolvedPaint(in: rect, environment: environment)
    }
}

extension OpacityShapeStyle: PaintingShapeStyle {
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        base.resolvedPaint(in: rect, environment: environment).multiplyingAlpha(by: opacity)
    }
}

extension ForegroundStyle: PaintingShapeStyle {
    /// The gradient `foregroundStyle` set, or the foreground colour.
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.foregroundPaintStyle { return style.resolvePaint(in: rect, environment: environment) }
        return .color(environment.foregroundColor)
    }
}

extension EnvironmentValues {
    /// The style `foregroundStyle` set when it paints with more than one
    /// colour (shapes fill with it; text uses `foregroundColor`, its
    /// representative colour).
    var foregroundPaintStyle: AnyShapeStyle? {
        get { self[ForegroundPaintStyleKey.self] }
        set { self[ForegroundPaintStyleKey.self] = newValue }
    }
}

private struct ForegroundPaintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
