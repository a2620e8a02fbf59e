import Foundation

/// The process's environment variables, read for settings at start.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary of every
/// variable on each call; start-up read it in seven places, a few tenths
/// of a millisecond before the first frame. Settings read once take this
/// snapshot instead; a variable that may change while running (or that
/// the process removes, as `DESKTOP_STARTUP_ID`) is read with `getenv`.
package enum ProcessEnvironment {
    /// Every variable, as the process started with it.
    package static let atStart: [String: String] = ProcessInfo.processInfo.environment

    /// One variable now, or nil when it is not set.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
