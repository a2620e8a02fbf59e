import Foundation
import Testing
import XvfbSupport

/// `gallery timer`: a clock driven by `Timer.publish(every: 1, …)` and
/// `onReceive`. Between ticks the window is idle, and an idle window must
/// sleep: the event loop wakes about once a second for the timer, not 60
/// times a second.
@Suite("Timer, end to end", .serialized)
struct TimerEndToEndTests {
    private func ticks(_ window: Inspection.Window) -> Int? {
        window.texts.first { $0.hasPrefix("Ticks: ") }.flatMap { Int($0.dropFirst("Ticks: ".count)) }
    }

    /// How often the app's main thread has gone to sleep and been woken
    /// (each wait in `poll()` that blocks is one voluntary switch).
    private func mainThreadWakeUps(_ pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
        return try #require(Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
    }

    @Test func anIdleClockWakesOncePerTick() throws {
        let session = try GallerySession("timer")
        // Ticks and frame number from one snapshot, so that no tick falls between them.
        let first = try session.app.waitForInspection(timeout: 10) { ($0.mainWindow.flatMap(ticks) ?? 0) >= 1 }
        let startTicks = try #require(first.mainWindow.flatMap(ticks))
        let startFrame = first.frame
        let startWakeUps = try mainThreadWakeUps(session.app.pid)
        let started = Date()

        Thread.sleep(forTimeInterval: 3.5)

        let last = try #require(try session.app.latestInspection())
        let elapsed = Date().timeIntervalSince(started)
        let wakeUps = try mainThreadWakeUps(session.app.pid) - startWakeUps
        let tickCount = try #require(last.mainWindow.flatMap(ticks)) - startTicks
        let frames = last.frame - startFrame
        // A 1 s timer never fires early, and (on an idle machine) not more than a tick late.
        #expect(tickCount >= 2 && Double(tickCount) <= elapsed + 1, "ticks: \(tickCount) in \(elapsed) s")
        // One painted frame per tick (the clock's text changes), not 60 a second.
        #expect(frames >= 1 && frames <= tickCount + 1, "frames: \(frames) for \(tickCount) ticks")
        // A few wake-ups per tick at most; a 60 Hz loop would show about 210.
        #expect(wakeUps <= 10 * (tickCount + 1), "main-thread wake-ups: \(wakeUps) for \(tickCount) ticks")
        #expect(last.mainWindow?.texts.contains { $0.count == 8 && $0.filter { $0 == ":" }.count == 2 } == true)
    }
}
