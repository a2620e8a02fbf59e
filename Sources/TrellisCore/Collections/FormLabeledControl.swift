/// A row of a form taken apart: its label goes in the form's label column
/// (`.columns`) or at the row's leading edge (`.grouped`), the rest in the
/// value column or at the trailing edge.
struct FormRowParts {
    let label: any View
    let content: any View
}

/// A control whose label a form shows apart from it, as macOS's forms do
/// for `LabeledContent`, text fields, pickers, sliders, steppers, date
/// pickers and switches. Its content part is the control with its label
/// hidden. Check boxes and buttons keep their titles and sit whole in the
/// value column.
@MainActor
protocol FormLabeledControl {
    /// The parts, or nil when the control keeps its label in this
    /// environment (a toggle drawn as a check box).
    func formParts(in environment: EnvironmentValues) -> FormRowParts?
}

enum FormRowSplitter {
    /// The parts of a row: a labelled control, possibly inside modifiers
    /// that only change the environment (`.disabled`, `.pickerStyle`,
    /// `.font`), which then apply to both parts. Any other wrapper (a
    /// frame, padding, a custom view) keeps the row whole.
    @MainActor static func parts(of view: any View, in environment: EnvironmentValues) -> FormRowParts? {
        if let control = view as? any FormLabeledControl { return control.formParts(in: environment) }
        guard let wrapper = view as? any TransparentView, let (_, child) = wrapper.passThroughChild else { return nil }
        var inner = environment
        wrapper.transformEnvironment(&inner)
        guard let parts = parts(of: child, in: inner) else { return nil }
        return FormRowParts(label: LazyModifiedRow(content: parts.label, modifiers: [wrapper]),
                            content: LazyModifiedRow(content: parts.content, modifiers: [wrapper]))
    }
}

@MainActor extension LabeledContent: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? { FormRowParts(label: label, content: content) }
}

/// A form shows a text field's title as its label, and only the prompt,
/// if any, as the placeholder (SwiftUI's "Text field prompts" on macOS).
@MainActor extension TextField: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        var field = editable
        field.placeholder = editable.prompt
        return FormRowParts(label: ControlLabel(content: label), content: field)
    }
}

@MainActor extension SecureField: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        var field = editable
        field.placeholder = editable.prompt
        return FormRowParts(label: ControlLabel(content: label), content: field)
    }
}

@MainActor extension Picker: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        FormRowParts(label: ControlLabel(content: label), content: labelsHidden())
    }
}

@MainActor extension Slider: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        FormRowParts(label: ControlLabel(content: label), content: labelsHidden())
    }
}

@MainActor extension Stepper: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        FormRowParts(label: ControlLabel(content: label), content: labelsHidden())
    }
}

@MainActor extension DatePicker: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        FormRowParts(label: ControlLabel(content: label), content: labelsHidden())
    }
}

/// A switch's label goes in the label column; a check box keeps its title
/// beside its box, in the value column.
@MainActor extension Toggle: FormLabeledControl {
    func formParts(in environment: EnvironmentValues) -> FormRowParts? {
        guard environment.toggleStyles.last?.isSwitch == true else { return nil }
        return FormRowParts(label: ControlLabel(content: label), content: labelsHidden())
    }
}
