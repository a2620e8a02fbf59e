/// A damped spring, as SwiftUI describes one: `response` is the period of
/// the undamped oscillation (the "perceptual duration"), `dampingFraction`
/// 1 is critically damped (no overshoot), below 1 bounces, above 1 creeps.
///
/// Positions come from the closed-form solution of
/// x'' + 2ζω x' + ω² x = 0, so a frame can be computed for any time
/// without stepping, and a retargeted spring starts with the velocity the
/// old one had.
public struct Spring: Hashable, Sendable {
    public var response: Double
    package var dampingFraction: Double

    public init(response: Double = 0.5, dampingRatio: Double = 1) {
        self.response = response.isNaN || response <= 0 ? 0.5 : Animation.clamped(response, "spring response")
        self.dampingFraction = dampingRatio.isFinite ? max(0, dampingRatio) : 1
    }

    /// SwiftUI's duration/bounce form: bounce 0 is critically damped,
    /// positive bounces (up to 1, undamped), negative is overdamped.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let b = min(1, max(-1, bounce.isFinite ? bounce : 0))
        self.init(response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + max(b, -0.99)))
    }

    var angularFrequency: Double { 2 * .pi / response }

    /// Displacement from the target and velocity after `time`, starting
    /// from displacement `x0` and velocity `v0`.
    func state(time t: Double, x0: Double, v0: Double) -> (x: Double, v: Double) {
        let w = angularFrequency, z = dampingFraction
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w * x0) / wd
            let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * (-z * w * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (x, v)
        } else if z == 1 {
            let b = v0 + w * x0
            let e = exp(-w * t)
            return (e * (x0 + b * t), e * (b - w * (x0 + b * t)))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }
}

extension Spring {
    /// A smooth spring with no bounce (`Animation.smooth`'s).
    public static var smooth: Spring { smooth() }
    /// A snappy spring with a small bounce (`Animation.snappy`'s).
    public static var snappy: Spring { snappy() }
    /// A bouncy spring (`Animation.bouncy`'s).
    public static var bouncy: Spring { bouncy() }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
