import Foundation
import Testing
import XvfbSupport

/// Issue #8, leaks: a scripted session must not grow the app's anonymous
/// memory (heap) by more than 1 MiB after warm-up. `Scripts/leakcheck`
/// runs a shorter session under valgrind's memcheck for the leak report.
@Suite("Reliability: memory over a long session", .serialized)
struct LeakTests {
    static let allowedGrowthKiB = 1024

    /// Menus opened and closed 120 times (mouse click, then Escape or a
    /// click outside), after 20 warm-up rounds.
    @Test func openingAndClosingMenusDoesNotGrowMemory() throws {
        let session = try BareSession(["dropdowns"])
        let menus = try #require(try session.wait { _ in true }.mainWindow).nodes(kind: "Menu").map(\.rect)
        func round(_ i: Int) throws {
            let menu = menus[i % menus.count]
            try session.click(x: menu.midX, y: menu.midY)
            try session.wait { $0.windows.count == 2 }
            // Outside every window: the grabbed pointer reaches the popup, which closes.
            try session.click(x: 1200, y: 760)
            try session.wait { $0.windows.count == 1 }
        }
        for i in 0..<20 { try round(i) }
        let before = try session.memory
        let start = Date()
        for i in 0..<120 { try round(i) }
        let elapsed = seconds(since: start)
        usleep(200_000)
        let after = try session.memory
        #expect(after.anonymousKiB - before.anonymousKiB <= Self.allowedGrowthKiB, "\(before) → \(after)")
        report("120 menu open/close rounds in \(elapsed) s: \(before) → \(after)")
    }

    /// 1,000 clicks on tiles and 1,000 resizes with the resize animation
    /// running, after a warm-up of 500 of each.
    @Test func clicksAndAnimatedResizesDoNotGrowMemory() throws {
        let session = try BareSession(["palette"])
        session.client.resize(window: session.window, width: 700, height: 700)
        session.client.syncRequests()
        let laidOut = try session.waitForSettled(width: 700, height: 700)
        let tiles = try #require(laidOut.mainWindow).paletteTiles
        func clicks(_ count: Int) throws {
            for i in 0..<count {
                let tile = tiles[(i * 5) % tiles.count]
                try session.click(x: tile.rect.midX, y: tile.rect.midY)
                if i % 20 == 19 { session.client.flushRequests(); usleep(2000) }
            }
            session.client.syncRequests()
            let last = tiles[((count - 1) * 5) % tiles.count].number
            try session.wait { $0.node(text: "Selected tile: \(last)") != nil }
        }
        func resizes(_ count: Int) throws {
            for i in 0..<count {
                session.client.resize(window: session.window, width: 300 + (i * 41) % 500, height: 400 + (i * 29) % 300)
                // ~2 ms apart: every animation is interrupted mid-flight by the next size.
                if i % 5 == 4 { session.client.flushRequests(); usleep(10_000) }
            }
            session.client.resize(window: session.window, width: 700, height: 700)
            session.client.syncRequests()
            try session.waitForSettled(width: 700, height: 700)
        }
        // Warm-up: caches (text widths at each wrapping width, glyphs,
        // malloc's arenas) fill during the first few hundred of each;
        // measured by hand, RssAnon is flat from the second thousand on.
        try clicks(500)
        try resizes(500)
        let before = try session.memory
        let start = Date()
        try clicks(1000)
        try resizes(1000)
        let elapsed = seconds(since: start)
        usleep(200_000)
        let after = try session.memory
        #expect(after.anonymousKiB - before.anonymousKiB <= Self.allowedGrowthKiB, "\(before) → \(after)")
        report("1,000 clicks + 1,000 animated resizes in \(elapsed) s: \(before) → \(after)")
    }
}
