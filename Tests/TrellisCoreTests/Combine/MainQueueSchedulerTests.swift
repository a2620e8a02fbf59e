import Combine
import Foundation
import Testing

/// `DispatchQueue.main` and `RunLoop.main` as schedulers, in real time
/// (kept short). The exact timing rules are checked with `TestScheduler`
/// in `OperatorTests`; these check that work really arrives, once, on the
/// main queue, and stops when cancelled.
@Suite("Main-queue schedulers")
@MainActor
struct MainQueueSchedulerTests {
    /// Waits for `condition`, for up to a minute: the main actor these
    /// timers fire on is shared with every synchronous `@MainActor` test
    /// running in parallel (the layout fuzzer holds it for seconds), so
    /// on a busy machine work can wait long before it runs. Only a
    /// failure waits that long.
    private func waitUntil(_ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(60)
        while !condition(), Date() < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }

    @Test func debounceOnTheMainQueueAndTheMainRunLoop() async {
        let subject = PassthroughSubject<Int, Never>()
        var fromQueue: [Int] = []
        var fromRunLoop: [Int] = []
        let a = subject.debounce(for: .milliseconds(30), scheduler: DispatchQueue.main).sink { fromQueue.append($0) }
        let b = subject.debounce(for: 0.03, scheduler: RunLoop.main).sink { fromRunLoop.append($0) }
        for value in 1...3 { subject.send(value) }
        await waitUntil { fromQueue.count + fromRunLoop.count >= 2 }
        try? await Task.sleep(for: .milliseconds(60))
        #expect(fromQueue == [3])
        #expect(fromRunLoop == [3])
        _ = (a, b)
    }

    @Test func aRepeatingScheduleStopsWhenCancelled() async {
        let queue = DispatchQueue.main
        var count = 0
        let repeating = queue.schedule(after: queue.now.advanced(by: .milliseconds(10)), interval: .milliseconds(10)) { count += 1 }
        await waitUntil { count >= 3 }
        repeating.cancel()
        let stopped = count
        try? await Task.sleep(for: .milliseconds(60))
        #expect(stopped >= 3)
        #expect(count == stopped)
    }

    @Test func strideArithmetic() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(1500) == Stride.seconds(1.5))
        #expect(Stride(integerLiteral: 2).magnitude == 2_000_000_000)
        let now = DispatchQueue.main.now
        #expect(now.distance(to: now.advanced(by: .microseconds(7))) == .nanoseconds(7_000))
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    }
}
