/// A control for choosing a value from a range by dragging a knob along a
/// track, as SwiftUI's `Slider`. The track takes the width it is offered;
/// a label, when given, stands before it, and value labels at its ends.
/// Clicking the track moves the knob there; dragging moves it with the
/// pointer; with a `step` the value snaps to multiples of it from the
/// lower bound. `onEditingChanged` is called with true when a drag
/// starts and false when it ends.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let model: SliderModel
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
                                             onEditingChanged: @escaping (Bool) -> Void,
                                             label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?)
    where V.Stride: BinaryFloatingPoint {
        model = SliderModel(value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
                            lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound),
                            step: step.map { Double($0) }, onEditingChanged: onEditingChanged)
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                                    @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                                    @ViewBuilder label: () -> Label)
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged,
                  label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                                    @ViewBuilder label: () -> Label,
                                                    @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                    @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }

    public nonisolated init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                    @ViewBuilder label: () -> Label,
                                                    @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                    @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                                    onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

@MainActor extension Slider: ContentWrapperLayout {
    var kindName: String { "Slider" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), HStack(spacing: 8) {
            ControlLabel(content: label)
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(model: model).centredTextBaseline()
            if let maximumValueLabel { maximumValueLabel }
        })
    }
}
