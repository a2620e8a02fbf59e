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
    /// The gradient `foregroundStyle` set, or the foreground colour.
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        if let paint = environment.foregroundPaintStyle {
            // Resolved where it was set, so `.foreground` inside it means the
            // foreground around that modifier (never itself again).
            return paint.style.resolvedPaint(in: rect, environment: paint.environment)
        }
        return .color(environment.foregroundColor)
    }
}

/// A multi-colour foreground style and the environment it was set in.
struct ForegroundPaint {
    let style: AnyShapeStyle
    let environment: EnvironmentValues
}

extension EnvironmentValues {
    /// The style `foregroundStyle` set when it paints with more than one
    /// colour (shapes fill with it; text uses `foregroundColor`, its
    /// representative colour).
    var foregroundPaintStyle: ForegroundPaint? {
        get { self[ForegroundPaintStyleKey.self] }
        set { self[ForegroundPaintStyleKey.self] = newValue }
    }

    /// Notes `style` as the foreground's paint when it is more than one
    /// colour; a single colour replaces an outer gradient.
    mutating func setForegroundPaint<S: ShapeStyle>(_ style: S) {
        let probe = style.resolvedPaint(in: CGRect(x: 0, y: 0, width: 1, height: 1), environment: self)
        if case .color = probe {
            if foregroundPaintStyle != nil { foregroundPaintStyle = nil }
        } else {
            foregroundPaintStyle = ForegroundPaint(style: AnyShapeStyle(style), environment: self)
        }
    }
}

private struct ForegroundPaintStyleKey: EnvironmentKey { static let defaultValue: ForegroundPaint? = nil }
