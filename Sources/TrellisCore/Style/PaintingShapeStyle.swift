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
        return .color(_resolve(in: environment).resolved(in: environment))
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
    /// The innermost foreground style (a gradient too) filling `rect`,
    /// resolved here, or the label colour.
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        guard let layer = environment.foregroundStyleLayer else { return .color(environment.foregroundColor) }
        // `.foreground` inside that style means the foreground around it.
        return layer.style.resolvedPaint(in: rect, environment: environment.outsideInnermostForeground)
    }
}

extension HierarchicalShapeStyle: PaintingShapeStyle {
    /// A level set by `foregroundStyle(_:_:)` (a gradient too) filling
    /// `rect`; otherwise the foreground, dimmed.
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        if let explicit = explicitStyle(in: environment) {
            return explicit.resolvedPaint(in: rect, environment: environment.outsideInnermostForeground)
        }
        return ForegroundStyle().resolvePaint(in: rect, environment: environment).multiplyingAlpha(by: dimming)
    }
}
