/// Changes the environment its content sees (`font`, `foregroundStyle`,
/// `lineLimit`…). It has no frame: modifiers on several views apply to
/// each of them.
package nonisolated struct EnvironmentModifierView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transform: (inout EnvironmentValues) -> Void
}

@MainActor extension EnvironmentModifierView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment) }
}

nonisolated extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifierView(content: self) { $0[keyPath: keyPath] = value }
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifierView(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Colours text and unstyled shapes. The style is resolved where it is
    /// drawn, against the foreground around this modifier, so `.secondary`
    /// dims whatever colour is current and `.primary` follows a colour
    /// scheme set further in.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifierView(content: self) { $0.setForegroundStyle(style) }
    }

    /// Sets the primary and secondary levels of the foreground: text and
    /// shapes use `primary`, and `.secondary` inside means `secondary`
    /// (`.tertiary` and `.quaternary` too).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        EnvironmentModifierView(content: self) { $0.setForegroundStyles(AnyShapeStyle(primary), [AnyShapeStyle(secondary)]) }
    }

    /// Sets the primary, secondary and tertiary levels of the foreground
    /// (`.quaternary` means the tertiary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                _ tertiary: S3) -> some View {
        EnvironmentModifierView(content: self) {
            $0.setForegroundStyles(AnyShapeStyle(primary), [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
        }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifierView(content: self) { if let color { $0.setForegroundStyle(color) } }
    }

    /// At most `number` lines of text; nil removes the limit. A limit below
    /// one is treated as one line.
    public func lineLimit(_ number: Int?) -> some View {
        if let number, number < 1 {
            Diagnostics.report("lineLimit(\(number)) is less than one line; one line is used")
        }
        // Replaces a range or reserved space set further out, too.
        return EnvironmentModifierView(content: self) {
            $0.lineLimit = number.map { max(1, $0) }
            $0.minimumLines = nil
        }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Disables buttons and other controls inside.
    public func disabled(_ disabled: Bool) -> some View {
        EnvironmentModifierView(content: self) { if disabled { $0.isEnabled = false } }
    }

    /// Stacks offer space to higher priorities first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        layoutValue(key: LayoutPriorityKey.self, value: value.isFinite ? value : 0)
    }
}
