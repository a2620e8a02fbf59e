import Foundation

/// `RunLoop` as a Combine scheduler. In a Trellis app the main run loop is
/// the X11 event loop, which serves the main dispatch queue (Foundation's
/// `RunLoop.main` is never run), so work for `RunLoop.main` goes to
/// `DispatchQueue.main`; any other run loop gets it through Foundation's
/// `perform` and timers, and runs it when that run loop runs.
extension RunLoop: Scheduler {
    /// A point in time, as a `Date`.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A signed interval in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            /// Seconds.
            public var magnitude: TimeInterval

            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1_000) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1_000_000) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1_000_000_000) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Run loops take no scheduling options.
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    private var isMain: Bool { self === RunLoop.main }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isMain { return DispatchQueue.main.schedule(options: nil, action) }
        let action = UncheckedSendable(action)
        perform { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if isMain {
            let delay = max(0, date.date.timeIntervalSinceNow)
            return DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(delay)), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        if isMain {
            let start = DispatchQueue.main.now.advanced(by: .seconds(max(0, date.date.timeIntervalSinceNow)))
            return DispatchQueue.main.schedule(after: start, interval: .seconds(interval.magnitude),
                                               tolerance: .seconds(tolerance.magnitude), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action.value() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
