import CX11
import Foundation
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// `windowResizeBehavior`, `windowMinimizeBehavior` and
/// `windowDismissBehavior(.disabled)` as a window manager reads them.
@Suite("Window interaction behaviours", .serialized)
@MainActor
struct WindowInteractionBehaviorTests {
    @Test func disabledBehavioursPinTheSizeDropTheFunctionsAndRefuseClose() throws {
        try X11TestSession.with { session in
            let content = Color.white.frame(minWidth: 100, idealWidth: 200, minHeight: 50, idealHeight: 100)
                .windowResizeBehavior(.disabled)
                .windowMinimizeBehavior(.disabled)
                .windowDismissBehavior(.disabled)
            let loop = X11Application.makeLoop(connection: session.connection, title: "Pinned", inspection: nil) { measurer, clock in
                ViewHost(rootView: content, measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let reader = WindowPropertyReader(connection: session.connection)
            // MWM_HINTS_FUNCTIONS with only MWM_FUNC_MOVE.
            #expect(reader.longs(loop.window.id, "_MOTIF_WM_HINTS") == [1, 4, 0, 0, 0])
            var hints = XSizeHints(), supplied = 0
            XGetWMNormalHints(session.connection.display, loop.window.id, &hints, &supplied)
            #expect(hints.flags & PMaxSize != 0)
            #expect(hints.min_width == Int32(loop.window.pixelWidth) && hints.max_width == hints.min_width)
            #expect(hints.min_height == Int32(loop.window.pixelHeight) && hints.max_height == hints.min_height)

            // The window manager's close (the close button, Alt+F4) is refused.
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = loop.window.id
            event.xclient.message_type = session.connection.atoms.wmProtocols
            event.xclient.format = 32
            event.xclient.data.l.0 = Int(session.connection.atoms.wmDeleteWindow)
            XSendEvent(session.connection.display, loop.window.id, False, 0, &event)
            XFlush(session.connection.display)
            for _ in 0..<5 { _ = loop.step() }
            #expect(!loop.closeRequested)
        }
    }

    @Test func byDefaultEverythingIsAllowed() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Free", inspection: nil) { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 200, idealHeight: 100).windowResizeBehavior(.enabled),
                         measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let reader = WindowPropertyReader(connection: session.connection)
            #expect(reader.longs(loop.window.id, "_MOTIF_WM_HINTS") == nil)
            var hints = XSizeHints(), supplied = 0
            XGetWMNormalHints(session.connection.display, loop.window.id, &hints, &supplied)
            #expect(hints.flags & PMaxSize == 0)
        }
    }
}
