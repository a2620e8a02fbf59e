import CICU
import Foundation

nonisolated extension Text {
    /// How `Text(_:style:)` shows a date: a fixed date or time, or an
    /// interval to now that the text keeps up to date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// "11:23 PM"
        public static let time = DateStyle(kind: .time)
        /// "June 3, 2019"
        public static let date = DateStyle(kind: .date)
        /// "2 hours, 23 minutes" (to or from now; updated as time passes)
        public static let relative = DateStyle(kind: .relative)
        /// "+2 hours", "-3 months" (updated as time passes)
        public static let offset = DateStyle(kind: .offset)
        /// "2:32", "36:59:01": a timer counting to or from the date (updated every second)
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date in a style, in the environment's locale and time zone; the
    /// relative styles change as time passes and the text redraws itself
    /// when they do (about once a second, and only while it is shown).
    public init(_ date: Date, style: DateStyle) {
        self.init(runs: [TextRun(string: "", live: LiveDate(date: date, style: style))])
    }

    /// A range of dates: "9:41 – 10:30 AM" within one day, else both dates and times.
    public init(_ dates: ClosedRange<Date>) {
        self.init(runs: [TextRun(string: "", live: LiveDate(date: dates.lowerBound, style: .time, end: dates.upperBound))])
    }

    /// An interval of dates, as `Text(start...end)`.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }
}

/// A run whose characters are a date formatted when the text is laid out.
package struct LiveDate: Hashable, Sendable {
    let date: Date
    let style: Text.DateStyle
    /// For a range: its end.
    var end: Date? = nil
    /// For `Text(timerInterval:…)`: the interval counted and how.
    var timer: TimerInterval? = nil

    /// Whether the characters depend on the time now.
    var changesOverTime: Bool {
        if let timer { return timer.pauseTime == nil }
        return end == nil && [.relative, .offset, .timer].contains(style.kind)
    }

    /// The characters at `now` in `environment`'s locale and time zone.
    func string(now: Date, in environment: EnvironmentValues) -> String {
        if let timer { return Self.timer(timer.seconds(now: now), showsHours: timer.showsHours, locale: environment.locale) }
        if let end { return Self.range(date, end, in: environment) }
        switch style.kind {
        case .time: return Self.formatter(date: .none, time: .short, environment).string(from: date)
        case .date: return Self.formatter(date: .long, time: .none, environment).string(from: date)
        case .relative: return Self.units(abs(date.timeIntervalSince(now)), count: 2, locale: environment.locale)
        case .offset:
            let interval = date.timeIntervalSince(now)
            return (interval < 0 ? "-" : "+") + Self.units(abs(interval), count: 1, locale: environment.locale)
        case .timer: return Self.timer(abs(date.timeIntervalSince(now)), locale: environment.locale)
        }
    }

    /// Seconds until the characters next change (the next whole second of the difference).
    func secondsToNextChange(now: Date) -> Double {
        let elapsed = abs(date.timeIntervalSince(now))
        let fraction = elapsed - elapsed.rounded(.down)
        let delay = date > now ? fraction : 1 - fraction
        return delay < 0.001 ? 1 : delay
    }

    private static func formatter(date: DateFormatter.Style, time: DateFormatter.Style, _ environment: EnvironmentValues) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }

    private static func range(_ start: Date, _ end: Date, in environment: EnvironmentValues) -> String {
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        if calendar.isDate(start, inSameDayAs: end) {
            let time = formatter(date: .none, time: .short, environment)
            return "\(time.string(from: start)) – \(time.string(from: end))"
        }
        let both = formatter(date: .medium, time: .short, environment)
        return "\(both.string(from: start)) – \(both.string(from: end))"
    }

    /// The largest `count` non-zero units in `locale`'s words, joined as
    /// it joins units: "2 hours, 23 minutes", "2 Stunden und 23 Minuten".
    static func units(_ seconds: Double, count: Int, locale: Locale = Locale(identifier: "en_US")) -> String {
        guard seconds.isFinite else { return "" }
        // (About 31 million years: more would not fit an Int's seconds.)
        var rest = Int(min(max(0, seconds), 1e15).rounded(.down))
        let sizes: [(String, Int)] = [("year", 31_536_000), ("month", 2_592_000), ("week", 604_800), ("day", 86_400),
                                      ("hour", 3_600), ("minute", 60), ("second", 1)]
        var parts: [(unit: String, amount: Int)] = []
        for (name, size) in sizes where parts.count < count {
            let amount = rest / size
            rest -= amount * size
            if amount > 0 { parts.append((name, amount)) }
            else if !parts.isEmpty { break }  // "1 hour, 5 seconds" would skip the minutes
        }
        if parts.isEmpty { parts = [("second", 0)] }
        return DurationWords.format(parts, locale: locale)
            ?? parts.map { "\($0.amount) \($0.unit)\($0.amount == 1 ? "" : "s")" }.joined(separator: ", ")
    }

    /// "2:32" under an hour, "36:59:01" from one hour, in `locale`'s
    /// digits ("٢:٣٢" in Egyptian Arabic), as SwiftUI's timer shows them.
    /// Without `showsHours`, the minutes go past 59 ("75:00").
    static func timer(_ seconds: Double, showsHours: Bool = true, locale: Locale = Locale(identifier: "en_US")) -> String {
        guard seconds.isFinite else { return "" }
        let total = min(Int(seconds.rounded(.down)), 359_999_999)
        var (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        if !showsHours { (hours, minutes) = (0, total / 60) }
        let plain = IntegerFormatStyle<Int>.number.locale(locale).grouping(.never)
        let two = plain.precision(.integerLength(2...))
        return hours > 0
            ? "\(hours.formatted(plain)):\(minutes.formatted(two)):\(secs.formatted(two))"
            : "\(minutes.formatted(plain)):\(secs.formatted(two))"
    }
}

/// Durations in words through ICU's unit formatter and list formatter
/// (`CICU`): Foundation on Linux has no `DateComponentsFormatter`, and its
/// `Duration.UnitsFormatStyle` has no months or years, which `.relative`
/// shows ("1 year, 1 month").
enum DurationWords {
    /// Nil when ICU fails (the caller falls back to English).
    static func format(_ parts: [(unit: String, amount: Int)], locale: Locale) -> String? {
        let names = parts.map { strdup($0.unit) }
        defer { names.forEach { free($0) } }
        let pointers: [UnsafePointer<CChar>?] = names.map { $0.map { UnsafePointer($0) } }
        let amounts = parts.map { Double($0.amount) }
        var buffer = [UInt16](repeating: 0, count: 256)
        let length = trellis_format_durations(locale.identifier, pointers, amounts, Int32(parts.count), &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}
