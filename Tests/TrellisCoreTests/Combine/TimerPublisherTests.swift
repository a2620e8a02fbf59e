import Combine
import Foundation
import Testing

/// `Timer.publish` on the main run loop: a dispatch timer on the main
/// queue. Real time, short intervals, and bounds that cannot flake: a
/// timer never fires early, so after `t` seconds it has fired at most
/// `t / interval` times; the lower bound is waited for, not assumed.
@Suite("Timer.publish")
@MainActor
struct TimerPublisherTests {
    /// Waits for `condition`, for up to a minute: the main actor these
    /// timers fire on is shared with every synchronous `@MainActor` test
    /// running in parallel (the layout fuzzer holds it for seconds), so
    /// on a busy machine work can wait long before it runs. Only a
    /// failure waits that long.
    private func waitUntil(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(60)
        while !condition(), Date() < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }

    @Test func autoconnectTicksAtTheIntervalAndStopsWhenCancelled() async {
        let interval = 0.05
        let started = Date()
        var ticks: [Date] = []
        let cancellable = Timer.publish(every: interval, on: .main, in: .common).autoconnect().sink { ticks.append($0) }
        await waitUntil { ticks.count >= 3 }
        let elapsed = Date().timeIntervalSince(started)
        #expect(ticks.count >= 3)
        #expect(Double(ticks.count) <= elapsed / interval + 0.001)
        // Each tick is at least one interval after the start (none early).
        for (index, tick) in ticks.enumerated() {
            #expect(tick.timeIntervalSince(started) >= Double(index + 1) * interval - 0.001)
        }
        cancellable.cancel()
        let count = ticks.count
        try? await Task.sleep(for: .milliseconds(150))
        #expect(ticks.count == count)
    }

    @Test func aConnectablePublisherWaitsForConnect() async {
        let publisher = Timer.publish(every: 0.02, on: .main, in: .common)
        var ticks = 0
        let subscription = publisher.sink { _ in ticks += 1 }
        try? await Task.sleep(for: .milliseconds(100))
        #expect(ticks == 0)                            // not connected: no timer
        let connection = publisher.connect()
        await waitUntil { ticks >= 2 }
        #expect(ticks >= 2)
        connection.cancel()
        let count = ticks
        try? await Task.sleep(for: .milliseconds(100))
        #expect(ticks == count)
        _ = subscription
    }

    @Test func theLastSubscriberLeavingStopsTheTimerAndFreesIt() async {
        weak var weakAutoconnect: Publishers.Autoconnect<Timer.TimerPublisher>?
        var ticks = 0
        do {
            let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
            weakAutoconnect = timer
            let first = timer.sink { _ in ticks += 1 }
            let second = timer.sink { _ in ticks += 1 }
            await waitUntil { ticks >= 2 }
            first.cancel()
            second.cancel()
        }
        let count = ticks
        try? await Task.sleep(for: .milliseconds(100))
        #expect(ticks == count)
        #expect(weakAutoconnect == nil)
    }
}
