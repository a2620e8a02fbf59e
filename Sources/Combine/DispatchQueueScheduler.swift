import Dispatch

/// `DispatchQueue` as a Combine scheduler: `receive(on: DispatchQueue.main)`
/// runs on the main queue, which Trellis's event loop serves beside the X
/// connection, so scheduled work wakes an idle window only when it is due.
extension DispatchQueue: Scheduler {
    /// A point in time on the dispatch clock.
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds) &- UInt(dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)))))
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// A signed interval in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// Nanoseconds.
            public var magnitude: Int

            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let seconds = Int(exactly: source) else { return nil }
                magnitude = seconds * 1_000_000_000
            }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { .nanoseconds(lhs.magnitude * rhs.magnitude / 1_000_000_000) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    /// Options for work scheduled on a queue.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> any Cancellable {
        let source = DispatchSource.makeTimerSource(queue: self)
        let action = UncheckedSendable(action)
        source.setEventHandler { action.value() }
        source.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        source.resume()
        return AnyCancellable { source.cancel() }
    }
}
