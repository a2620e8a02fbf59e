/// How date pickers look, as SwiftUI's `DatePickerStyle`; apps choose one
/// of the built-in styles.
public protocol DatePickerStyle {}

enum DatePickerStyleKind: Hashable, Sendable {
    /// Fields, stepper arrows and a button that opens the calendar.
    case compact
    /// Fields and stepper arrows.
    case stepperField
    /// Fields alone.
    case field
    /// The calendar itself, with the time's fields below it.
    case graphical
}

protocol BuiltInDatePickerStyle {
    var kind: DatePickerStyleKind { get }
}

/// The automatic style: the compact one (fields, arrows and a calendar button).
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

public struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .compact }
}

public struct StepperFieldDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .stepperField }
}

public struct FieldDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .field }
}

public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyle {
    public init() {}
    var kind: DatePickerStyleKind { .graphical }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension EnvironmentValues {
    var datePickerStyle: DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = DatePickerStyleKind.compact }

nonisolated extension View {
    /// Sets the style of the date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let kind = (style as? any BuiltInDatePickerStyle)?.kind ?? .compact
        return EnvironmentModifierView(content: self, value: kind) { $0.datePickerStyle = $1 }
    }
}

/// The graphical style: the month calendar in place, and the time's
/// fields under it when the time is shown.
struct GraphicalDatePicker: View {
    let editor: DateFieldEditor
    let selected: Int?
    let select: @MainActor (Int) -> Void
    let environment: EnvironmentValues

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if editor.components.contains(.date) {
                CalendarPanel(editor: editor, environment: environment)
            }
            if editor.components.contains(.hourAndMinute) {
                DateFields(editor: editor.showing(.hourAndMinute), selected: selected, select: select,
                           showsCalendarButton: false)
            }
        }
    }
}

extension DateFieldEditor {
    /// The same editor showing only `components`.
    func showing(_ components: DatePickerComponents) -> DateFieldEditor {
        DateFieldEditor(selection: selection, range: range, components: components, locale: locale, calendar: calendar,
                        timeZone: timeZone)
    }
}
