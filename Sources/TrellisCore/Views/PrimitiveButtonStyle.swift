/// A button style that decides how the button is operated as well as how
/// it looks, as SwiftUI's `PrimitiveButtonStyle`: its body gets the label
/// and `trigger()`, and the button itself no longer acts on clicks or
/// keys — the style's gestures do.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    public let role: ButtonRole?
    public let label: Label
    let action: @MainActor () -> Void
    let isEnabled: Bool

    /// Runs the button's action (not when the button is disabled).
    @MainActor public func trigger() { if isEnabled { action() } }
}

@MainActor extension PrimitiveButtonStyleConfiguration.Label: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<PrimitiveButtonStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The primitive button style set around a view, if the innermost
    /// button style set is one.
    var primitiveButtonStyle: ErasedStyle<PrimitiveButtonStyleConfiguration>? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return EnvironmentModifierView(content: self) {
            $0.primitiveButtonStyle = ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) }
            if $0.buttonStyle != nil { $0.buttonStyle = nil }
        }
    }
}
