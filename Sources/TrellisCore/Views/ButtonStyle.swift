/// Decides how a button looks, from its label and whether it is pressed,
/// as SwiftUI's `ButtonStyle`. The button itself handles input.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a style is given to draw a button.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    public let label: Label
    /// True while the pointer is down on the button and inside it.
    public let isPressed: Bool
    public let role: ButtonRole?
    /// True while the pointer is over the button (Trellis' desktop styles
    /// give hover feedback; SwiftUI's configuration has no such field).
    let isHovered: Bool
}

@MainActor extension ButtonStyleConfiguration.Label: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A type-erased style, as the environment stores it.
///
/// Two are equal when they erase the same style type and that type holds
/// nothing (`.plain`, `.bordered`): then they make the same bodies. Styles
/// with stored properties never count as equal (they may differ).
@MainActor
struct AnyButtonStyle: Equatable {
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
    /// The button gives hover and press feedback when it paints, and its
    /// body does not depend on them.
    let givesFeedbackWhenPainting: Bool
    private let styleType: ObjectIdentifier
    private let isStateless: Bool

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        givesFeedbackWhenPainting = style is PlainButtonStyle || style is BorderlessButtonStyle
        styleType = ObjectIdentifier(S.self)
        isStateless = MemoryLayout<S>.size == 0
    }

    nonisolated static func == (a: AnyButtonStyle, b: AnyButtonStyle) -> Bool {
        a.styleType == b.styleType && a.isStateless && b.isStateless
    }
}

/// Unset means the platform default, `BorderedButtonStyle`.
private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(style)
        return EnvironmentModifierView(content: self) {
            $0.buttonStyle = erased
            // Cleared only when set: a closure can never be found equal, and
            // an environment that holds one is never the same as before.
            if $0.primitiveButtonStyle != nil { $0.primitiveButtonStyle = nil }
        }
    }
}
