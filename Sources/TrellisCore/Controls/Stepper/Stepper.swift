/// A control that raises and lowers a value one step at a time, as
/// SwiftUI's `Stepper`: its label, then a small pair of up and down
/// arrows (15 by 22 points at the regular size). A value stepper clamps
/// to its range and greys out the arrow that would leave it; the closure
/// form calls `onIncrement` and `onDecrement` and greys out an arrow whose
/// closure is nil. `onEditingChanged` brackets every change with true and
/// false. Up and Down do the same from the keyboard.
public nonisolated struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// The value a stepper over a number steps, for screen readers.
    var valueReading: StepperValueReading?
    /// The value as the `format:` initialisers show it, between the label
    /// and the arrows.
    var formattedValue: (() -> String)?

    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged, label: label)
        valueReading = StepperValueReading(value, in: nil, step: step)
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        let current = value.wrappedValue
        // Starting outside the range, a step lands on the nearest bound.
        let up = current < bounds.upperBound
            ? { value.wrappedValue = Swift.min(Swift.max(value.wrappedValue.advanced(by: step), bounds.lowerBound), bounds.upperBound) }
            : nil
        let down = current > bounds.lowerBound
            ? { value.wrappedValue = Swift.max(Swift.min(value.wrappedValue.advanced(by: -step), bounds.upperBound), bounds.lowerBound) }
            : nil
        self.init(onIncrement: up, onDecrement: down, onEditingChanged: onEditingChanged, label: label)
        valueReading = StepperValueReading(value, in: bounds, step: step)
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

@MainActor extension Stepper: ContentWrapperLayout, KeyboardOperable {
    var kindName: String { "Stepper" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), HStack(spacing: 8) {
            ControlLabel(content: label)
            if let formattedValue { Text(verbatim: formattedValue()) }
            StepperArrows(increment: onIncrement.map(acting), decrement: onDecrement.map(acting),
                          onEditingChanged: onEditingChanged)
        })
    }

    /// An arrow's action; the arrows bracket a press with
    /// `onEditingChanged`. (A closure literal in the call would be inferred
    /// `@Sendable`, which the action it captures is not.)
    private func acting(_ action: @escaping () -> Void) -> @MainActor () -> Void {
        { action() }
    }

    private func step(_ action: () -> Void) {
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }

    /// Up raises the value, Down lowers it.
    func handleKey(_ key: ControlKey, node: ViewNode) -> Bool {
        switch key {
        case .upArrow: guard let onIncrement else { return false }; step(onIncrement)
        case .downArrow: guard let onDecrement else { return false }; step(onDecrement)
        default: return false
        }
        return true
    }
}
