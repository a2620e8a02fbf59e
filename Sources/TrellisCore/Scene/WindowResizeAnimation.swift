extension Scene {
    /// How the content of this scene's windows moves to its new layout when
    /// a window is resized: by default a 0.25 s ease-in-out glide; `nil`
    /// makes it jump to the new layout on every configure event. (A Trellis
    /// addition: SwiftUI on the Mac has no animated window relayout.)
    ///
    /// The environment variable `TRELLIS_WINDOW_ANIMATION` overrides it for
    /// any app without recompiling: `0` turns it off, a number of seconds
    /// (at most 5) sets the duration of the ease.
    public func windowResizeAnimation(_ animation: Animation?) -> some Scene {
        WindowSceneModifier(content: self) { $0.resizeAnimation = animation }
    }
}

extension WindowSpec {
    /// The longest resize glide `TRELLIS_WINDOW_ANIMATION` may ask for: a
    /// window being resized should follow the pointer, and a value meant
    /// as milliseconds (`250`) would make every resize crawl.
    static let longestResizeAnimation: Double = 5

    /// The resize animation after `TRELLIS_WINDOW_ANIMATION` is applied.
    package func resizeAnimation(environment: [String: String]) -> Animation? {
        guard let setting = environment["TRELLIS_WINDOW_ANIMATION"]?.trimmingCharacters(in: .whitespaces),
              !setting.isEmpty else { return resizeAnimation }
        switch setting.lowercased() {
        case "0", "off", "false", "no": return nil
        case "1", "on", "true", "yes": return resizeAnimation ?? ViewHost.defaultWindowResizeAnimation
        default:
            guard let seconds = Double(setting), seconds.isFinite, seconds >= 0 else {
                Diagnostics.report("TRELLIS_WINDOW_ANIMATION=\(setting) is neither 0/1 nor a duration in seconds; ignored")
                return resizeAnimation
            }
            guard seconds <= Self.longestResizeAnimation else {
                let longest = Self.longestResizeAnimation
                Diagnostics.report("TRELLIS_WINDOW_ANIMATION=\(setting) is longer than \(Int(longest)) s (the value is in seconds); using \(Int(longest)) s")
                return .easeInOut(duration: longest)
            }
            return seconds == 0 ? nil : .easeInOut(duration: seconds)
        }
    }
}
