/// The accessibility of the built-in views, one conformance each: a new
/// control adds its own `AccessibleView` extension (here or in its file)
/// saying its role, states, value and actions.

@MainActor extension Text: AccessibleView {
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        // What is shown: a live date's characters are only in the laid-out string.
        var description = AccessibilityDescription(role: .label, name: node.idealTextLayout?.styled.string ?? content)
        description.text = accessibleText(node: node)
        return description
    }
}

@MainActor extension Button: AccessibleView {
    /// A push button named by its label, or a menu item inside a menu;
    /// "click" presses it as the pointer does.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        let inMenu = node.environment.popupContext?.isMenu == true
        var description = AccessibilityDescription(role: inMenu ? .menuItem : .pushButton, content: .name)
        if node.environment.isEnabled {
            description.states = [.focusable]
            description.actions = [.click(node)]
        }
        return description
    }
}

@MainActor extension Menu: AccessibleView {
    /// Closed, a push button that opens a popup ("click" opens it); in a
    /// menu, a submenu row. Its items are elements of the popup window.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        let context = node.environment.popupContext
        var description = AccessibilityDescription(role: context?.isMenu == true ? .menu : .pushButton, content: .name)
        description.states = [.hasPopup, .expandable]
        if let context, context.stack.requests.contains(where: { $0.level == context.level + 1 && $0.anchor == node.frame }) {
            description.states.insert(.expanded)
        }
        if node.environment.isEnabled { description.actions = [.click(node)] }
        return description
    }
}

@MainActor extension MenuPanel: AccessibleView {
    /// A popup menu's content: a menu holding its items.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        AccessibilityDescription(role: .menu, content: .children)
    }
}

@MainActor extension ProgressView: AccessibleView {
    /// A progress bar from 0 to 1, named by its label; an indeterminate one
    /// (a spinner) has no value.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .progressBar, content: .name)
        if let fraction, fraction.isFinite {
            description.range = AccessibilityValueRange(minimum: 0, maximum: 1, current: fraction)
            description.value = "\(Int((fraction * 100).rounded()))%"
        }
        return description
    }
}

@MainActor extension Divider: AccessibleView {
    func accessibility(node: ViewNode) -> AccessibilityDescription? { AccessibilityDescription(role: .separator) }
}
