import Foundation

/// A control for choosing a date and a time, as SwiftUI's `DatePicker`:
/// its label, then the date and the time as fields in the order and
/// form of the environment's locale (month, day and year; hour, minute
/// and AM/PM), with arrows that step the part being edited and, when the
/// date is shown, a button that opens a month calendar in a popup.
///
/// Click a part to edit it; Up and Down (or the arrows) step it, wrapping
/// within its unit as desktop date fields do (the day after the 31st is
/// the 1st of the same month); Left and Right move to the next part. The
/// date is kept within the range given with `in:`.
public nonisolated struct DatePicker<Label: View>: View {
    public typealias Body = Never
    public typealias Components = DatePickerComponents
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        range = nil
        components = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.range = range
        components = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: range.lowerBound...Date.distantFuture, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, in: Date.distantPast...range.upperBound, displayedComponents: displayedComponents, label: label)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

@MainActor extension DatePicker: ContentWrapperLayout, KeyboardOperable {
    var kindName: String { "DatePicker" }

    private func editor(_ node: ViewNode) -> DateFieldEditor {
        DateFieldEditor(selection: selection, range: range, components: components, locale: node.environment.locale,
                        calendar: node.environment.calendar, timeZone: node.environment.timeZone)
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let editor = editor(node)
        let selected = node.interaction.selectedPart
        let select: @MainActor (Int) -> Void = { [weak node] index in
            guard let node else { return }
            node.interaction.selectedPart = index
            node.invalidateBody()
        }
        let body: AnyView
        switch node.environment.datePickerStyle {
        case .compact:
            body = AnyView(DateFields(editor: editor, selected: selected, select: select))
        case .stepperField:
            body = AnyView(DateFields(editor: editor, selected: selected, select: select, showsCalendarButton: false))
        case .field:
            body = AnyView(DateFields(editor: editor, selected: selected, select: select, showsStepper: false,
                                      showsCalendarButton: false))
        case .graphical:
            body = AnyView(GraphicalDatePicker(editor: editor, selected: selected, select: select, environment: node.environment))
        }
        // The label sits on the fields' text line, as a form's labels do; the
        // calendar has no line to sit on, so its label is at its top.
        let alignment: VerticalAlignment = node.environment.datePickerStyle == .graphical ? .top : .firstTextBaseline
        visit(.index(0), HStack(alignment: alignment, spacing: 8) {
            ControlLabel(content: label)
            body
        })
    }

    /// Left and Right choose the part to edit, Up and Down step it.
    func handleKey(_ key: ControlKey, node: ViewNode) -> Bool {
        let editor = editor(node)
        let editable = editor.parts.indices.filter { editor.parts[$0].unit != nil }
        guard !editable.isEmpty else { return false }
        let current = node.interaction.selectedPart.flatMap { editable.firstIndex(of: $0) }
        switch key {
        case .leftArrow, .rightArrow:
            let step = key == .leftArrow ? -1 : 1
            let next = current.map { min(max($0 + step, 0), editable.count - 1) } ?? (step > 0 ? 0 : editable.count - 1)
            node.interaction.selectedPart = editable[next]
            node.invalidateBody()
        case .upArrow, .downArrow:
            let part = editable[current ?? 0]
            if current == nil { node.interaction.selectedPart = part; node.invalidateBody() }
            editor.step(part: part, by: key == .upArrow ? 1 : -1)
        default:
            return false
        }
        return true
    }
}
