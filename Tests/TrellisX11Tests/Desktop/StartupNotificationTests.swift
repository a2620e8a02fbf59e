import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// The launchee side of startup notification, read as a launcher (a dock)
/// reads it: the root window's `_NET_STARTUP_INFO` messages.
@Suite("Startup notification", .serialized)
@MainActor
struct StartupNotificationTests {
    @Test func messageQuotesTheIDAndTheTimeIsParsed() throws {
        let plain = try #require(X11StartupNotification(id: "dock-42-host-notes_TIME123456"))
        #expect(plain.removeMessage == "remove: ID=\"dock-42-host-notes_TIME123456\"")
        #expect(plain.launchTime == 123_456)
        let odd = try #require(X11StartupNotification(id: #"a "b" \c"#))
        #expect(odd.removeMessage == #"remove: ID="a \"b\" \\c""#)
        #expect(odd.launchTime == nil)
        #expect(X11StartupNotification(id: "") == nil)
    }

    @Test func launchedAppSetsItsIDTimeAndSaysItHasStarted() throws {
        try X11TestSession.with { session in
            let display = session.connection.display
            let reader = WindowPropertyReader(connection: session.connection)
            // A second client listens on the root window, as a launcher does.
            let launcher = try #require(XOpenDisplay(session.server.display))
            defer { XCloseDisplay(launcher) }
            XSelectInput(launcher, XDefaultRootWindow(launcher), PropertyChangeMask)
            XSync(launcher, False)

            // Long enough to need three 20-byte messages.
            let id = "launcher-7-myhost-a-rather-long-application-name_TIME4242"
            setenv("DESKTOP_STARTUP_ID", id, 1)
            let loop = X11Application.makeLoop(connection: session.connection, title: "Launched", inspection: nil) { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 120, idealHeight: 80), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            XSync(display, False)

            #expect(ProcessInfo.processInfo.environment["DESKTOP_STARTUP_ID"] == nil)
            #expect(reader.string(loop.window.id, "_NET_STARTUP_ID") == id)
            #expect(reader.longs(loop.window.id, "_NET_WM_USER_TIME") == [4242])
            #expect(Self.receive(on: launcher) == "remove: ID=\"\(id)\"")
        }
    }

    /// Joins the `_NET_STARTUP_INFO_BEGIN`/`_NET_STARTUP_INFO` messages up
    /// to the first nul (at most 5 s).
    private static func receive(on display: OpaquePointer) -> String? {
        let begin = XInternAtom(display, "_NET_STARTUP_INFO_BEGIN", False)
        let more = XInternAtom(display, "_NET_STARTUP_INFO", False)
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                guard event.type == ClientMessage else { continue }
                let type = event.xclient.message_type
                guard type == begin || (type == more && !bytes.isEmpty) else { continue }
                if type == begin { bytes = [] }
                let chunk = withUnsafeBytes(of: event.xclient.data) { Array($0.prefix(20)) }
                if let end = chunk.firstIndex(of: 0) {
                    return String(decoding: bytes + chunk[..<end], as: UTF8.self)
                }
                bytes += chunk
            }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
        return nil
    }
}
