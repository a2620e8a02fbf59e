import Foundation
import XvfbSupport

/// One gallery app running on a private Xvfb under openbox, driven as a
/// person would: the pointer, the keyboard, the window border.
final class GallerySession {
    let app: AppUnderTest
    let xdo: XDoTool
    let window: XWindowID

    /// Starts `gallery <name>` and waits for its first inspection snapshot.
    init(_ name: String, environment: [String: String] = [:], screen: (Int, Int) = (1280, 800)) throws {
        let server = try XvfbServer(width: screen.0, height: screen.1)
        let windowManager = try WindowManager(display: server.display)
        app = try AppUnderTest(product: "gallery", arguments: [name], server: server, windowManager: windowManager,
                               environment: environment)
        xdo = XDoTool(display: server.display)
        window = try app.window()
        try app.waitForInspection { $0.mainWindow != nil }
    }

    deinit { _ = app.terminate() }

    var main: Inspection.Window { get throws { try app.waitForInspection().mainWindow! } }

    /// Waits for a snapshot in which `condition` holds of the main window.
    @discardableResult
    func wait(timeout: Double = 10, until condition: @escaping (Inspection.Window) -> Bool) throws -> Inspection.Window {
        try app.waitForInspection(timeout: timeout) { snapshot in
            snapshot.mainWindow.map(condition) ?? false
        }.mainWindow!
    }

    /// Clicks the middle of a node (window points are pixels at 96 DPI).
    func click(_ node: Inspection.Node) throws {
        try xdo.click(window: window, x: Int(node.rect.midX), y: Int(node.rect.midY))
    }

    /// Collects snapshots for `duration` seconds, as fast as they change.
    func record(for duration: Double) throws -> [Inspection] {
        var snapshots: [Inspection] = []
        let end = Date().addingTimeInterval(duration)
        while Date() < end {
            if let snapshot = try app.latestInspection(), snapshot.frame != snapshots.last?.frame {
                snapshots.append(snapshot)
            }
            usleep(4_000)
        }
        return snapshots
    }

    func screenshot() throws -> Screenshot {
        try Screenshot.capture(display: app.display, window: window)
    }
}

extension Inspection.Window {
    /// The frames of the units inside the first custom `kind` container.
    func children(ofFirst kind: String) -> [Inspection.Node] {
        guard let container = nodes(kind: kind).first else { return [] }
        return children(of: container)
    }

    /// Distinct column positions of a grid's cells.
    func columnCount(of kind: String) -> Int { Set(children(ofFirst: kind).map(\.rect.x)).count }
}
