import Foundation
import XvfbSupport

/// One gallery app on a private Xvfb without a window manager: configure
/// requests reach the app directly (no window manager coalescing or
/// enforcing size hints), and the window sits at the root's origin.
final class BareSession {
    let server: XvfbServer
    let app: AppUnderTest
    let window: XWindowID
    let client: XlibClient
    let xdo: XDoTool

    init(_ arguments: [String], environment: [String: String] = [:], screen: (Int, Int) = (1280, 800)) throws {
        server = try XvfbServer(width: screen.0, height: screen.1)
        app = try AppUnderTest(product: "gallery", arguments: arguments, server: server, environment: environment)
        xdo = XDoTool(display: server.display)
        window = try app.window()
        client = try XlibClient(display: server.display)
        try app.waitForInspection { $0.mainWindow != nil }
    }

    deinit {
        client.close()   // before the server goes with the app
        _ = app.terminate()
    }

    /// Waits, polling every 5 ms, for a snapshot in which `condition` holds.
    @discardableResult
    func wait(timeout: Double = 10, until condition: @escaping (Inspection) -> Bool) throws -> Inspection {
        do {
            return try waitForInspection(path: app.inspectionPath, timeout: timeout, interval: 0.005, until: condition)
        } catch {
            throw HarnessError("\(error); app \(app.isRunning ? "running" : "exited \(app.process.exitStatus ?? -1)"); "
                + "stderr: \(app.stderr.suffix(1500))")
        }
    }

    /// Waits for a settled snapshot of the main window at `width` × `height`.
    @discardableResult
    func waitForSettled(width: Double, height: Double, timeout: Double = 10) throws -> Inspection {
        try wait(timeout: timeout) { snapshot in
            !snapshot.animating && snapshot.mainWindow.map { $0.width == width && $0.height == height } == true
        }
    }

    /// Clicks at window coordinates through XTEST (the window is at the
    /// root's origin without a window manager).
    func click(x: Double, y: Double) throws {
        try client.click(x: Int(x), y: Int(y))
    }

    var memory: ProcessMemory { get throws { try ProcessMemory.of(app.pid) } }
}

/// Seconds since `start`, with millisecond resolution for messages.
func seconds(since start: Date) -> Double { (Date().timeIntervalSince(start) * 1000).rounded() / 1000 }

/// Prints a figure for the README's Reliability section (the test log
/// keeps them; `Scripts/test` output shows them).
func report(_ line: String) {
    print("RELIABILITY: \(line)")
}

extension Inspection.Window {
    /// Nodes without their painted positions, for comparing layouts.
    var layout: [String] {
        nodes.map { "\($0.id) \($0.kind) \($0.text ?? "-") \($0.frame) \($0.presented)" }
    }

    /// The tiles the palette shows, by number, with their rects.
    var paletteTiles: [(number: Int, rect: Inspection.Rect)] {
        nodes.compactMap { node in
            guard let text = node.text, text.hasPrefix("Tile "), let number = Int(text.dropFirst(5)) else { return nil }
            return (number, node.rect)
        }
    }
}
