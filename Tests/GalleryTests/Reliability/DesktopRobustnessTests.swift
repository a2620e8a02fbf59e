import Foundation
import Testing
import XvfbSupport

/// Issue #12: what an ordinary desktop does to a window — minimise and
/// restore it, cover it, grow the screen — and servers or settings a user
/// may have, each met with a working window or one clear line.
@Suite("Reliability: an ordinary desktop")
struct DesktopRobustnessTests {
    /// How many pixels differ between two captures of the same size.
    private func differingPixels(_ a: Screenshot, _ b: Screenshot) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height }
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a.color(x: x, y: y) != b.color(x: x, y: y) { count += 1 } }
        return count
    }

    /// Waits until the window shows exactly `expected` again (the server
    /// may deliver Expose a moment after the window manager's reply).
    private func expectRestored(_ session: GallerySession, to expected: Screenshot, _ what: String) throws {
        var last = expected
        do {
            try waitUntil(what, timeout: 5) {
                last = try session.screenshot()
                return differingPixels(last, expected) == 0
            }
        } catch {
            Issue.record("\(what): \(differingPixels(last, expected)) of \(expected.width * expected.height) pixels differ")
        }
    }

    @Test func minimisedRestoredUnmappedOrCoveredTheWindowComesBackWhole() throws {
        let session = try GallerySession("palette")
        try session.wait { $0.node(text: "Tile 11") != nil }
        usleep(200_000)
        let before = try session.screenshot()
        #expect(before.count { $0 == RGB(0, 0, 0) } == 0, "the window is painted before anything happens")

        try session.xdo.run(["xdotool", "windowminimize", "--sync", "\(session.window)"])
        try session.xdo.focus(window: session.window)
        try expectRestored(session, to: before, "the window after minimise and restore")

        try session.xdo.run(["xdotool", "windowunmap", "--sync", "\(session.window)", "windowmap", "--sync", "\(session.window)"])
        try expectRestored(session, to: before, "the window after unmap and map")

        // Another application's window over ours, then closed.
        let frame = try session.xdo.frameGeometry(of: session.window)
        let cover = try Subprocess.spawn(["xlogo", "-geometry", "200x150+\(frame.x + 40)+\(frame.y + 60)"],
                                         environment: ["DISPLAY": session.app.display])
        _ = try session.xdo.window(className: "xlogo", timeout: 5)
        usleep(200_000)
        #expect(differingPixels(try session.screenshot(), before) > 0, "xlogo covers part of the window")
        cover.terminate()
        try expectRestored(session, to: before, "the window after a covering window closed")
    }

    /// A menu's popup window is a surface like the main window: unmapped
    /// (the main window repaints what it uncovers) and mapped again, it
    /// shows its own pixels, not the main window's.
    @Test func aMenuPopupUnmappedAndMappedComesBackWhole() throws {
        let session = try GallerySession("dropdowns")
        let menu = try #require(try session.main.node(kind: "Menu", enclosingTextStartingWith: "Shape"))
        try session.click(menu)
        try session.app.waitForInspection { $0.windows.count == 2 }
        var popup: XWindowID?
        try waitUntil("the menu's popup window", timeout: 5) {
            let found = try session.xdo.run(["xdotool", "search", "--onlyvisible", "--pid", "\(session.app.pid)"])
                .split(separator: "\n").compactMap { XWindowID($0.trimmingCharacters(in: .whitespaces)) }
            popup = found.first { $0 != session.window }
            return popup != nil
        }
        let window = try #require(popup)
        usleep(200_000)
        let before = try Screenshot.capture(display: session.app.display, window: window)
        #expect(before.count { $0 == RGB(0, 0, 0) } < before.width * before.height / 2, "the popup is painted")
        try session.xdo.run(["xdotool", "windowunmap", "--sync", "\(window)"])
        usleep(300_000)
        try session.xdo.run(["xdotool", "windowmap", "--sync", "\(window)"])
        var after = before
        do {
            try waitUntil("the popup's pixels to come back", timeout: 5) {
                after = try Screenshot.capture(display: session.app.display, window: window)
                return differingPixels(after, before) == 0
            }
        } catch {
            Issue.record("the popup after unmap and map: \(differingPixels(after, before)) pixels differ")
        }
    }

    /// The screen grows (RandR, as when a larger monitor is attached) and
    /// the window is made larger than the old screen: all of it is painted.
    @Test func aWindowLargerThanTheOldScreenIsPaintedWhole() throws {
        let server = try XvfbServer.resizable(width: 800, height: 600)
        let app = try AppUnderTest(product: "gallery", arguments: ["palette"], server: server,
                                   environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        let window = try app.window()
        try app.waitForInspection { $0.mainWindow != nil }
        try Subprocess.output(["xrandr", "-s", "1280x1024"], environment: server.environment, timeout: 10)
        let xdo = XDoTool(display: server.display)
        try xdo.resize(window: window, width: 1200, height: 1000)
        try app.waitForInspection { $0.mainWindow?.width == 1200 && $0.mainWindow?.height == 1000 }
        var shot = try Screenshot.capture(display: server.display)
        try waitUntil("the whole window to be painted", timeout: 5) {
            shot = try Screenshot.capture(display: server.display)
            return shot.width == 1280 && shot.color(x: 1150, y: 950) != RGB(0, 0, 0)
        }
        #expect(shot.width == 1280 && shot.height == 1024)
        // Beyond the old 800 × 600: the window's background, not black.
        let background = shot.color(x: 1150, y: 950)
        #expect(background == shot.color(x: 900, y: 700))
        #expect(background == shot.color(x: 10, y: 990))
        #expect(shot.cropped(x: 0, y: 0, width: 1200, height: 1000).count { $0 == RGB(0, 0, 0) } == 0)
        _ = app.terminate()
    }

    @Test func aServerWithoutRenderGetsOneLineAndExitStatus1() throws {
        let server = try XvfbServer(["Xvfb", "-displayfd", "3", "-noreset", "-screen", "0", "640x480x24", "-nolisten", "tcp",
                                     "-extension", "RENDER"], width: 640, height: 480)
        let app = try AppUnderTest(product: "gallery", arguments: ["palette"], server: server)
        #expect(app.waitForExit(timeout: 10) == 1)
        #expect(app.stderr == "trellis: the X server at \"\(server.display)\" has no RENDER extension, which Trellis needs to draw\n")
    }

    /// An empty fontconfig configuration: one line, and text still takes
    /// room, so the window is usable as boxes.
    @Test func noFontsGetOneLineAndTextKeepsItsRoom() throws {
        let directory = NSTemporaryDirectory() + "trellis-fonts-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let configuration = directory + "/fonts.conf"
        try "<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        let session = try BareSession(["palette"], environment: ["FONTCONFIG_FILE": configuration])
        let tile = try #require(try session.wait { $0.node(text: "Tile 1") != nil }.node(text: "Tile 1"))
        #expect(tile.rect.width > 20)
        #expect(session.app.stderr == "trellis: fontconfig found no fonts, so no text can be drawn (install one, e.g. fonts-dejavu-core)\n")
    }

    /// `TRELLIS_WINDOW_ANIMATION=250` (meant as milliseconds): one line,
    /// and a resize settles within the 5 s the setting is clamped to.
    @Test func anAbsurdResizeAnimationIsClampedAndSettles() throws {
        let session = try BareSession(["palette"], environment: ["TRELLIS_WINDOW_ANIMATION": "250"])
        let start = Date()
        session.client.resize(window: session.window, width: 300, height: 500)
        session.client.syncRequests()
        try session.wait { $0.animating }
        try session.wait(timeout: 8) { !$0.animating && $0.mainWindow?.width == 300 }
        let settled = Date().timeIntervalSince(start)
        #expect(settled > 4.5 && settled < 7, "settled after \(settled) s")
        #expect(session.app.stderr == "Trellis: TRELLIS_WINDOW_ANIMATION=250 is longer than 5 s (the value is in seconds); using 5 s\n")
    }
}
