import Foundation
import Testing
@testable import TrellisCore

/// A wall clock the test moves.
private final class MovingNow: @unchecked Sendable {
    var date: Date
    init(_ date: Date) { self.date = date }
    lazy var clock = WallClock { [unowned self] in self.date }
}

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
@MainActor
struct TimerIntervalTextTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// The characters shown `offset` seconds after the interval's start.
    private func shown(_ text: Text, at offset: Double) -> String {
        let now = MovingNow(start.addingTimeInterval(offset))
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US_POSIX")
        environment.wallClock = now.clock
        return StyledText(text.runs, in: environment).string
    }

    @Test func countsDownTheTimeLeftAndStopsAtZero() {
        let timer = Text(timerInterval: start...start.addingTimeInterval(90))
        #expect(shown(timer, at: -10) == "1:30")
        #expect(shown(timer, at: 0) == "1:30")
        #expect(shown(timer, at: 30.5) == "0:59")
        #expect(shown(timer, at: 90) == "0:00")
        #expect(shown(timer, at: 500) == "0:00")
    }

    @Test func countsUpTheTimeSinceTheStartUpToTheLength() {
        let timer = Text(timerInterval: start...start.addingTimeInterval(90), countsDown: false)
        #expect(shown(timer, at: -5) == "0:00")
        #expect(shown(timer, at: 61.9) == "1:01")
        #expect(shown(timer, at: 500) == "1:30")
    }

    @Test func aPauseTimeFreezesItAndHoursCanBeMinutes() {
        let paused = Text(timerInterval: start...start.addingTimeInterval(90), pauseTime: start.addingTimeInterval(20))
        #expect(shown(paused, at: 50) == "1:10")
        #expect(shown(paused, at: 80) == "1:10")
        let long = start...start.addingTimeInterval(4500)
        #expect(shown(Text(timerInterval: long), at: 0) == "1:15:00")
        #expect(shown(Text(timerInterval: long, showsHours: false), at: 0) == "75:00")
    }

    @Test func itRedrawsOnTheSecondUnlessPaused() {
        LiveTextRefresh.fireAll()
        let now = MovingNow(start.addingTimeInterval(10.25))
        let host = TestHost(Text(timerInterval: start...start.addingTimeInterval(60)).environment(\.wallClock, now.clock))
        #expect(host.node(text: "0:49") != nil)
        #expect(LiveTextRefresh.pendingCount == 1)
        now.date = start.addingTimeInterval(12.5)
        LiveTextRefresh.fireAll()
        #expect(host.node(text: "0:47") != nil)
        LiveTextRefresh.fireAll()
        let paused = TestHost(Text(timerInterval: start...start.addingTimeInterval(60), pauseTime: start)
            .environment(\.wallClock, now.clock))
        #expect(paused.node(text: "1:00") != nil)
        #expect(LiveTextRefresh.pendingCount == 0)
    }
}
