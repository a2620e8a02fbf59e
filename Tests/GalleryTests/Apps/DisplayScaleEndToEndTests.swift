import Foundation
import Testing
import XvfbSupport

/// `gallery palette` under Xvfb and openbox with a real XSETTINGS daemon
/// (xsettingsd): when the desktop's `Xft/DPI` goes from 96 to 144, the
/// window grows to 1.5× its pixels through the window manager, keeps its
/// layout in points, and clicks land on the tiles where they are drawn now.
@Suite("Display scale, end to end")
struct DisplayScaleEndToEndTests {
    @Test func thePaletteFollowsTheDesktopDPILive() throws {
        let session = try GallerySession("palette", environment: ["DBUS_SESSION_BUS_ADDRESS": ""])
        let start = try session.wait { $0.node(text: "Tile 7") != nil }
        let before = try session.xdo.geometry(of: session.window)
        #expect(Double(before.width) == start.width && Double(before.height) == start.height)

        let directory = NSTemporaryDirectory() + "trellis-dpi-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Xft/DPI \(144 * 1024)\n".write(toFile: directory + "/xsettingsd.conf", atomically: true, encoding: .utf8)
        let daemon = try ChildProcess(["xsettingsd", "-c", directory + "/xsettingsd.conf"],
                                      environment: ["DISPLAY": session.app.display])
        defer { _ = daemon.terminate(grace: 1) }

        // The window asks openbox for 1.5× its pixels; its points stay
        // within a hair of what they were (text measures a little
        // differently at 1.5×, and the window takes its ideal size again).
        try waitUntil("the window at 1.5×", timeout: 10) {
            let geometry = try session.xdo.geometry(of: session.window)
            return abs(Double(geometry.width) - Double(before.width) * 1.5) <= 12
                && abs(Double(geometry.height) - Double(before.height) * 1.5) <= 12
        }
        let after = try session.xdo.geometry(of: session.window)
        let rescaled = try session.wait { abs($0.width * 1.5 - Double(after.width)) < 1 }
        #expect(abs(rescaled.width - start.width) <= 8 && abs(rescaled.height - start.height) <= 8)

        // A click on Tile 7 where it is drawn now, in pixels.
        let tile = try #require(rescaled.node(text: "Tile 7"))
        try session.xdo.click(window: session.window, x: Int(tile.rect.midX * 1.5), y: Int(tile.rect.midY * 1.5))
        try session.wait { $0.node(text: "Selected tile: 7") != nil }
    }
}
