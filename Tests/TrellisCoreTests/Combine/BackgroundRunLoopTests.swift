import Combine
import Foundation
import Testing

/// A run loop of its own on a background thread, run in short slices
/// until the test is done.
private final class BackgroundRunLoop: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stopped = false
    private(set) var runLoop: RunLoop!

    init() {
        Thread.detachNewThread { [self] in
            runLoop = RunLoop.current
            // A far-off timer keeps the run loop from returning at once.
            runLoop.add(Timer(timeInterval: 3_600, repeats: false) { _ in }, forMode: .default)
            ready.signal()
            while !lock.withLock({ stopped }) { _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
        }
        ready.wait()
    }

    func stop() { lock.withLock { stopped = true } }
}

/// Thread-safe counting for values that arrive on the background thread.
private final class Count: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var threads: Set<Bool> = []

    func add() { lock.withLock { value += 1; threads.insert(Thread.isMainThread) } }
    var current: Int { lock.withLock { value } }
    var ranOnMainThread: Bool { lock.withLock { threads.contains(true) } }
}

@Suite("Run loops other than the main one")
struct BackgroundRunLoopTests {
    private func waitUntil(_ condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
    }

    @Test func timerPublishAndReceiveOnABackgroundRunLoop() {
        let loop = BackgroundRunLoop()
        defer { loop.stop() }
        let ticks = Count()
        let timer = Timer.publish(every: 0.02, on: loop.runLoop, in: .default).autoconnect().sink { _ in ticks.add() }
        let values = Count()
        let subject = PassthroughSubject<Int, Never>()
        let received = subject.receive(on: loop.runLoop).sink { _ in values.add() }
        subject.send(1)
        subject.send(2)
        waitUntil { ticks.current >= 2 && values.current >= 2 }
        #expect(ticks.current >= 2)
        #expect(values.current == 2)
        #expect(!ticks.ranOnMainThread && !values.ranOnMainThread)
        timer.cancel()
        let stopped = ticks.current
        Thread.sleep(forTimeInterval: 0.08)
        #expect(ticks.current == stopped)
        _ = received
    }
}
