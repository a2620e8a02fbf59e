import Foundation

/// The month calendar a date picker opens: the month and year between
/// arrows that turn the month, the weekdays from the locale's first day of
/// the week, and six rows of days; the chosen day is filled with the
/// accent colour, and choosing a day keeps the time and closes the popup.
struct CalendarPanel: View {
    let editor: DateFieldEditor
    /// The picker's environment: a popup's views do not inherit it.
    let environment: EnvironmentValues
    /// Months away from the selection's month.
    @State private var offset = 0

    private var calendar: Calendar {
        var calendar = editor.calendar
        calendar.timeZone = editor.timeZone
        calendar.locale = editor.locale
        return calendar
    }

    /// The first day of the month shown.
    private var month: Date {
        let start = calendar.dateInterval(of: .month, for: editor.selection.wrappedValue)?.start ?? editor.selection.wrappedValue
        return calendar.date(byAdding: .month, value: offset, to: start) ?? start
    }

    var body: some View {
        let palette = ControlPalette(scheme: environment.colorScheme)
        VStack(spacing: 4) {
            HStack {
                MonthStepButton(label: "‹") { offset -= 1 }
                Spacer()
                Text(title).bold()
                Spacer()
                MonthStepButton(label: "›") { offset += 1 }
            }
            HStack(spacing: 0) {
                ForEach(weekdaySymbols.indices, id: \.self) { index in
                    Text(weekdaySymbols[index]).foregroundStyle(.secondary).frame(width: 26)
                }
            }
            ForEach(0..<6, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in dayCell(row * 7 + column) }
                }
            }
        }
        .padding(8)
        .background(palette.bezel(hovered: false, pressed: false))
        .overlay(Rectangle().stroke(palette.edge, lineWidth: 1))
        .environment(\.colorScheme, environment.colorScheme)
    }

    private var title: String {
        let formatter = DateFormatter()
        formatter.locale = editor.locale
        formatter.calendar = calendar
        formatter.timeZone = editor.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        return formatter.string(from: month)
    }

    private var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = max(0, min(6, calendar.firstWeekday - 1))
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The day in cell `index` of the grid, if it is in the month shown.
    private func day(at index: Int) -> Date? {
        let leading = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let number = index - leading
        guard let days = calendar.range(of: .day, in: .month, for: month), days.contains(number + 1) else { return nil }
        return calendar.date(byAdding: .day, value: number, to: month)
    }

    @ViewBuilder
    private func dayCell(_ index: Int) -> some View {
        if let date = day(at: index) {
            let chosen = calendar.isDate(date, inSameDayAs: editor.selection.wrappedValue)
            Button { choose(date) } label: { Text("\(calendar.component(.day, from: date))").monospacedDigit() }
                .buttonStyle(DayCellStyle(isChosen: chosen))
        } else {
            Color.clear.frame(width: 26, height: 22)
        }
    }

    /// The chosen day at the selection's time of day.
    private func choose(_ date: Date) {
        let time = calendar.dateComponents([.hour, .minute, .second], from: editor.selection.wrappedValue)
        let chosen = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: date) ?? date
        editor.set(chosen)
    }
}

struct DayCellStyle: ButtonStyle {
    let isChosen: Bool

    func makeBody(configuration: Configuration) -> some View {
        DayCellFace(label: configuration.label, isChosen: isChosen, hovered: configuration.isHovered)
    }
}

struct DayCellFace: View {
    let label: ButtonStyleConfiguration.Label
    let isChosen: Bool
    let hovered: Bool
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let palette = ControlPalette(scheme: scheme)
        label
            .frame(width: 26, height: 22)
            .foregroundColor(isChosen ? palette.onAccent : nil)
            .background(isChosen ? palette.accent : hovered ? palette.track : Color.clear, in: RoundedRectangle(cornerRadius: 4))
    }
}

/// An arrow that turns the calendar's month without closing it.
struct MonthStepButton: View {
    typealias Body = Never
    let label: String
    let action: @MainActor () -> Void
}

@MainActor extension MonthStepButton: ContentWrapperLayout, Pressable {
    var kindName: String { "MonthStepButton" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let palette = ControlPalette(scheme: node.environment.colorScheme)
        let fill = node.interaction.isPressed || node.interaction.isHovered ? palette.track : Color.clear
        visit(.index(0), Text(label).frame(width: 22, height: 20).background(fill, in: RoundedRectangle(cornerRadius: 4)))
    }

    func perform(node: ViewNode) { action() }
    var keepsPopupOpen: Bool { true }
}
