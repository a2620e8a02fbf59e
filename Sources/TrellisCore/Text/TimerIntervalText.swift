/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: a timer over an
/// interval, as SwiftUI's: the time left (or, counting up, the time
/// since its start), held at zero and at the interval's length outside
/// it, frozen at `pauseTime` when one is given. It redraws itself once a
/// second, as `Text(date, style: .timer)` does.
nonisolated extension Text {
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        let timer = TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        // The date whose whole seconds the characters change on.
        let anchor = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
        self.init(runs: [TextRun(string: "", live: LiveDate(date: anchor, style: .timer, timer: timer))])
    }
}

package struct TimerInterval: Hashable, Sendable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool

    /// The seconds shown at `now`: within 0 and the interval's length.
    func seconds(now: Date) -> Double {
        let time = pauseTime ?? now
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let value = countsDown ? interval.upperBound.timeIntervalSince(time) : time.timeIntervalSince(interval.lowerBound)
        return min(max(0, value), max(0, length))
    }
}
