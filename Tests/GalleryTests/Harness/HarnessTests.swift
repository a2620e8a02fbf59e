import Foundation
import Testing
import TrellisCore
import XvfbSupport

/// Checks the test harness itself: private X servers, openbox, xdotool,
/// screenshots, subprocesses and the inspection reader. Each test starts
/// what it needs and finishes in a few seconds.
@Suite(.serialized)
struct HarnessTests {
    // MARK: Xvfb

    @Test func xvfbStartsOnAFreeDisplayAndStops() throws {
        let server = try XvfbServer(width: 640, height: 480)
        #expect(server.display.hasPrefix(":"))
        let number = try #require(Int(server.display.dropFirst()))
        #expect(FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"))
        let info = try Subprocess.output(["xdpyinfo"], environment: server.environment, timeout: 5)
        #expect(info.contains("640x480 pixels"))

        let pid = server.process.pid
        #expect(kill(pid, 0) == 0)
        server.stop()
        #expect(!server.isRunning)
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "the server was stopped and reaped")
        server.stop()  // idempotent
    }

    @Test func twoServersGetDifferentDisplays() throws {
        let first = try XvfbServer(width: 320, height: 240)
        let second = try XvfbServer(width: 320, height: 240)
        #expect(first.display != second.display)
        #expect(first.isRunning && second.isRunning)
        withExtendedLifetime((first, second)) {}
    }

    // MARK: openbox

    @Test func openboxStartsAndManages() throws {
        let server = try XvfbServer(width: 640, height: 480)
        #expect(!WindowManager.isManaged(display: server.display))
        let manager = try WindowManager(display: server.display)
        #expect(WindowManager.isManaged(display: server.display))
        let pid = manager.process.pid
        manager.stop()
        #expect(kill(pid, 0) == -1)
        withExtendedLifetime(server) {}
    }

    // MARK: xdotool

    @Test func xdotoolFindsMovesAndResizesAWindow() throws {
        let server = try XvfbServer()
        let manager = try WindowManager(display: server.display)
        let xdo = XDoTool(display: server.display)
        let xlogo = try Subprocess.spawn(["xlogo", "-geometry", "200x150+100+100"], environment: server.environment)

        let window = try xdo.window(className: "xlogo", timeout: 5)
        // xlogo (libXt) does not set _NET_WM_PID; advertise it so the
        // search by pid, which Trellis apps rely on, can be checked.
        try xdo.run(["xprop", "-id", "\(window)", "-f", "_NET_WM_PID", "32c", "-set", "_NET_WM_PID", "\(xlogo.pid)"])
        #expect(try xdo.window(pid: xlogo.pid, timeout: 5) == window)

        let geometry = try xdo.geometry(of: window)
        #expect(geometry.width == 200 && geometry.height == 150)
        let extents = try #require(try xdo.frameExtents(of: window))
        #expect(extents == FrameExtents(left: 1, right: 1, top: 20, bottom: 5))
        let frame = try xdo.frameGeometry(of: window)
        #expect(try xdo.frame(of: window) != window)
        #expect(frame == WindowGeometry(x: geometry.x - 1, y: geometry.y - 20, width: 202, height: 175))

        try xdo.resize(window: window, width: 320, height: 240)
        try waitUntil("xlogo to become 320x240", timeout: 5) {
            let size = try xdo.geometry(of: window)
            return size.width == 320 && size.height == 240
        }

        // Drag the frame's 1-pixel right border 60 px to the right.
        let before = try xdo.frameGeometry(of: window)
        let edge = (x: before.x + before.width - 1, y: before.y + before.height / 2)
        try xdo.drag(from: edge, to: (edge.x + 60, edge.y), steps: 6, stepDelay: 0.02)
        try waitUntil("the drag to widen xlogo", timeout: 5) { try xdo.geometry(of: window).width == 380 }
        #expect(try xdo.geometry(of: window).height == 240)

        try xdo.move(window: window, x: 50, y: 60)
        try waitUntil("xlogo's frame to move", timeout: 5) {
            let moved = try xdo.frameGeometry(of: window)
            return moved.x == 50 && moved.y == 60
        }
        xlogo.terminate()
        withExtendedLifetime((server, manager)) {}
    }

    @Test func closeButtonAndAltF4AskTheClientToClose() throws {
        let server = try XvfbServer()
        let manager = try WindowManager(display: server.display)
        let xdo = XDoTool(display: server.display)

        let first = try Subprocess.spawn(["xlogo", "-geometry", "200x150+100+100"], environment: server.environment)
        let firstWindow = try xdo.window(className: "xlogo", timeout: 5)
        try xdo.clickCloseButton(window: firstWindow)
        #expect(first.wait(timeout: 5) == 0, "xlogo quits on WM_DELETE_WINDOW from the close button")
        // Until the server has noticed the first xlogo is gone, a search by
        // class can still find its window (seen once in CI under load).
        try waitUntil("the first xlogo's window to be destroyed", timeout: 5) { !xdo.exists(window: firstWindow) }

        let second = try Subprocess.spawn(["xlogo", "-geometry", "200x150+300+200"], environment: server.environment)
        try xdo.closeWithAltF4(window: try xdo.window(className: "xlogo", timeout: 5))
        #expect(second.wait(timeout: 5) == 0, "xlogo quits on WM_DELETE_WINDOW from Alt+F4")
        withExtendedLifetime((server, manager)) {}
    }

    // MARK: Screenshots

    @Test func screenshotReadsExactColours() throws {
        let server = try XvfbServer(width: 640, height: 480)
        try Subprocess.output(["xsetroot", "-solid", "#336699"], environment: server.environment, timeout: 5)
        let shot = try Screenshot.capture(display: server.display)
        #expect(shot.width == 640 && shot.height == 480)
        #expect(shot.color(x: 5, y: 5) == RGB(hex: "#336699"))
        #expect(shot.color(x: 639, y: 479) == RGB(0x33, 0x66, 0x99))
        #expect(shot.count { $0 == RGB(0x33, 0x66, 0x99) } == 640 * 480)

        // A white xlogo window shows up where it was placed.
        let xlogo = try Subprocess.spawn(["xlogo", "-geometry", "100x80+200+150", "-bg", "white", "-fg", "black"],
                                         environment: server.environment)
        let window = try XDoTool(display: server.display).window(className: "xlogo", timeout: 5)
        try waitUntil("xlogo to be painted", timeout: 5) {
            try Screenshot.capture(display: server.display).color(x: 203, y: 152) == RGB(255, 255, 255)
        }
        let withWindow = try Screenshot.capture(display: server.display)
        #expect(withWindow.color(x: 199, y: 149) == RGB(0x33, 0x66, 0x99))
        let crop = withWindow.cropped(x: 200, y: 150, width: 100, height: 80)
        #expect(crop.width == 100 && crop.height == 80)
        #expect(crop.count { $0 == RGB(0x33, 0x66, 0x99) } == 0)
        #expect(crop.histogram().keys.contains(RGB(0, 0, 0)), "the logo is drawn in black")

        let windowShot = try Screenshot.capture(display: server.display, window: window)
        #expect(windowShot.width == 100 && windowShot.height == 80)
        xlogo.terminate()
    }

    // MARK: Subprocess

    @Test func subprocessCapturesOutputAndStatus() throws {
        let result = try Subprocess.run(["sh", "-c", "echo out; echo err >&2; echo $EXTRA; exit 3"],
                                        environment: ["EXTRA": "extra value"])
        #expect(result.status == 3)
        #expect(result.stdout == "out\nextra value\n")
        #expect(result.stderr == "err\n")
        #expect(!result.timedOut && !result.succeeded)
        #expect(throws: HarnessError.self) { try Subprocess.output(["false"]) }
        #expect(throws: HarnessError.self) { try Subprocess.run(["no-such-program-for-trellis"]) }
    }

    @Test func subprocessTimeoutKillsQuickly() throws {
        let result = try Subprocess.run(["sleep", "30"], timeout: 0.3)
        #expect(result.timedOut)
        #expect(result.status == 128 + SIGTERM)
        #expect(result.duration < 2)
    }

    @Test func spawnedChildrenAreTerminatedWithTheirGroup() throws {
        // SIGTERM reaches a child although test threads block signals.
        let sleeper = try Subprocess.spawn(["sleep", "30"])
        #expect(sleeper.isRunning)
        #expect(sleeper.wait(timeout: 0.1) == nil)
        #expect(sleeper.terminate() == 128 + SIGTERM)
        #expect(kill(sleeper.pid, 0) == -1, "reaped, not a zombie")

        // A child that ignores SIGTERM gets SIGKILL after the grace period,
        // and its own children go with it.
        let stubborn = try Subprocess.spawn(["sh", "-c", "trap '' TERM; sleep 30 & sleep 30; wait"])
        usleep(100_000)
        let start = Date()
        #expect(stubborn.terminate(grace: 0.3) == 128 + SIGKILL)
        #expect(Date().timeIntervalSince(start) < 2)
        // SIGKILL is delivered asynchronously: allow the grandchildren a moment.
        try waitUntil("the stubborn child's process group to be gone", timeout: 1) {
            livingProcesses(inGroup: stubborn.pid).isEmpty
        }
    }

    // MARK: Inspection

    @Test func inspectionReaderDecodesTheAppFormat() throws {
        let directory = NSTemporaryDirectory() + "inspection-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/inspect.json"

        let missing = #expect(throws: HarnessError.self) { try waitForInspection(path: path, timeout: 0.1) }
        #expect(missing?.description.contains("no snapshot was written") == true)

        let nodes = [
            InspectionSnapshot.Node(id: "0", parent: -1, kind: "VStack", text: nil,
                                    frame: CGRect(x: 0, y: 0, width: 300, height: 200),
                                    presented: CGRect(x: 0, y: 0, width: 300, height: 200)),
            InspectionSnapshot.Node(id: "0/0", parent: 0, kind: "Text", text: "Hello",
                                    frame: CGRect(x: 10, y: 20, width: 50, height: 17),
                                    presented: CGRect(x: 10, y: 20, width: 50, height: 17)),
            InspectionSnapshot.Node(id: "0/1", parent: 0, kind: "Text", text: "World",
                                    frame: CGRect(x: 10, y: 40, width: 55, height: 17),
                                    presented: CGRect(x: 12, y: 40, width: 55, height: 17)),
        ]
        let snapshot = InspectionSnapshot(frame: 7, time: 1.5, animating: true, windows: [
            .init(role: "main", title: "Palette", width: 300, height: 200, nodes: nodes),
        ])
        try InspectionWriter(path: path).write(snapshot)

        let read = try waitForInspection(path: path, timeout: 2) { $0.frame == 7 }
        #expect(read.animating && read.time == 1.5)
        let window = try #require(read.mainWindow)
        #expect(window.title == "Palette" && window.width == 300)
        #expect(read.nodes(kind: "Text").count == 2)
        let hello = try #require(read.node(text: "Hello"))
        #expect(hello.rect == Inspection.Rect(x: 10, y: 20, width: 50, height: 17))
        let root = try #require(window.node(id: "0"))
        #expect(read.children(of: root).map(\.text) == ["Hello", "World"])
        #expect(window.parent(of: hello)?.kind == "VStack")
        #expect(read.node(text: "World")?.presentedRect.x == 12)
        #expect(root.rect.contains(hello.rect))

        let timeout = #expect(throws: HarnessError.self) {
            try waitForInspection(path: path, timeout: 0.1) { $0.frame > 7 }
        }
        #expect(timeout?.description.contains("\"Hello\"") == true, "the error summarises the last snapshot")
    }

    // MARK: Apps

    @Test func appUnderTestGetsDisplayAndInspectionPath() throws {
        let server = try XvfbServer(width: 320, height: 240)
        let script = """
            echo "display=$DISPLAY" >&2
            printf '{"frame":1,"time":0,"animating":false,"windows":[]}' > "$TRELLIS_INSPECT.tmp"
            mv "$TRELLIS_INSPECT.tmp" "$TRELLIS_INSPECT"
            sleep 30
            """
        let app = try AppUnderTest(executable: "/bin/sh", arguments: ["-c", script], server: server)
        let snapshot = try app.waitForInspection(timeout: 5) { $0.frame == 1 }
        #expect(snapshot.windows.isEmpty)
        #expect(app.stderr == "display=\(server.display)\n")
        #expect(app.waitForExit(timeout: 0.1) == nil)
        #expect(app.terminate() == 128 + SIGTERM)
        #expect(app.waitForExit(timeout: 1) == 128 + SIGTERM)

        let quick = try AppUnderTest(executable: "/bin/sh", arguments: ["-c", "exit 4"], server: server)
        #expect(quick.waitForExit(timeout: 5) == 4)
    }

    @Test func builtProductsFindsTheGallery() throws {
        let gallery = try BuiltProducts.executable("gallery")
        #expect(FileManager.default.isExecutableFile(atPath: gallery))
        let error = #expect(throws: HarnessError.self) { try BuiltProducts.executable("no-such-product") }
        #expect(error?.description.contains("swift build") == true)
    }

    /// Pids of processes in process group `group` that are not zombies
    /// (killed grandchildren re-parented to an init that does not reap them
    /// linger as zombies in containers).
    private func livingProcesses(inGroup group: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group else { return nil }
            return pid
        }
    }
}
