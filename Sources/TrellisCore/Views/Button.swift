/// A control that runs an action when clicked, as SwiftUI's `Button`: the
/// action runs when the primary button is released over the control it was
/// pressed on. Its look comes from the environment's `ButtonStyle`.
public nonisolated struct Button<Label: View>: View {
    public typealias Body = Never
    // Shared by every copy, so the label's node keeps no copy of its own
    // (see `SharedViewFields`).
    private struct Fields {
        let action: @MainActor () -> Void
        let label: Label
        let role: ButtonRole?
    }
    private let shared: SharedViewFields<Fields>

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        shared = SharedViewFields(Fields(action: action, label: label(), role: nil))
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        shared = SharedViewFields(Fields(action: action, label: label(), role: role))
    }

    var action: @MainActor () -> Void { shared.fields.action }
    var label: Label { shared.fields.label }
    var role: ButtonRole? { shared.fields.role }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// What the host needs to know of any clickable control, whatever its
/// label type: a button, or a menu that opens a popup.
@MainActor
protocol Pressable {
    func perform(node: ViewNode)
    /// Whether hover and press change the control's body (a bordered
    /// button's chrome) rather than only how it paints.
    func rebuildsOnInteraction(node: ViewNode) -> Bool
    /// True for controls that open a popup rather than act (a menu stays
    /// open when a submenu row is chosen).
    var opensPopup: Bool { get }
    /// Whether a press at `point` (inside its frame) is for this control:
    /// a text with links takes presses on its links only.
    func acceptsPress(at point: CGPoint, node: ViewNode) -> Bool
    /// Whether it is a control at all (a text is one only when it has links):
    /// what the menu keys move between.
    func isControl(node: ViewNode) -> Bool
    /// True for controls inside a popup that act without closing it (a
    /// calendar's month arrows).
    var keepsPopupOpen: Bool { get }
}

extension Pressable {
    var opensPopup: Bool { false }
    func acceptsPress(at point: CGPoint, node: ViewNode) -> Bool { true }
    func isControl(node: ViewNode) -> Bool { true }
    var keepsPopupOpen: Bool { false }
    func rebuildsOnInteraction(node: ViewNode) -> Bool { true }
}

@MainActor extension Button: Pressable, RepeatablePress {
    func perform(node: ViewNode) { action() }
    // Under a primitive style the style's own gestures operate the button.
    func acceptsPress(at point: CGPoint, node: ViewNode) -> Bool { node.environment.primitiveButtonStyle == nil }
    func isControl(node: ViewNode) -> Bool { node.environment.primitiveButtonStyle == nil }
}

/// A focused button runs its action on Space or Return, as on any desktop;
/// a held key runs it again only where `buttonRepeatBehavior` enables it.
@MainActor extension Button: Focusable {
    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        guard press.key == .space || press.key == .return, press.modifiers.isDisjoint(with: .commandKeys),
              node.environment.primitiveButtonStyle == nil else { return .ignored }
        if press.phase != .repeat || host.repeatsWhileHeld(node) { host.activate(node) }
        return .handled
    }
}

@MainActor extension Button: ContentWrapperLayout {
    var kindName: String { "Button" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let enabled = node.environment.isEnabled
        if let primitive = node.environment.primitiveButtonStyle {
            let body = primitive.makeBody(PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)),
                                                                   action: action, isEnabled: enabled))
            visit(.index(0), enabled ? body : AnyView(body.opacity(0.45)))
            return
        }
        let configuration = ButtonStyleConfiguration(
            label: .init(content: AnyView(label)),
            isPressed: enabled && node.interaction.isPressed,
            role: role,
            isHovered: enabled && node.interaction.isHovered)
        // The automatic style: bordered, and prominent (the accent colour)
        // for the default button, as on a Mac.
        let style = node.environment.buttonStyle
            ?? (node.environment.keyboardShortcut == .defaultAction
                ? AnyButtonStyle(BorderedProminentButtonStyle()) : AnyButtonStyle(BorderedButtonStyle()))
        let body = style.makeBody(configuration)
        visit(.index(0), enabled ? body : AnyView(body.opacity(0.45)))
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        guard !rebuildsOnInteraction(node: node), node.environment.isEnabled else {
            for child in node.subviewNodes { child.paint(into: &recorder) }
            return
        }
        // Plain-style feedback: translucent fills darken under the pointer,
        // more (and the label dims a little) while pressed.
        let saved = (emphasis: recorder.fillEmphasis, opacity: recorder.opacity)
        let pressed = node.interaction.isPressed, hovered = node.interaction.isHovered
        recorder.fillEmphasis *= pressed ? 2.6 : hovered ? 1.7 : 1
        recorder.opacity *= pressed ? 0.8 : 1
        for child in node.subviewNodes { child.paint(into: &recorder) }
        recorder.fillEmphasis = saved.emphasis
        recorder.opacity = saved.opacity
    }

    func rebuildsOnInteraction(node: ViewNode) -> Bool {
        !(node.environment.buttonStyle?.givesFeedbackWhenPainting ?? false)
    }
}
