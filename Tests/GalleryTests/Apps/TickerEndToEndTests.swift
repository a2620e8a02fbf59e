import Foundation
import Testing
import XvfbSupport

/// Work that does not come from the X server — a model ticked by a
/// background thread, a `@MainActor` task — shows up in an idle window.
@Suite("Ticker, end to end", .serialized)
struct TickerEndToEndTests {
    private func count(_ window: Inspection.Window, _ prefix: String) -> Int? {
        window.texts.first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    @Test func backgroundThreadsAndTasksUpdateAnIdleWindow() throws {
        let session = try GallerySession("ticker")
        // No input at all: the background thread's ticks still arrive.
        let ticked = try session.wait(timeout: 6) { (count($0, "Background thread: ") ?? 0) >= 2 }
        #expect(count(ticked, "Main-actor task: ") == 0)
        try session.click(try #require(ticked.nodes(kind: "Button").first))
        let running = try session.wait(timeout: 6) { (count($0, "Main-actor task: ") ?? 0) >= 3 }
        #expect(running.texts.contains("Running"))
    }

    @Test func lifecycleModifiersRunInARealWindow() throws {
        let session = try GallerySession("ticker")
        // onAppear's state is in the first painted frame, and it ran once.
        let first = try session.wait(timeout: 6) { count($0, "Appearances: ") != nil }
        #expect(count(first, "Appearances: ") == 1)
        // The view's `.task` runs on the main actor of an idle window.
        let ticking = try session.wait(timeout: 6) { (count($0, "View task: ") ?? 0) >= 2 }
        #expect(count(ticking, "Appearances: ") == 1)
    }
}
