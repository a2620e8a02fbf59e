/// The standard controls as a screen reader sees them: what they are,
/// their state or value, and how to operate them without a pointer.

@MainActor extension Toggle: AccessibleView {
    /// A check box named by its label, checked while on; "click" flips it.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        var description = AccessibilityDescription(role: .checkBox, content: .name)
        description.states = [.checkable]
        if isOn.wrappedValue { description.states.insert(.checked) }
        if node.environment.isEnabled {
            description.states.insert(.focusable)
            let isOn = self.isOn
            description.actions = [AccessibilityAction(name: "click", description: "Toggle") { isOn.wrappedValue.toggle() }]
        }
        return description
    }
}

@MainActor extension Slider: AccessibleView {
    /// A slider named by its label, its value settable within its range
    /// (snapped to its step), as AT-SPI's Value interface offers.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        // Named by its label alone (its end labels are not its name).
        var description = AccessibilityDescription(role: .slider, name: AccessibleNames.text(of: label))
        guard model.isUsable else { return description }
        let model = self.model
        let current = model.value.wrappedValue
        let shown = current.isFinite ? current : model.lower
        // A disabled slider reports its value but cannot be set.
        description.range = node.environment.isEnabled
            ? AccessibilityValueRange(minimum: model.lower, maximum: model.upper, step: model.step ?? 0, current: shown) {
                model.set(model.clamped($0))
            }
            : AccessibilityValueRange(minimum: model.lower, maximum: model.upper, step: model.step ?? 0, current: shown)
        description.value = current.isFinite ? "\(current)" : nil
        if node.environment.isEnabled { description.states = [.focusable] }
        return description
    }
}
