/// A row of a form taken apart: its label goes in the form's label column
/// (`.columns`) or at the row's leading edge (`.grouped`), the rest in the
/// value column or at the trailing edge.
struct FormRowParts {
    let label: any View
    let content: any View
}

/// A control whose label a form shows apart from it, as macOS's forms do
/// for `LabeledContent`, text fields, pickers, sliders, steppers, date
/// pickers, colour pickers and switches. The row's content is then the control as the
/// user wrote it, with its modifiers, but with its label hidden (and a
/// text field showing only its prompt). Check boxes and buttons keep
/// their titles and sit whole in the value column.
@MainActor
protocol FormLabeledControl {
    /// The label the form shows, or nil when the control keeps its label
    /// in this environment (a toggle drawn as a check box).
    func formLabel(in environment: EnvironmentValues) -> (any View)?
}

enum FormRowSplitter {
    /// The parts of a row: a labelled control, possibly inside modifiers
    /// that wrap one view without laying it out (`.disabled`, `.font`,
    /// `.focused`, `.onSubmit`, `.onChange`, `.tag`…). Those that change
    /// the environment apply to the label too, so a disabled control's
    /// label dims with it. A frame or padding sizes the control, not its
    /// label. Any other wrapper (a background, a view with a body) keeps
    /// the row whole.
    @MainActor static func parts(of view: any View, in environment: EnvironmentValues) -> FormRowParts? {
        guard let label = label(of: view, in: environment) else { return nil }
        return FormRowParts(label: label, content: view.environment(\.formShowsTitlesApart, true))
    }

    @MainActor private static func label(of view: any View, in environment: EnvironmentValues) -> (any View)? {
        if let control = view as? any FormLabeledControl { return control.formLabel(in: environment) }
        if let sizing = view as? any FormRowSizing { return label(of: sizing.sizedControl, in: environment) }
        guard let wrapper = view as? any TransparentView, let child = onlyElement(of: wrapper) else { return nil }
        var inner = environment
        wrapper.transformEnvironment(&inner)
        guard let label = label(of: child, in: inner) else { return nil }
        return LazyModifiedRow(content: label, modifiers: [wrapper])
    }

    @MainActor private static func onlyElement(of wrapper: any TransparentView) -> (any View)? {
        if let (_, child) = wrapper.passThroughChild { return child }
        var elements: [any View] = []
        wrapper.forEachElement { _, element in if elements.count < 2 { elements.append(element) } }
        return elements.count == 1 ? elements[0] : nil
    }
}

/// A modifier that sizes one view (a frame, padding): on a form row it
/// applies to the control, its label staying in the label column.
@MainActor protocol FormRowSizing {
    var sizedControl: any View { get }
}

extension FixedFrameView: FormRowSizing { var sizedControl: any View { content } }
extension FlexibleFrameView: FormRowSizing { var sizedControl: any View { content } }
extension PaddingView: FormRowSizing { var sizedControl: any View { content } }

extension EnvironmentValues {
    /// Set on a form row whose control's title the form shows in its label
    /// column: the control leaves its label out (`ControlLabel`,
    /// `LabeledContent`) and a text field shows only its prompt inside.
    var formShowsTitlesApart: Bool {
        get { self[FormShowsTitlesApartKey.self] }
        set { self[FormShowsTitlesApartKey.self] = newValue }
    }
}

private struct FormShowsTitlesApartKey: EnvironmentKey { static let defaultValue = false }

@MainActor extension LabeledContent: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { environment.labelsHidden ? nil : label }
}

/// A form shows a text field's title as its label, and only the prompt,
/// if any, as the placeholder (SwiftUI's "Text field prompts" on macOS).
@MainActor extension TextField: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

@MainActor extension SecureField: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

@MainActor extension Picker: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

@MainActor extension Slider: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

@MainActor extension Stepper: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

@MainActor extension ColorPicker: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

@MainActor extension DatePicker: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? { ControlLabel(content: label) }
}

/// A switch's label goes in the label column; a check box keeps its title
/// beside its box, in the value column.
@MainActor extension Toggle: FormLabeledControl {
    func formLabel(in environment: EnvironmentValues) -> (any View)? {
        environment.toggleStyles.last?.isSwitch == true ? ControlLabel(content: label) : nil
    }
}
