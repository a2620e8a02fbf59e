import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// Drives the real event loop step by step on a private server with the
/// core's `ViewHost`.
@Suite("X11 event loop", .serialized)
@MainActor
struct EventLoopTests {
    @Test func paintsAfterExposeCoalescesResizesAndClosesOnDelete() throws {
        let inspectPath = NSTemporaryDirectory() + "trellis-inspect-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: inspectPath) }
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Loop test",
                                               inspection: InspectionWriter(path: inspectPath)) { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 400, idealHeight: 300), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            let display = session.connection.display
            let initial = loop.host.sizeLimits.ideal
            #expect(initial == CGSize(width: 400, height: 300))
            #expect(loop.host.size == initial)
            #expect(loop.window.pixelWidth == Int(initial.width))

            // Nothing is painted before Expose; after it, exactly the host's list.
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let shot = try session.capture(loop.window)
            #expect(shot[5, 5] == Capture.RGB(r: 255, g: 255, b: 255))

            // A burst of resizes: the host sees only the last size.
            for width in [420, 480, 530] { XResizeWindow(display, loop.window.id, UInt32(width), 333) }
            XSync(display, False)
            #expect(EventLoopStepping.step(loop) { loop.host.size == CGSize(width: 530, height: 333) })
            let json = try String(contentsOfFile: inspectPath, encoding: .utf8)
            #expect(json.contains("\"width\":530"))
            #expect(json.contains("\"title\":\"Loop test\""))

            // The window manager's close button: WM_DELETE_WINDOW.
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = loop.window.id
            event.xclient.message_type = session.connection.atoms.wmProtocols
            event.xclient.format = 32
            event.xclient.data.l.0 = Int(bitPattern: session.connection.atoms.wmDeleteWindow)
            XSendEvent(display, loop.window.id, False, 0, &event)
            XSync(display, False)
            #expect(EventLoopStepping.step(loop) { loop.closeRequested })
            #expect(loop.step() == false)
        }
    }

    /// `NSApplication.shared.terminate(nil)` ends the loop at its next turn,
    /// as closing the last window does.
    @Test func aTerminationRequestEndsTheLoop() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Terminate") { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 200, idealHeight: 100), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy(); ApplicationLifecycle.resetForTesting() }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            #expect(loop.step())
            ApplicationLifecycle.requestTermination()
            #expect(loop.step() == false)
        }
    }

    /// The window is named after the stack shown, and gets its own title
    /// back when no title shows any more.
    @Test func theWindowTitleFollowsTheNavigationTitleAndComesBack() throws {
        try X11TestSession.with { session in
            let model = TitleModel()
            let loop = X11Application.makeLoop(connection: session.connection, title: "Own title") { measurer, clock in
                ViewHost(rootView: TitleSwitcher(model: model), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            @MainActor func title() -> String? {
                var name: UnsafeMutablePointer<CChar>?
                guard XFetchName(session.connection.display, loop.window.id, &name) != 0, let name else { return nil }
                defer { XFree(name) }
                return String(cString: name)
            }
            #expect(EventLoopStepping.step(loop) { title() == "Inbox" })
            model.showsStack = false
            #expect(EventLoopStepping.step(loop) { title() == "Own title" })
            model.showsStack = true
            #expect(EventLoopStepping.step(loop) { title() == "Inbox" })
        }
    }
}

private final class TitleModel: ObservableObject {
    @Published var showsStack = true
}

private struct TitleSwitcher: View {
    @ObservedObject var model: TitleModel
    var body: some View {
        if model.showsStack {
            NavigationStack { Text("Messages").navigationTitle("Inbox") }
        } else {
            Text("No stack")
        }
    }
}
