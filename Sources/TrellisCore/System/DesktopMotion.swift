/// Whether the desktop asks for less motion (GTK's `Gtk/EnableAnimations`
/// off, in XSETTINGS): SwiftUI's `accessibilityReduceMotion` is true, and
/// the window's animations snap to their end, as GTK's do.
extension EnvironmentValues {
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }

/// Input timings the desktop sets (XSETTINGS `Net/DoubleClickTime`,
/// `Net/CursorBlink`, `Net/CursorBlinkTime`), read where clicks are
/// counted and the caret blinks. One display per process, so one set.
@MainActor
package enum DesktopTiming {
    /// Presses within this many seconds make a double (triple) click or tap.
    package static var doubleClick: Double = 0.4
    /// The caret blinks at all.
    package static var caretBlinks = true
    /// One whole blink (shown, then hidden), in seconds.
    package static var caretBlinkCycle: Double = 1.2

    /// Takes the desktop's values; anything missing or absurd keeps (or
    /// goes back to) the default.
    package static func apply(doubleClickMilliseconds: Int?, caretBlinks blinks: Int?, caretCycleMilliseconds: Int?) {
        doubleClick = doubleClickMilliseconds.flatMap { (50...5000).contains($0) ? Double($0) / 1000 : nil } ?? 0.4
        caretBlinks = blinks.map { $0 != 0 } ?? true
        caretBlinkCycle = caretCycleMilliseconds.flatMap { (100...10_000).contains($0) ? Double($0) / 1000 : nil } ?? 1.2
    }
}
