/// How a change moves from its old value to its new one over time, as
/// SwiftUI's `Animation`: a timing curve over a duration, or a spring;
/// optionally delayed and sped up.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case timing(UnitCurve, duration: Double)
        case spring(Spring)
    }

    let curve: Curve
    var delay: Double = 0
    var speed: Double = 1

    /// No animation runs longer than this from its start, delay and speed
    /// included: a duration of 1e308 (or 250 meant as milliseconds) would
    /// otherwise keep a window painting at 60 Hz practically for ever.
    /// Longer durations, delays and spring responses are clamped to it with
    /// one warning each; a motion still running then snaps to its end.
    static let longestRun: Double = 60

    init(_ curve: Curve) { self.curve = curve }

    /// `seconds`, made finite, non-negative and at most `longestRun`; a value
    /// clamped from above is reported once per kind of value.
    static func clamped(_ seconds: Double, _ what: String) -> Double {
        guard seconds.isFinite else {
            if seconds == .infinity { report(seconds, what); return longestRun }
            return 0
        }
        guard seconds <= longestRun else { report(seconds, what); return longestRun }
        return max(0, seconds)
    }

    private static func report(_ seconds: Double, _ what: String) {
        Diagnostics.report("an animation \(what) of \(seconds) s is longer than \(Int(longestRun)) s; using \(Int(longestRun)) s")
    }

    public static func linear(duration: Double) -> Animation { timing(.linear, duration) }
    public static func easeIn(duration: Double) -> Animation { timing(.easeIn, duration) }
    public static func easeOut(duration: Double) -> Animation { timing(.easeOut, duration) }
    public static func easeInOut(duration: Double) -> Animation { timing(.easeInOut, duration) }
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation { timing(curve, duration) }
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35) -> Animation {
        timing(UnitCurve(x1: x1, y1: y1, x2: x2, y2: y2), duration)
    }

    public static var linear: Animation { .linear(duration: 0.35) }
    public static var easeIn: Animation { .easeIn(duration: 0.35) }
    public static var easeOut: Animation { .easeOut(duration: 0.35) }
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingRatio: dampingFraction)))
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce)))
    }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation { Animation(.spring(spring)) }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction)
    }
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    public static var smooth: Animation { .smooth() }
    public static var snappy: Animation { .snappy() }
    public static var bouncy: Animation { .bouncy() }

    /// SwiftUI's default since macOS 14: a critically damped spring.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)

    /// The same animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay = Animation.clamped(copy.delay + (delay.isFinite ? max(0, delay) : 0), "delay")
        return copy
    }

    /// The same animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        if speed.isFinite, speed > 0 { copy.speed *= speed }
        return copy
    }

    private static func timing(_ curve: UnitCurve, _ duration: Double) -> Animation {
        Animation(.timing(curve, duration: clamped(duration, "duration")))
    }
}
