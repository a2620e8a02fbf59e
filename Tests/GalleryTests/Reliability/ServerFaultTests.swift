import Foundation
import Testing
import XvfbSupport

/// Issue #8, X server faults: the server dies under a running app, and
/// another client destroys the app's windows.
@Suite("Reliability: X server faults", .serialized)
struct ServerFaultTests {
    /// Kills the server and returns (exit status, seconds to exit, stderr).
    private func killServer(under session: BareSession) throws -> (status: Int32?, latency: Double, stderr: String) {
        session.client.close()          // this process's own connection must not break under it
        session.server.process.kill()   // SIGKILL: no goodbye to the clients
        let start = Date()
        let status = session.app.waitForExit(timeout: 5)
        let latency = seconds(since: start)
        return (status, latency, session.app.stderr)
    }

    private func expectCleanExit(_ result: (status: Int32?, latency: Double, stderr: String), _ what: String) {
        #expect(result.status == 1, "\(what): exit status")
        #expect(result.latency < 1, "\(what): exited after \(result.latency) s")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines == ["trellis: lost the connection to the X server"], "\(what): stderr \(result.stderr.debugDescription)")
        report("X server killed (\(what)): exit status \(result.status ?? -1) after \(Int(result.latency * 1000)) ms")
    }

    @Test func serverDeathWhileIdleExitsWithOneLineAndStatus1() throws {
        let session = try BareSession(["palette"])
        expectCleanExit(try killServer(under: session), "idle palette")
    }

    @Test func serverDeathMidAnimationExitsWithOneLineAndStatus1() throws {
        let session = try BareSession(["palette"])
        for i in 0..<40 { session.client.resize(window: session.window, width: 300 + (i % 2) * 400, height: 500) }
        session.client.syncRequests()
        try session.wait { $0.animating }
        expectCleanExit(try killServer(under: session), "palette mid resize animation")
    }

    @Test func serverDeathWithAMenuOpenExitsWithOneLineAndStatus1() throws {
        let session = try BareSession(["dropdowns"])
        let menu = try #require(try session.wait { _ in true }.nodes(kind: "Menu").first).rect
        try session.click(x: menu.midX, y: menu.midY)
        try session.wait { $0.windows.count == 2 }
        expectCleanExit(try killServer(under: session), "dropdowns with a menu open (pointer and keyboard grabbed)")
    }

    /// The app's windows other than `main` (its popups), waiting until
    /// there is one: the inspection can list a popup a moment before the
    /// server has processed its creation. Unmapped windows count too.
    private func popupWindows(display: String, pid: pid_t, main: XWindowID) throws -> [XWindowID] {
        var found: [XWindowID] = []
        try waitUntil("a popup window of pid \(pid)", timeout: 5) {
            let result = try Subprocess.run(["xdotool", "search", "--pid", "\(pid)"], environment: ["DISPLAY": display], timeout: 5)
            found = result.stdout.split(separator: "\n").compactMap { XWindowID($0.trimmingCharacters(in: .whitespaces)) }
                .filter { $0 != main }
            return !found.isEmpty
        }
        return found
    }

    private func menu(_ window: Inspection.Window, _ prefix: String) throws -> Inspection.Node {
        try #require(window.node(kind: "Menu", enclosingTextStartingWith: prefix))
    }

    /// A menu's popup window destroyed by another client (`xdotool
    /// windowclose` is XDestroyWindow): the app notices, closes the menu,
    /// and keeps working — inspection updates, clicks open menus and choose.
    @Test func popupDestroyedUnderTheAppIsSurvived() throws {
        let session = try GallerySession("dropdowns")
        let start = try session.main
        try session.click(try menu(start, "Pattern"))
        try session.app.waitForInspection { $0.windows.count == 2 }
        let popups = try popupWindows(display: session.app.display, pid: session.app.pid, main: session.window)
        #expect(popups.count == 1)
        for popup in popups { try session.xdo.destroy(window: popup) }
        // The menu is gone from the model too, not only from the screen.
        let closed = try session.app.waitForInspection(timeout: 5) { $0.windows.count == 1 }
        #expect(closed.node(text: "Pattern: Solid") != nil)

        // Still works: open the same menu again and choose with the mouse.
        try session.click(try menu(start, "Pattern"))
        let open = try session.app.waitForInspection { $0.windows.count == 2 }
        let panel = try #require(open.windows.first { $0.role == "menu" })
        let item = try #require(panel.node(text: "Alternating diagonal lines")).rect
        let frame = try session.xdo.geometry(of: session.window)
        let control = try menu(start, "Pattern").rect
        try session.xdo.click(x: frame.x + Int(control.x + item.midX), y: frame.y + Int(control.maxY) + 2 + Int(item.midY))
        try session.wait { $0.node(text: "Pattern: Alternating diagonal lines") != nil }
        #expect(try session.app.waitForInspection().windows.count == 1)
        #expect(session.app.isRunning)
        // Any protocol error on the way is one line each, and there are few.
        let lines = session.app.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("trellis: X protocol error") }, "stderr: \(session.app.stderr)")
        #expect(lines.count <= 3, "stderr: \(session.app.stderr)")
        report("popup destroyed by another client: menu closed, app kept working, \(lines.count) protocol error line(s)")
    }

    /// A submenu-free variant through XDestroyWindow from this process,
    /// repeated: every destroyed popup is noticed and the app stays usable.
    @Test func repeatedPopupDestructionIsSurvived() throws {
        let session = try BareSession(["dropdowns"])
        let start = try session.wait { _ in true }
        let menus = try #require(start.mainWindow).nodes(kind: "Menu")
        for round in 0..<10 {
            let menu = menus[round % menus.count].rect
            try session.click(x: menu.midX, y: menu.midY)
            try session.wait { $0.windows.count == 2 }
            let popups = try popupWindows(display: session.app.display, pid: session.app.pid, main: session.window)
            #expect(popups.count == 1)
            for popup in popups { session.client.destroy(window: popup) }
            try session.wait(timeout: 5) { $0.windows.count == 1 }
        }
        // Clicking still works after all that.
        let shape = try #require(start.mainWindow?.nodes(kind: "Menu").dropFirst().first).rect
        try session.click(x: shape.midX, y: shape.midY)
        try session.wait { $0.windows.count == 2 }
        #expect(session.app.isRunning)
        let lines = session.app.stderr.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("trellis: X protocol error") }, "stderr: \(session.app.stderr)")
        #expect(lines.count <= 10, "stderr: \(session.app.stderr)")
    }

    /// The main window destroyed by another client: one line, status 1.
    @Test func mainWindowDestroyedEndsTheAppWithOneLine() throws {
        let session = try BareSession(["palette"])
        session.client.destroy(window: session.window)
        let start = Date()
        let status = session.app.waitForExit(timeout: 5)
        #expect(status == 1)
        #expect(seconds(since: start) < 1)
        #expect(session.app.stderr.split(separator: "\n") == ["trellis: the window was destroyed by another X client"],
                "stderr: \(session.app.stderr)")
    }
}
