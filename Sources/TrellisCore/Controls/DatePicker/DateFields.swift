import Foundation

/// A date picker's field: its parts on one bezel, the part being edited
/// in the accent colour, the stepper arrows for that part, and for dates
/// a button that opens the calendar.
struct DateFields: View {
    let editor: DateFieldEditor
    let selected: Int?
    let select: @MainActor (Int) -> Void
    var showsStepper = true
    var showsCalendarButton = true
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        let parts = editor.parts
        let editable = parts.indices.filter { parts[$0].unit != nil }
        let target = selected ?? editable.first
        HStack(spacing: 4) {
            HStack(spacing: 0) {
                ForEach(parts.indices, id: \.self) { index in
                    if parts[index].unit == nil {
                        DateSeparator(pattern: parts[index].pattern)
                    } else {
                        Button { select(index) } label: { Text(editor.text(of: parts[index])).monospacedDigit() }
                            .buttonStyle(DatePartStyle(isSelected: index == selected))
                    }
                }
            }
            .fixedSize()
            .padding(.horizontal, 5)
            .padding(.vertical, 3)
            .background(palette.bezel(hovered: false, pressed: false), in: RoundedRectangle(cornerRadius: 4))
            .overlay(RoundedRectangle(cornerRadius: 4).stroke(palette.edge, lineWidth: 1))
            if showsStepper {
                StepperArrows(increment: target.map { step($0, by: 1) }, decrement: target.map { step($0, by: -1) })
            }
            if showsCalendarButton, editor.components.contains(.date) {
                CalendarButton(editor: editor)
            }
        }
    }

    /// An arrow's action. (A closure literal here would be inferred
    /// `@Sendable`, which the editor it captures is not.)
    private func step(_ part: Int, by amount: Int) -> @MainActor () -> Void {
        let editor = editor
        return { editor.step(part: part, by: amount) }
    }
}

/// The text between two parts ("/", ", ", ":"). Its spaces become room
/// beside it: a text's spaces at its ends are hung and take none.
struct DateSeparator: View {
    let pattern: String

    var body: some View {
        let leading = CGFloat(pattern.prefix { $0.isWhitespace }.count) * 4
        let trailing = CGFloat(pattern.reversed().prefix { $0.isWhitespace }.count) * 4
        let visible = pattern.trimmingCharacters(in: .whitespaces)
        if visible.isEmpty {
            Color.clear.frame(width: leading, height: 1)
        } else {
            Text(visible).padding(.leading, leading).padding(.trailing, trailing)
        }
    }
}

struct DatePartStyle: ButtonStyle {
    let isSelected: Bool

    func makeBody(configuration: Configuration) -> some View {
        DatePartFace(label: configuration.label, isSelected: isSelected)
    }
}

struct DatePartFace: View {
    let label: ButtonStyleConfiguration.Label
    let isSelected: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        label
            .padding(.horizontal, 1)
            .foregroundColor(isSelected ? palette.onAccent : nil)
            .background(isSelected ? palette.accent : Color.clear, in: RoundedRectangle(cornerRadius: 3))
    }
}

/// The button beside a date field that opens a month calendar below it.
struct CalendarButton: View {
    typealias Body = Never
    let editor: DateFieldEditor
}

@MainActor extension CalendarButton: ContentWrapperLayout, Pressable {
    var kindName: String { "CalendarButton" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let state = MenuControlState(isHovered: node.interaction.isHovered, isPressed: node.interaction.isPressed,
                                     isEnabled: node.environment.isEnabled)
        visit(.index(0), CalendarButtonFace(state: state))
    }

    func perform(node: ViewNode) {
        guard let context = node.environment.popupContext else { return }
        context.stack.open(level: context.level, anchor: node.frame, placement: .below,
                           content: AnyView(CalendarPanel(editor: editor, environment: node.environment)))
    }
}

/// A small grid standing for a calendar, on a bezel 22 points square.
struct CalendarButtonFace: View {
    let state: MenuControlState
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        VStack(spacing: 2) {
            Rectangle().fill(palette.accent).frame(width: 12, height: 3)
            ForEach(0..<2, id: \.self) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<3, id: \.self) { _ in Rectangle().fill(palette.glyph).frame(width: 2.67, height: 2) }
                }
            }
        }
        .frame(width: 22, height: 22)
        .background(palette.bezel(hovered: state.isHovered, pressed: state.isPressed), in: RoundedRectangle(cornerRadius: 4))
        .overlay(RoundedRectangle(cornerRadius: 4).stroke(palette.edge, lineWidth: 1))
        .opacity(state.isEnabled ? 1 : 0.45)
    }
}
