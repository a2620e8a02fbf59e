import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// What a window manager, a compositor and a dock read from a Trellis
/// window: its identity, its type, and the sync counter of live resize.
@Suite("Window manager protocols", .serialized)
@MainActor
struct WindowManagerProtocolTests {
    @Test func identityComesFromTheProgramNameAndResourceName() {
        let notes = X11WindowIdentity.derive(arguments: ["/usr/local/bin/notes", "--x"], environment: [:])
        #expect(notes == X11WindowIdentity(resourceName: "notes", resourceClass: "Notes"))
        let renamed = X11WindowIdentity.derive(arguments: ["./gallery"], environment: ["RESOURCE_NAME": "palette"])
        #expect(renamed == X11WindowIdentity(resourceName: "palette", resourceClass: "Gallery"))
        let unnamed = X11WindowIdentity.derive(arguments: [], environment: ["RESOURCE_NAME": ""])
        #expect(unnamed == X11WindowIdentity(resourceName: "trellis", resourceClass: "Trellis"))
    }

    @Test func topLevelWindowsAndPopupsCarryIdentityTypeAndProtocols() throws {
        try X11TestSession.with { session in
            let connection = session.connection
            let reader = WindowPropertyReader(connection: connection)
            let window = X11Window(connection: connection, title: "Notes", pixelWidth: 100, pixelHeight: 80,
                                   identity: X11WindowIdentity(resourceName: "notes", resourceClass: "Notes"))
            let popup = X11Window(popupOf: connection, x: 0, y: 0, pixelWidth: 10, pixelHeight: 10)
            let tooltip = X11Window(popupOf: connection, x: 0, y: 0, pixelWidth: 10, pixelHeight: 10, type: .tooltip)
            defer { tooltip.destroy(); popup.destroy(); window.destroy() }

            #expect(reader.bytes(window.id, "WM_CLASS") == Array("notes\0Notes\0".utf8))
            var host = [CChar](repeating: 0, count: 256)
            gethostname(&host, 255)
            let hostName = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            #expect(reader.string(window.id, "WM_CLIENT_MACHINE") == hostName)
            #expect(reader.longs(window.id, "_NET_WM_PID") == [UInt(getpid())])
            #expect(reader.longs(window.id, "_NET_WM_WINDOW_TYPE") == [UInt(reader.atom("_NET_WM_WINDOW_TYPE_NORMAL"))])
            #expect(reader.longs(popup.id, "_NET_WM_WINDOW_TYPE")
                    == [UInt(reader.atom("_NET_WM_WINDOW_TYPE_DROPDOWN_MENU"))])
            #expect(reader.longs(tooltip.id, "_NET_WM_WINDOW_TYPE") == [UInt(reader.atom("_NET_WM_WINDOW_TYPE_TOOLTIP"))])

            let protocols = reader.longs(window.id, "WM_PROTOCOLS") ?? []
            #expect(protocols.contains(UInt(reader.atom("WM_DELETE_WINDOW"))))
            #expect(protocols.contains(UInt(reader.atom("_NET_WM_SYNC_REQUEST"))))
            let counter = try #require(window.syncCounter)
            #expect(reader.longs(window.id, "_NET_WM_SYNC_REQUEST_COUNTER") == [UInt(counter.counter), UInt(counter.extendedCounter)],
                    "the basic counter, then the extended one")
        }
    }

    /// As a compositing window manager does during a live resize: send a
    /// sync request with a number, resize the window, and wait for the
    /// counter to reach the number. It must do so only after the frame at
    /// the new size.
    @Test func syncRequestIsAcknowledgedAfterTheFrameAtTheNewSize() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Sync", inspection: nil) { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 200, idealHeight: 100), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            let display = session.connection.display
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let counter = try #require(loop.window.syncCounter).counter

            Self.sendSyncRequest(7, high: 1, extended: false, to: loop.window.id, session.connection)
            // The request alone is not answered: its configure has not come.
            for _ in 0..<5 { _ = loop.step() }
            #expect(Self.value(of: counter, display) == XSyncValue(hi: 0, lo: 0))
            XResizeWindow(display, loop.window.id, 260, 150)
            XSync(display, False)
            #expect(Self.value(of: counter, display) == XSyncValue(hi: 0, lo: 0))

            let framesBefore = loop.frameCounter
            #expect(EventLoopStepping.step(loop) { Self.value(of: counter, display) == XSyncValue(hi: 1, lo: 7) })
            #expect(loop.frameCounter > framesBefore)
            #expect(loop.host.size == CGSize(width: 260, height: 150))
        }
    }

    /// The extended counter, as Mutter, KWin and Xfwm use it: odd while a
    /// frame is drawn, even after, and after the frame at a new size the
    /// request's number (rounded up to even).
    @Test func theExtendedCounterIsEvenAfterEachFrameAndReachesTheRequest() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Sync", inspection: nil) { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 200, idealHeight: 100), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            let display = session.connection.display
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let sync = try #require(loop.window.syncCounter)
            let afterFirst = Self.value(of: sync.extendedCounter, display)
            #expect(afterFirst.lo % 2 == 0 && afterFirst.lo > 0, "each painted frame took it odd, then even")
            #expect(Int64(afterFirst.lo) == sync.extendedValue)

            Self.sendSyncRequest(241, high: 0, extended: true, to: loop.window.id, session.connection)
            XResizeWindow(display, loop.window.id, 300, 180)
            XSync(display, False)
            #expect(EventLoopStepping.step(loop) { Self.value(of: sync.extendedCounter, display) == XSyncValue(hi: 0, lo: 242) })
            #expect(loop.host.size == CGSize(width: 300, height: 180))
            #expect(Self.value(of: sync.counter, display) == XSyncValue(hi: 0, lo: 0), "an extended request leaves the basic counter")
        }
    }

    private static func sendSyncRequest(_ low: Int, high: Int, extended: Bool, to window: CX11.Window, _ connection: X11Connection) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = connection.atoms.wmProtocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: connection.atoms.netWmSyncRequest)
        event.xclient.data.l.2 = low
        event.xclient.data.l.3 = high
        event.xclient.data.l.4 = extended ? 1 : 0
        XSendEvent(connection.display, window, False, 0, &event)
        XSync(connection.display, False)
    }

    /// `defaultSize` picks the size the window opens at, kept at least
    /// the content's minimum.
    @Test func theWindowOpensAtTheScenesDefaultSize() throws {
        try X11TestSession.with { session in
            for (asked, expected) in [(CGSize(width: 500, height: 300), CGSize(width: 500, height: 300)),
                                      (CGSize(width: 100, height: 300), CGSize(width: 240, height: 300))] {
                let spec = Scenes.windows(of: WindowGroup { Color.white.frame(minWidth: 240, minHeight: 80) }.defaultSize(asked))[0]
                let loop = X11Application.makeLoop(connection: session.connection, title: "Sized", inspection: nil,
                                                   initialLimits: spec.initialSizeLimits(for:)) { measurer, clock in
                    ViewHost(rootView: spec.makeContent(), measurer: measurer, clock: clock)
                }
                defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
                let scale = session.connection.scale
                #expect(CGSize(width: Double(loop.window.pixelWidth) / scale, height: Double(loop.window.pixelHeight) / scale) == expected)
                #expect(loop.host.size == expected)
            }
        }
    }

    @Test func theIconArrivesAfterTheFirstFrame() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Icon", inspection: nil) { measurer, clock in
                ViewHost(rootView: Text("Icon"), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            let reader = WindowPropertyReader(connection: session.connection)
            #expect(reader.longs(loop.window.id, "_NET_WM_ICON") == nil, "not drawn before the first frame")
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            #expect((reader.longs(loop.window.id, "_NET_WM_ICON")?.count ?? 0) > 2 * AppIcon.sizes.count)
        }
    }

    @Test func pressesRecordTheUserTime() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Time", inspection: nil) { measurer, clock in
                ViewHost(rootView: Color.white.frame(idealWidth: 120, idealHeight: 80), measurer: measurer, clock: clock)
            }
            defer { loop.painter.release(); loop.painter.fonts.release(); loop.window.destroy() }
            let reader = WindowPropertyReader(connection: session.connection)
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            var event = XEvent()
            event.xbutton.type = ButtonPress
            event.xbutton.window = loop.window.id
            event.xbutton.button = UInt32(Button1)
            event.xbutton.x = 10
            event.xbutton.y = 10
            event.xbutton.time = 555_000
            XSendEvent(session.connection.display, loop.window.id, False, 0, &event)
            XSync(session.connection.display, False)
            #expect(EventLoopStepping.step(loop) { reader.longs(loop.window.id, "_NET_WM_USER_TIME") == [555_000] })
        }
    }

    private static func value(of counter: XSyncCounter, _ display: OpaquePointer) -> XSyncValue {
        var value = XSyncValue(hi: -1, lo: 0)
        XSyncQueryCounter(display, counter, &value)
        return value
    }
}

extension XSyncValue: @retroactive Equatable {
    public static func == (a: XSyncValue, b: XSyncValue) -> Bool { a.hi == b.hi && a.lo == b.lo }
}
