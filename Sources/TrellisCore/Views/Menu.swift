/// A control that opens a menu of actions, as SwiftUI's `Menu`. Closed, it
/// draws like a desktop pull-down button (its label, a chevron, a bordered
/// rounded background with hover and pressed states) at its label's ideal
/// size. Clicked, it asks for a popup window holding its content: buttons,
/// dividers, disabled items and nested menus, which open as submenus.
/// With a primary action it is a split button, as on a Mac: a click on
/// the label runs the action, a click on the chevron opens the menu.
public nonisolated struct Menu<Label: View, Content: View>: View {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

@MainActor extension Menu: ContentWrapperLayout, Pressable {
    var kindName: String { "Menu" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let state = MenuControlState(isHovered: node.interaction.isHovered, isPressed: node.interaction.isPressed,
                                     isEnabled: node.environment.isEnabled)
        if node.environment.popupContext?.isMenu == true {
            visit(.index(0), SubmenuRow(label: label, state: state))
        } else if node.environment.isInMenuBar {
            let isOpen = node.environment.popupContext?.stack.requests.contains { $0.level == 1 && $0.anchor == node.frame } == true
            visit(.index(0), MenuBarTitleChrome(label: label, isHighlighted: state.isHovered || isOpen, isEnabled: state.isEnabled))
        } else {
            visit(.index(0), MenuControlChrome(label: label, state: state, primaryAction: primaryAction))
        }
    }

    /// Opens the menu: below the control in a window, beside the row in a menu.
    func perform(node: ViewNode) { open(node: node, fromKeyboard: false) }

    private func open(node: ViewNode, fromKeyboard: Bool) {
        guard let context = node.environment.popupContext else { return }
        // A menu opens towards the reading direction, and lays out in it.
        let direction = node.environment.layoutDirection
        let placement: PopupRequest.Placement = switch (context.isMenu, direction) {
        case (true, .leftToRight): .trailing
        case (true, .rightToLeft): .trailingRightToLeft
        case (false, .leftToRight): .below
        case (false, .rightToLeft): .belowRightToLeft
        }
        let isInMenuBar = node.environment.isInMenuBar && !context.isMenu
        if isInMenuBar {
            context.stack.adjacentMenuBarMenu = { [weak node] (offset: Int) in
                guard let node else { return }
                MenuBar.openAdjacent(to: node, offset: offset)
            }
        } else if context.level == 0 {
            context.stack.adjacentMenuBarMenu = nil
        }
        // A title in the menu bar stays highlighted while its menu is open.
        var onDismiss: (@MainActor () -> Void)?
        if isInMenuBar {
            onDismiss = { [weak node] in
                guard let node else { return }
                node.invalidateBody()
            }
        }
        context.stack.open(level: context.level, anchor: node.frame, placement: placement,
                           content: AnyView(MenuPanel(content: content, minimumWidth: context.isMenu ? 0 : node.frame.width)
                               .environment(\.layoutDirection, direction)),
                           highlightsFirstItem: fromKeyboard, onDismiss: onDismiss)
        if isInMenuBar { node.invalidateBody() }
    }

    var opensPopup: Bool { true }
}

/// A control a keyboard shortcut opens rather than presses.
@MainActor
protocol KeyboardOpening {
    func openFromKeyboard(node: ViewNode)
}

@MainActor extension Menu: KeyboardOpening {
    func openFromKeyboard(node: ViewNode) { open(node: node, fromKeyboard: true) }
}

/// A focused menu opens on Space, Return or Down, with its first item
/// highlighted; the focus comes back to it when the menu closes.
@MainActor extension Menu: Focusable {
    /// A title in the menu bar is no Tab stop (F10 and mnemonics reach it), as in GTK.
    func acceptsFocus(node: ViewNode) -> Bool { node.environment.isEnabled && !node.environment.isInMenuBar }

    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        guard [.space, .return, .downArrow].contains(press.key), press.modifiers.isDisjoint(with: .commandKeys),
              node.environment.isEnabled else { return .ignored }
        // A split button: Space and Return act, Down opens the menu.
        if let primaryAction, press.key != .downArrow {
            primaryAction()
            return .handled
        }
        open(node: node, fromKeyboard: true)
        return .handled
    }
}

struct MenuControlState: Equatable {
    var isHovered: Bool
    var isPressed: Bool
    var isEnabled: Bool
}
