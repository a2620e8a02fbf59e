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

/// A type-erased button style, as the environment stores it: an
/// `ErasedStyle` (equal for stateless styles of one type), and whether
/// the button gives its own hover and press feedback when it paints.
@MainActor
struct AnyButtonStyle: Equatable {
    private let erased: ErasedStyle<ButtonStyleConfiguration>
    /// The button gives hover and press feedback when it paints, and its
    /// body does not depend on them.
    let givesFeedbackWhenPainting: Bool

    init<S: ButtonStyle>(_ style: S) {
        erased = ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) }
        givesFeedbackWhenPainting = style is PlainButtonStyle || style is BorderlessButtonStyle
    }

    func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView { erased.makeBody(configuration) }

    nonisolated static func == (a: AnyButtonStyle, b: AnyButtonStyle) -> Bool { a.erased == b.erased }
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
        return EnvironmentModifierView(content: self, value: erased) {
            $0.buttonStyle = $1
            // Cleared only when set: no extra environment link for each
            // of thousands of tiles that set a style.
            if $0.primitiveButtonStyle != nil { $0.primitiveButtonStyle = nil }
        }
    }
}
