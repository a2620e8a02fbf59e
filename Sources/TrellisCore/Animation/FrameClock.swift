/// The time source for animation and for the frame timestamps in the
/// inspection file, in seconds. The X11 backend uses the monotonic clock;
/// tests use `VirtualClock` and step it frame by frame.
@MainActor
package protocol FrameClock: AnyObject {
    var now: Double { get }
}

/// A clock that moves only when told to: animation tests advance it by
/// exact amounts and assert the geometry of each frame.
@MainActor
package final class VirtualClock: FrameClock {
    package private(set) var now: Double

    package init(start: Double = 0) { now = start }

    package func advance(by seconds: Double) { now += seconds }
}

/// The system's monotonic clock (unaffected by wall-clock changes).
@MainActor
package final class MonotonicClock: FrameClock {
    package init() {}

    package var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
