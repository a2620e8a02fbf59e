import Foundation
import Testing
@testable import TrellisCore

/// A wall clock the test moves.
private final class MovableNow: @unchecked Sendable {
    var date: Date
    init(_ date: Date) { self.date = date }
    lazy var clock = WallClock { [unowned self] in self.date }
}

/// Timeline views show the schedule's latest date and wake for the next
/// one only while painted.
@Suite("TimelineView")
@MainActor
struct TimelineViewTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    private func seconds(_ date: Date) -> String { String(format: "%.2f", date.timeIntervalSince(start)) }

    private func host<S: TimelineSchedule>(_ schedule: S, now: MovableNow, offset: CGFloat = 0) -> TestHost {
        let start = start
        return TestHost(TimelineView(schedule) { context in
            Text(String(format: "%.2f", context.date.timeIntervalSince(start)))
        }.offset(y: offset).environment(\.wallClock, now.clock))
    }

    @Test func periodicShowsTheLastDateAndWakesAtTheNext() {
        let now = MovableNow(start.addingTimeInterval(2.5))
        let host = host(.periodic(from: start, by: 1), now: now)
        _ = host.host.displayList()
        #expect(host.node(text: "2.00") != nil)
        #expect(TimelineRefresh.pendingDates.contains(start.addingTimeInterval(3)))
        now.date = start.addingTimeInterval(3.2)
        TimelineRefresh.fireDue(now: now.date)
        #expect(host.node(text: "3.00") != nil)
        _ = host.host.displayList()
        #expect(TimelineRefresh.pendingDates.contains(start.addingTimeInterval(4)))
        #expect(!TimelineRefresh.pendingDates.contains(start.addingTimeInterval(3)))
    }

    @Test func everyMinuteWakesAtTheMinute() {
        let now = MovableNow(start.addingTimeInterval(10))   // 22:13:30
        let host = host(.everyMinute, now: now)
        _ = host.host.displayList()
        // The minute began at 22:13:00, 20 s before `start`.
        #expect(host.node(text: "-20.00") != nil)
        #expect(TimelineRefresh.pendingDates.contains(start.addingTimeInterval(40)))
    }

    @Test func explicitDatesEndAndAPausedAnimationNeverWakes() {
        let now = MovableNow(start.addingTimeInterval(1))
        let dates = [start, start.addingTimeInterval(0.5), start.addingTimeInterval(2)]
        let host = host(.explicit(dates), now: now)
        _ = host.host.displayList()
        #expect(host.node(text: "0.50") != nil)
        #expect(TimelineRefresh.pendingDates.contains(start.addingTimeInterval(2)))
        now.date = start.addingTimeInterval(5)
        TimelineRefresh.fireDue(now: now.date)
        _ = host.host.displayList()
        #expect(host.node(text: "2.00") != nil)
        #expect(!TimelineRefresh.pendingDates.contains { $0 > start.addingTimeInterval(2) && $0 < start.addingTimeInterval(10) })

        let paused = MovableNow(start.addingTimeInterval(100))
        let still = self.host(.animation(minimumInterval: nil, paused: true), now: paused)
        _ = still.host.displayList()
        #expect(still.node(text: "100.00") != nil)
        #expect(!TimelineRefresh.pendingDates.contains { $0 > start.addingTimeInterval(99) && $0 < start.addingTimeInterval(110) })
    }

    @Test func animationWakesEveryFrameOrAtItsMinimumInterval() {
        let now = MovableNow(start.addingTimeInterval(200))
        let host = host(.animation(minimumInterval: 0.5, paused: false), now: now)
        _ = host.host.displayList()
        #expect(TimelineRefresh.pendingDates.contains(start.addingTimeInterval(200.5)))
        now.date = start.addingTimeInterval(200.6)
        TimelineRefresh.fireDue(now: now.date)
        #expect(host.node(text: "200.50") != nil)
    }

    @Test func aTimelineOutOfSightDoesNotWake() {
        let now = MovableNow(start.addingTimeInterval(300.5))
        let host = host(.periodic(from: start, by: 1), now: now, offset: 5000)
        _ = host.host.displayList()
        #expect(host.node(text: "300.00") != nil)
        #expect(!TimelineRefresh.pendingDates.contains(start.addingTimeInterval(301)))
    }
}
