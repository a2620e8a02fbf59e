/// How the standard controls take the keyboard focus.
///
/// A picker, a stepper or a date picker is one control made of parts (its
/// segments, radio buttons, arrows, date fields are buttons): as on a Mac
/// and in GTK it is one Tab stop, and its keys are its own
/// (`KeyboardOperable`: arrows move the choice or the value, Space opens a
/// menu picker). Its parts are never Tab stops themselves; a click on one
/// still works as a click.
@MainActor
protocol CompositeControl: Focusable, KeyboardOperable {}

/// A focusable control takes its keys (not their releases) through its
/// `KeyboardOperable` method.
extension Focusable where Self: KeyboardOperable {
    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        guard press.phase != .up else { return .ignored }
        return handleKey(press.key, node: node) ? .handled : .ignored
    }
}

@MainActor extension Picker: CompositeControl {}
@MainActor extension Stepper: CompositeControl {}
@MainActor extension DatePicker: CompositeControl {}

/// A slider's track takes the focus itself; the arrows move it by a step.
@MainActor extension SliderTrack: Focusable {}
