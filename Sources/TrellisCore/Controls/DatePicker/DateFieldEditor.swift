import Foundation

/// The parts a date picker shows, in the locale's order and form, and the
/// arithmetic of stepping one of them.
struct DateFieldEditor {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let locale: Locale
    let calendar: Calendar
    let timeZone: TimeZone

    /// One run of the locale's pattern: a part of the date, or the text
    /// between parts.
    struct Part {
        /// The date format pattern of the part ("MM", "yyyy", "h"…), or the literal text.
        let pattern: String
        /// What stepping it changes; nil for a literal.
        let unit: Calendar.Component?
    }

    var parts: [Part] {
        var result: [Part] = []
        if components.contains(.date) { result += Self.parts(template: "yyyyMMdd", locale: locale) }
        if components.contains(.hourAndMinute) {
            if !result.isEmpty { result.append(Part(pattern: ", ", unit: nil)) }
            result += Self.parts(template: "jmm", locale: locale)
        }
        return result
    }

    /// The locale's pattern for `template`, cut into parts.
    static func parts(template: String, locale: Locale) -> [Part] {
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        var parts: [Part] = []
        var literal = ""
        var run = ""
        func flushRun() {
            guard let letter = run.first else { return }
            parts.append(Part(pattern: run, unit: unit(for: letter)))
            run = ""
        }
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle(); continue }
            if !quoted, character.isLetter {
                if !literal.isEmpty { parts.append(Part(pattern: literal, unit: nil)); literal = "" }
                if let last = run.last, last != character { flushRun() }
                run.append(character)
            } else {
                flushRun()
                literal.append(character)
            }
        }
        flushRun()
        if !literal.isEmpty { parts.append(Part(pattern: literal, unit: nil)) }
        return parts
    }

    private static func unit(for letter: Character) -> Calendar.Component? {
        switch letter {
        case "y", "Y", "u": .year
        case "M", "L": .month
        case "d": .day
        case "h", "H", "k", "K": .hour
        case "m": .minute
        case "a", "b", "B": .hour   // AM/PM: twelve hours at a time
        default: nil
        }
    }

    /// The text a part shows for the current selection.
    func text(of part: Part) -> String {
        guard part.unit != nil else { return part.pattern }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateFormat = part.pattern
        return formatter.string(from: selection.wrappedValue)
    }

    /// Steps the part at `index` by `amount`, wrapping within the next
    /// larger unit (the years do not wrap), then keeps it in range.
    func step(part index: Int, by amount: Int) {
        let parts = parts
        guard parts.indices.contains(index), let unit = parts[index].unit else { return }
        var calendar = calendar
        calendar.timeZone = timeZone
        let isDayPeriod = parts[index].pattern.first.map { "abB".contains($0) } ?? false
        let value = isDayPeriod ? 12 * amount : amount
        guard let stepped = calendar.date(byAdding: unit, value: value, to: selection.wrappedValue,
                                          wrappingComponents: unit != .year) else { return }
        set(stepped)
    }

    /// Writes `date`, clamped to the range, unless it is what is there.
    func set(_ date: Date) {
        var date = date
        if let range { date = min(max(date, range.lowerBound), range.upperBound) }
        guard date != selection.wrappedValue else { return }
        selection.wrappedValue = date
    }
}
