/// The background style of the current context, as SwiftUI's
/// `BackgroundStyle` (`.background`): what `backgroundStyle(_:)` set
/// around the view, or else the window's background colour (light or
/// dark with the colour scheme where it is drawn).
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _resolve(in environment: EnvironmentValues) -> Color {
        guard let style = environment.backgroundStyle else { return Color.windowBackground._resolve(in: environment) }
        return style._resolve(in: environment.withoutBackgroundStyle)
    }
}

extension BackgroundStyle: PaintingShapeStyle {
    package func resolvePaint(in rect: CGRect, environment: EnvironmentValues) -> ResolvedPaint {
        guard let style = environment.backgroundStyle else { return .color(Color.windowBackground.resolved(in: environment)) }
        return style.resolvedPaint(in: rect, environment: environment.withoutBackgroundStyle)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
    /// The style `.background` means here (nil: the window background),
    /// as `backgroundStyle(_:)` sets it.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }

    /// Where a set background style is resolved: a style that reads the
    /// background (`.background` set as the background) reads the window's.
    fileprivate var withoutBackgroundStyle: EnvironmentValues {
        var copy = self
        copy.backgroundStyle = nil
        return copy
    }
}

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

nonisolated extension View {
    /// Sets the style `.background` (and `background()` without a style)
    /// means for this view and its descendants.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// The view's bounds filled with the background style of its context
    /// (`backgroundStyle(_:)`, or the window background). A desktop window
    /// has no safe-area insets, so `edges` has nothing to reach into.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle())
    }
}
