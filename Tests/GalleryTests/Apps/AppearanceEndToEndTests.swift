import Foundation
import Testing
import XvfbSupport

/// `gallery appearance` under Xvfb and openbox with a real XSETTINGS
/// daemon (xsettingsd): the window turns dark when the desktop's theme
/// does, with no input, and a scheme chosen in the window wins over it.
@Suite("Appearance app, end to end")
struct AppearanceEndToEndTests {
    @Test func followsTheDesktopThemeLiveAndTheWindowsOwnChoice() throws {
        // No session bus: the theme comes from XSETTINGS alone.
        let session = try GallerySession("appearance", environment: ["DBUS_SESSION_BUS_ADDRESS": ""])
        let start = try session.wait { $0.node(text: "now light") != nil }
        #expect(start.node(text: "Markdown in a literal: italic, code, struck and a link") != nil)
        #expect(try session.screenshot().color(x: 4, y: 4) == RGB(236, 236, 236))

        let directory = NSTemporaryDirectory() + "trellis-xsettings-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Net/ThemeName \"Adwaita-dark\"\n".write(toFile: directory + "/xsettingsd.conf", atomically: true, encoding: .utf8)
        let daemon = try ChildProcess(["xsettingsd", "-c", directory + "/xsettingsd.conf"],
                                      environment: ["DISPLAY": session.app.display])
        defer { _ = daemon.terminate(grace: 1) }

        try session.wait { $0.node(text: "now dark") != nil }
        try waitUntil("the dark background", timeout: 10) {
            try session.screenshot().color(x: 4, y: 4) == RGB(50, 50, 50)
        }

        // The window's own choice wins over the desktop's.
        let menu = try #require(try session.main.nodes(kind: "Menu").first)
        try session.click(menu)
        let open = try session.app.waitForInspection { $0.windows.count == 2 }
        let light = try #require(open.windows[1].nodes.first { $0.text == "Light" })
        try session.xdo.click(window: session.window, x: Int(menu.rect.x + light.rect.midX),
                              y: Int(menu.rect.maxY + 2 + light.rect.midY))
        try session.wait { $0.node(text: "now light") != nil }
        try waitUntil("the light background", timeout: 10) {
            try session.screenshot().color(x: 4, y: 4) == RGB(236, 236, 236)
        }
    }
}
