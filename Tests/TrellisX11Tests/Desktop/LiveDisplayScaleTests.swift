import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// The desktop's DPI (XSETTINGS `Xft/DPI`) changes while the app runs:
/// the window is drawn again exactly as if it had started at the new
/// scale, and keeps its size in points.
@Suite("Xft/DPI followed live", .serialized)
@MainActor
struct LiveDisplayScaleTests {
    private struct Sample: View {
        @State private var presses = 0
        var body: some View {
            VStack(spacing: 6) {
                Text("Scale me gently")
                Divider()
                RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 1).frame(width: 60, height: 20)
                Button("Presses: \(presses)") { presses += 1 }
                Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 10)
            }
            .padding(10)
            .frame(width: 200, height: 140, alignment: .topLeading)
        }
    }

    private func makeLoop(_ connection: X11Connection, title: String) -> X11EventLoop {
        X11Application.makeLoop(connection: connection, title: title, inspection: nil, portal: nil) { measurer, clock in
            ViewHost(rootView: Sample(), measurer: measurer, clock: clock, windowResizeAnimation: nil)
        }
    }

    private func close(_ loop: X11EventLoop) {
        loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy()
        XSync(loop.connection.display, False)
    }

    /// Steps until `condition` holds, then a few more turns so that the
    /// server's Expose and ConfigureNotify events are all handled.
    private func settle(_ loop: X11EventLoop, until condition: () -> Bool) -> Bool {
        guard EventLoopStepping.step(loop, until: condition) else { return false }
        for _ in 0..<5 {
            _ = loop.step()
            loop.waitForEvents(limit: 20)
        }
        return condition()
    }

    private func layout(_ loop: X11EventLoop) -> [String] {
        loop.host.inspectionNodes().map { "\($0.kind) \($0.text ?? "") \($0.frame)" }
    }

    @Test func aLiveChangeDrawsExactlyAsAStartAtTheNewScale() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            let live = makeLoop(session.connection, title: "Live")
            #expect(settle(live) { live.frameCounter >= 1 })
            #expect(live.connection.scale == 1 && live.window.pixelWidth == 200 && live.window.pixelHeight == 140)
            let before = try session.capture(live.window)
            let cursorBefore = live.cursors.size
            // (0 only where libXcursor is not installed: then cursors have one size.)
            #expect(cursorBefore > 0 || dlopen("libXcursor.so.1", RTLD_LAZY) == nil)

            // The desktop goes to 144 dpi (1.5×), with no input.
            manager.publish(["Xft/DPI": .integer(144 * 1024)])
            #expect(settle(live) { live.connection.scale == 1.5 && live.window.pixelWidth == 300 })
            // The same window in points, 1.5× the pixels.
            #expect(live.window.pixelHeight == 210)
            #expect(live.host.size == CGSize(width: 200, height: 140))
            #expect(live.host.desktopAppearance.displayScale == 1.5)
            #expect(live.cursors.size == Int((Double(cursorBefore) * 1.5).rounded()))
            let rescaled = try session.capture(live.window)
            let liveLayout = layout(live)
            // 40 × 10 points of red are 60 × 15 pixels now.
            let red = Capture.RGB(r: 255, g: 0, b: 0)
            #expect(rescaled.countDiffering(from: red, in: (0, 0, 300, 210)) == 300 * 210 - 60 * 15)
            #expect(before.countDiffering(from: red, in: (0, 0, 200, 140)) == 200 * 140 - 40 * 10)
            close(live)

            // A window started at 144 dpi: the same layout, the same pixels.
            let second = try X11Connection(name: session.server.display)
            let started = makeLoop(second, title: "Started")
            #expect(settle(started) { started.frameCounter >= 1 })
            #expect(second.scale == 1.5 && started.window.pixelWidth == 300 && started.window.pixelHeight == 210)
            #expect(layout(started) == liveLayout)
            let fresh = try session.capture(started.window)
            let differing = zip(fresh.pixels, rescaled.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ from a start at 1.5×")
            close(started)
            second.close()

            // Back to 96 dpi on a running window: the pixels of a start at 1×.
            let third = try X11Connection(name: session.server.display)
            let back = makeLoop(third, title: "Back")
            #expect(settle(back) { back.frameCounter >= 1 && back.connection.scale == 1.5 })
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            #expect(settle(back) { back.connection.scale == 1 && back.window.pixelWidth == 200 })
            let again = try session.capture(back.window)
            #expect(zip(again.pixels, before.pixels).filter { $0 != $1 }.isEmpty)
            close(back)
            third.close()
            manager.quit()
        }
    }

    /// A window still at the size it opened at takes the size it would open
    /// at now (its text measures a little differently); one the user
    /// resized keeps its size in points.
    @Test func anUntouchedWindowTakesItsNewIdealSizeAndAResizedOneKeepsItsPoints() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            defer { manager.quit() }
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            @MainActor func open(_ connection: X11Connection) -> X11EventLoop {
                X11Application.makeLoop(connection: connection, title: "Ideal", inspection: nil, portal: nil) { measurer, clock in
                    ViewHost(rootView: Text("Measured again at every scale").padding(8), measurer: measurer, clock: clock,
                             windowResizeAnimation: nil)
                }
            }
            let loop = open(session.connection)
            defer { close(loop) }
            #expect(settle(loop) { loop.frameCounter >= 1 })
            manager.publish(["Xft/DPI": .integer(120 * 1024)])
            #expect(settle(loop) { loop.connection.scale == 1.25 })

            let second = try X11Connection(name: session.server.display)
            let fresh = open(second)
            #expect(settle(fresh) { fresh.frameCounter >= 1 })
            #expect(loop.window.pixelWidth == fresh.window.pixelWidth && loop.window.pixelHeight == fresh.window.pixelHeight)
            #expect(loop.host.size == fresh.host.size)
            close(fresh)
            second.close()

            // The user makes it 400 × 100 pixels (320 × 80 points), then the DPI changes.
            XResizeWindow(session.connection.display, loop.window.id, 400, 100)
            XSync(session.connection.display, False)
            #expect(settle(loop) { loop.host.size == CGSize(width: 320, height: 80) })
            manager.publish(["Xft/DPI": .integer(144 * 1024)])
            #expect(settle(loop) { loop.connection.scale == 1.5 })
            #expect(loop.window.pixelWidth == 480 && loop.window.pixelHeight == 120)
            #expect(loop.host.size == CGSize(width: 320, height: 80))
        }
    }

    /// Sends a press and a release of the first button at (x, y), window pixels.
    private func click(_ loop: X11EventLoop, x: Double, y: Double) {
        for type in [ButtonPress, ButtonRelease] {
            var event = XEvent()
            event.xbutton.type = type
            event.xbutton.window = loop.window.id
            event.xbutton.button = UInt32(Button1)
            event.xbutton.x = Int32(x.rounded())
            event.xbutton.y = Int32(y.rounded())
            event.xbutton.same_screen = True
            XSendEvent(loop.connection.display, loop.window.id, False,
                       type == ButtonPress ? ButtonPressMask : ButtonReleaseMask, &event)
        }
        XSync(loop.connection.display, False)
    }

    /// An open menu is opened again at the new scale, with the same content.
    @Test func anOpenMenuIsOpenedAgainAtTheNewScale() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            defer { manager.quit() }
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            let loop = X11Application.makeLoop(connection: session.connection, title: "Menu", inspection: nil, portal: nil) { measurer, clock in
                ViewHost(rootView: Menu("Options") { Button("First choice") {}; Button("Second") {} }
                    .padding(20).frame(width: 240, height: 160, alignment: .topLeading),
                         measurer: measurer, clock: clock, windowResizeAnimation: nil)
            }
            defer { close(loop) }
            #expect(settle(loop) { loop.frameCounter >= 1 })
            let label = try #require(loop.host.inspectionNodes().first { $0.text == "Options" })
            click(loop, x: label.frame[0] + label.frame[2] / 2, y: label.frame[1] + label.frame[3] / 2)
            #expect(settle(loop) { loop.popups.count == 1 })
            let before = try #require(loop.popups.first)
            let menuHost = before.surface.host
            let menuPoints = menuHost.size

            manager.publish(["Xft/DPI": .integer(144 * 1024)])
            #expect(settle(loop) { loop.connection.scale == 1.5 })
            let after = try #require(loop.popups.first)
            #expect(loop.popups.count == 1 && after.surface.host === menuHost && after !== before)
            // Its own ideal size at 1.5×, below its button as it opens.
            let ideal = menuHost.sizeLimits.ideal
            #expect(after.surface.window.pixelWidth == Int(ideal.width * 1.5))
            #expect(after.surface.window.pixelHeight == Int(ideal.height * 1.5))
            #expect(abs(menuHost.size.width - menuPoints.width) < 8)
            let origin = loop.window.rootOrigin
            let anchorBottom = Int(((label.frame[1] + label.frame[3]) * 1.5).rounded())
            #expect(after.rootY >= origin.y + anchorBottom && after.rootY <= origin.y + anchorBottom + 20)
            #expect(try session.capture(after.surface.window).countDiffering(from: Capture.RGB(r: 0, g: 0, b: 0),
                                                                              in: (0, 0, 50, 20)) > 0)
        }
    }

    /// A sheet's window keeps its size in points too, and its content is
    /// measured again.
    @Test func anOpenSheetIsRescaledWithItsWindow() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            defer { manager.quit() }
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            let loop = X11Application.makeLoop(connection: session.connection, title: "Sheet", inspection: nil, portal: nil) { measurer, clock in
                ViewHost(rootView: Text("Behind").frame(width: 300, height: 200)
                    .sheet(isPresented: .constant(true)) { Text("In the sheet").padding(30) },
                         measurer: measurer, clock: clock, windowResizeAnimation: nil)
            }
            defer { for dialog in loop.dialogs { dialog.surface.close() }; close(loop) }
            #expect(settle(loop) { loop.dialogs.count == 1 && loop.dialogs[0].surface.hasBeenExposed })
            let sheet = loop.dialogs[0].surface
            let points = sheet.host.size
            #expect(sheet.window.pixelWidth == Int(points.width.rounded()))

            manager.publish(["Xft/DPI": .integer(120 * 1024)])
            #expect(settle(loop) { loop.connection.scale == 1.25 && sheet.window.pixelWidth != Int(points.width.rounded()) })
            #expect(sheet.window.pixelWidth == Int((points.width * 1.25).rounded()))
            #expect(sheet.window.pixelHeight == Int((points.height * 1.25).rounded()))
            #expect(abs(sheet.host.size.width - points.width) < 1 && abs(sheet.host.size.height - points.height) < 1)
            #expect(sheet.host.desktopAppearance.displayScale == 1.25)
        }
    }

    /// Clicks land where the button is drawn at the new scale.
    @Test func hitTestingFollowsTheNewScale() throws {
        try X11TestSession.with { session in
            let manager = try TestSettingsManager(display: session.server.display)
            manager.publish(["Xft/DPI": .integer(96 * 1024)])
            let loop = makeLoop(session.connection, title: "Hit")
            defer { close(loop); manager.quit() }
            #expect(settle(loop) { loop.frameCounter >= 1 })
            manager.publish(["Xft/DPI": .integer(120 * 1024)])
            #expect(settle(loop) { loop.connection.scale == 1.25 && loop.window.pixelWidth == 250 })
            guard let button = loop.host.inspectionNodes().first(where: { $0.text == "Presses: 0" }) else {
                Issue.record("no button label")
                return
            }
            // The label's centre, in window pixels at 1.25×.
            click(loop, x: (button.frame[0] + button.frame[2] / 2) * 1.25, y: (button.frame[1] + button.frame[3] / 2) * 1.25)
            XSync(session.connection.display, False)
            #expect(settle(loop) { loop.host.inspectionNodes().contains { $0.text == "Presses: 1" } })
        }
    }
}
