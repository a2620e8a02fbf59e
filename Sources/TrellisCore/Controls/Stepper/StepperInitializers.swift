import Foundation

/// The initialisers SwiftUI declares with the label before
/// `onEditingChanged` (`Stepper { Text("Count") } onIncrement: { … }`),
/// and those that show the value through a format style. The older forms
/// with `onEditingChanged` before the label stay (disfavoured, so that a
/// single trailing closure picks one of these).
extension Stepper {
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, label: label)
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        formattedValue = { format.format(value.wrappedValue) }
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        formattedValue = { format.format(value.wrappedValue) }
    }
}

extension Stepper where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
                  onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) },
                  onEditingChanged: onEditingChanged)
    }
}
