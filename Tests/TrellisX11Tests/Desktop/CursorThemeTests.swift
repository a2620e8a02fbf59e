import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// The desktop's pointer cursors (XSETTINGS `Gtk/CursorThemeName` and
/// `Gtk/CursorThemeSize`) are followed live, at the display scale.
@Suite("Cursor theme followed live", .serialized)
@MainActor
struct CursorThemeTests {
    private struct Sample: View {
        var body: some View { Text("Point at me").padding(20).pointerStyle(.horizontalText) }
    }

    @Test func theThemesNameAndSizeApplyLiveAndScaleWithTheDPI() throws {
        // Without libXcursor cursors are the X font's, of one size and theme.
        guard dlopen("libXcursor.so.1", RTLD_LAZY) != nil else { return }
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            let loop = X11Application.makeLoop(connection: session.connection, title: "Cursors", inspection: nil, portal: nil) { measurer, clock in
                ViewHost(rootView: Sample(), measurer: measurer, clock: clock, windowResizeAnimation: nil)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(EventLoopStepping.step(loop, until: { loop.frameCounter >= 1 }))
            let startSize = loop.cursors.size

            manager.publish(["Xft/DPI": .integer(96 * 1024), "Gtk/CursorThemeName": .string("Trellis-Test"),
                             "Gtk/CursorThemeSize": .integer(48)])
            #expect(EventLoopStepping.step(loop, until: { loop.cursors.size == 48 }))
            #expect(loop.cursors.themeName == "Trellis-Test")

            // The size is in points: at 1.5× the cursors are 72 pixels.
            manager.publish(["Xft/DPI": .integer(144 * 1024), "Gtk/CursorThemeName": .string("Trellis-Test"),
                             "Gtk/CursorThemeSize": .integer(48)])
            #expect(EventLoopStepping.step(loop, until: { loop.cursors.size == 72 }))

            // No size any more (0 is GTK's "default"): the start's size at this scale.
            manager.publish(["Xft/DPI": .integer(144 * 1024), "Gtk/CursorThemeSize": .integer(0)])
            #expect(EventLoopStepping.step(loop, until: { loop.cursors.size == Int((Double(startSize) * 1.5).rounded()) }))
        }
    }
}
