import Foundation

/// The locale, time zone and calendar SwiftUI code reads from the
/// environment, taken from the process environment as a terminal program
/// would:
///
/// - locale: `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the language the
///   user reads), `de_DE.UTF-8@euro` becoming `de_DE`; unset, empty, `C`
///   or `POSIX` is `en_US_POSIX`.
/// - time zone: `TZ` (`Europe/Berlin`, `:Europe/Berlin`, or a path under
///   `zoneinfo/`), else the system's (`/etc/localtime`). A `TZ` that names
///   no zone gets one line on stderr and UTC, which is what the C library
///   uses for it too.
/// - calendar: the locale's calendar, in that locale and time zone.
package struct SystemRegion: Sendable {
    package let locale: Locale
    package let timeZone: TimeZone
    package let calendar: Calendar

    package init(environment: [String: String]) {
        locale = Locale(identifier: Self.localeIdentifier(environment: environment))
        timeZone = Self.timeZone(environment: environment)
        var calendar = Calendar(identifier: locale.calendar.identifier)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// This process's, read once.
    package static let current = SystemRegion(environment: ProcessEnvironment.atStart)

    package static func localeIdentifier(environment: [String: String]) -> String {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
        let identifier = base.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        return identifier.isEmpty || identifier == "C" || identifier == "POSIX" ? "en_US_POSIX" : identifier
    }

    static func timeZone(environment: [String: String]) -> TimeZone {
        guard var name = environment["TZ"], !name.isEmpty else { return .current }
        if name.hasPrefix(":") { name.removeFirst() }
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        if let zone = TimeZone(identifier: name) { return zone }
        Diagnostics.report("TZ=\(environment["TZ"] ?? "") names no time zone; using UTC")
        return TimeZone(secondsFromGMT: 0)!
    }
}

extension EnvironmentValues {
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { SystemRegion.current.locale } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { SystemRegion.current.timeZone } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { SystemRegion.current.calendar } }
