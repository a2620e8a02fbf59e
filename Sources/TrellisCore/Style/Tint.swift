/// The tint and accent colours: `accentColor(_:)` sets the accent for a
/// subtree (what `Color.accentColor` is there), `tint(_:)` the colour
/// controls use (bordered-prominent buttons, progress bars, highlighted
/// rows), which is the accent unless a tint is set. Both default to the
/// desktop's accent blue (`SystemColor.accent`).
nonisolated extension View {
    /// Sets the accent colour of this view and the views it contains; nil
    /// keeps the inherited one.
    public func accentColor(_ accentColor: Color?) -> some View {
        EnvironmentModifierView(content: self, value: accentColor) { if let color = $1 { $0.accentColorOverride = color } }
    }

    /// Sets the tint of the controls in this view; nil keeps the inherited one.
    public func tint(_ tint: Color?) -> some View {
        EnvironmentModifierView(content: self, value: tint) { if let tint = $1 { $0.tintStyle = AnyShapeStyle(tint) } }
    }

    /// Sets the tint of the controls in this view to a style; nil keeps
    /// the inherited one.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentModifierView(content: self, value: tint) { if let tint = $1 { $0.tintStyle = AnyShapeStyle(tint) } }
    }
}

extension EnvironmentValues {
    /// What `accentColor(_:)` set; nil: the system's accent.
    var accentColorOverride: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// What `tint(_:)` set; nil: the accent colour.
    var tintStyle: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The tint resolved for painting: the tint set above, else the accent.
    package var resolvedTint: RGBAColor {
        if let tintStyle {
            var outer = self
            // A tint of `.tint` (or of a style reading it) means the accent.
            outer.tintStyle = nil
            return tintStyle._resolve(in: outer).resolved(in: outer)
        }
        return Color.accentColor.resolved(in: self)
    }
}

private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

/// The current tint, as a style: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolve(in environment: EnvironmentValues) -> Color { Color(environment.resolvedTint) }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
