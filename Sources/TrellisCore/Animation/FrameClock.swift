/// The time source for animation and for the frame timestamps in the
/// inspection file, in seconds. The X11 backend uses the monotonic clock;
/// tests use `VirtualClock` and step it frame by frame.
@MainActor
public protocol FrameClock: AnyObject {
    var now: Double { get }
}

/// A clock that moves only when told to: animation tests advance it by
/// exact amounts and assert the geometry of each frame.
@MainActor
public final class VirtualClock: FrameClock {
    public private(set) var now: Double

    public init(start: Double = 0) { now = start }

    public func advance(by seconds: Double) { now += seconds }
}

/// The system's monotonic clock (unaffected by wall-clock changes).
@MainActor
public final class MonotonicClock: FrameClock {
    public init() {}

    public var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
