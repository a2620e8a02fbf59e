/// A timing curve from (0, 0) to (1, 1), as a cubic Bézier with two control
/// points: CSS's and SwiftUI's ease curves. `value(at:)` maps the elapsed
/// fraction of the duration to the fraction of the change.
public struct UnitCurve: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(x1: startControlPoint.x, y1: startControlPoint.y, x2: endControlPoint.x, y2: endControlPoint.y)
    }

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        // The curve must be a function of time: control x values stay in 0...1.
        self.x1 = min(1, max(0, x1)); self.y1 = y1
        self.x2 = min(1, max(0, x2)); self.y2 = y2
    }

    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The fraction of the change after `progress` of the duration.
    public func value(at progress: Double) -> Double {
        let x = min(1, max(0, progress.isNaN ? 1 : progress))
        return Self.bezier(solve(x), y1, y2)
    }

    /// d(value)/d(progress), for handing velocity on to a spring.
    public func velocity(at progress: Double) -> Double {
        let s = solve(min(1, max(0, progress.isNaN ? 1 : progress)))
        let dx = Self.derivative(s, x1, x2)
        return dx > 1e-9 ? Self.derivative(s, y1, y2) / dx : 0
    }

    /// The Bézier parameter whose x is `x` (Newton, then bisection).
    private func solve(_ x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-7 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<40 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
