import CX11
import Foundation
import Testing
@testable import TrellisX11
@testable import TrellisCore

/// An app's windows on a private server: each `openWindow` a top-level
/// window of its own with the main window's identity, closed by the
/// window manager's close request (WM_DELETE_WINDOW), its graph freed;
/// the loop ends when the last one closes.
@MainActor
@Suite(.serialized)
struct AppWindowsX11Tests {
    private struct Demo: App {
        var body: some Scene {
            WindowGroup("Main") { Text("Main window").frame(idealWidth: 200, idealHeight: 100) }
            WindowGroup("Second", id: "second") { Text("Second window").frame(maxWidth: .infinity, maxHeight: .infinity) }
                .defaultSize(width: 300, height: 200)
            Settings { Text("Settings window").padding() }
        }
    }

    /// A second window whose content presents a sheet at once.
    private struct SheetDemo: App {
        var body: some Scene {
            WindowGroup("Main") { Text("Main window") }
            WindowGroup("Editor", id: "editor") { SheetOwner() }
        }
    }

    private struct SheetOwner: View {
        @State private var showing = true
        var body: some View {
            Text("Editor").sheet(isPresented: $showing) { Text("The sheet").padding() }
        }
    }

    @Test func aSecondWindowsSheetIsItsDialogAndClosesWithIt() throws {
        try X11TestSession.with { session in
            let loop = makeLoop(session, scene: SheetDemo().body)
            defer { release(loop) }
            let reader = WindowPropertyReader(connection: session.connection)
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            loop.appWindows?.openWindow(id: "editor", value: nil)
            #expect(EventLoopStepping.step(loop) { loop.topLevels.count == 2 && loop.topLevels[1].dialogs.count == 1 })
            let editor = loop.topLevels[1]
            let sheet = try #require(editor.dialogs.first).surface.window
            #expect(reader.longs(sheet.id, "WM_TRANSIENT_FOR") == [UInt(editor.window.id)])
            #expect(loop.mainWindow.dialogs.isEmpty)
            // The window manager closes the editor while its sheet is open.
            askToClose(editor.window.id, session.connection)
            #expect(EventLoopStepping.step(loop) { loop.topLevels.count == 1 })
            #expect(sheet.isDestroyed)
            #expect(loop.step())
        }
    }

    private func makeLoop(_ session: X11TestSession) -> X11EventLoop {
        makeLoop(session, scene: Demo().body)
    }

    private func makeLoop<S: Scene>(_ session: X11TestSession, scene: S) -> X11EventLoop {
        let specs = Scenes.windows(of: scene)
        return X11Application.makeLoop(connection: session.connection, inspection: nil, portal: nil) { measurer, clock in
            AppWindows(specs: specs, appTitle: "Demo") { content, _ in
                ViewHost(rootView: content, measurer: measurer, clock: clock, windowResizeAnimation: nil)
            }
        }
    }

    private func release(_ loop: X11EventLoop) {
        for topLevel in loop.topLevels where topLevel !== loop.mainWindow {
            topLevel.closeChildren(dismantling: false)
            topLevel.surface.close()
        }
        loop.painter.release()
        loop.painter.fonts.release()
        loop.window.destroy()
    }

    private func askToClose(_ window: CX11.Window, _ connection: X11Connection) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = connection.atoms.wmProtocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(connection.atoms.wmDeleteWindow)
        XSendEvent(connection.display, window, False, 0, &event)
        XSync(connection.display, False)
    }

    @Test func openWindowMakesATopLevelWindowWithTheAppsIdentityAndItsOwnSize() throws {
        try X11TestSession.with { session in
            let loop = makeLoop(session)
            defer { release(loop) }
            let reader = WindowPropertyReader(connection: session.connection)
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            #expect(reader.string(loop.window.id, "_NET_WM_NAME") == "Main")
            loop.appWindows?.openWindow(id: "second", value: nil)
            #expect(EventLoopStepping.step(loop) { loop.topLevels.count == 2 && loop.topLevels[1].hasIcon })
            let second = loop.topLevels[1].window
            #expect(second.id != loop.window.id)
            #expect(reader.string(second.id, "_NET_WM_NAME") == "Second")
            #expect(reader.bytes(second.id, "WM_CLASS") == reader.bytes(loop.window.id, "WM_CLASS"))
            #expect((reader.longs(second.id, "_NET_WM_ICON")?.count ?? 0) > 0)
            #expect(reader.longs(second.id, "WM_PROTOCOLS")?.contains(UInt(session.connection.atoms.wmDeleteWindow)) == true)
            let scale = session.connection.scale
            #expect(Double(second.pixelWidth) / scale == 300 && Double(second.pixelHeight) / scale == 200)
            #expect(loop.topLevels[1].host.size == CGSize(width: 300, height: 200))
            // Its own graph, painted into its own window.
            #expect(loop.topLevels[1].host !== loop.host)
        }
    }

    @Test func closingAWindowDestroysItAndFreesItsGraph() throws {
        try X11TestSession.with { session in
            let loop = makeLoop(session)
            defer { release(loop) }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            var hosts: [WeakHost] = []
            for _ in 0..<20 {
                loop.appWindows?.openWindow(id: "second", value: nil)
                #expect(EventLoopStepping.step(loop) { loop.topLevels.count == 2 && loop.topLevels[1].hasIcon })
                let topLevel = loop.topLevels[1]
                hosts.append(WeakHost(topLevel.host))
                askToClose(topLevel.window.id, session.connection)
                #expect(EventLoopStepping.step(loop) { loop.topLevels.count == 1 })
            }
            #expect(loop.appWindows?.open.count == 1)
            #expect(hosts.allSatisfy { $0.host == nil })
        }
    }

    @Test func theLoopEndsWhenTheLastWindowClosesNotTheFirst() throws {
        try X11TestSession.with { session in
            let loop = makeLoop(session)
            defer { release(loop) }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            loop.appWindows?.openSettings()
            #expect(EventLoopStepping.step(loop) { loop.topLevels.count == 2 && loop.topLevels[1].hasIcon })
            #expect(loop.topLevels[1].surface.role == "settings")
            // Opening Settings again raises the open window instead.
            loop.appWindows?.openSettings()
            #expect(loop.step())
            #expect(loop.topLevels.count == 2)
            askToClose(loop.window.id, session.connection)
            #expect(EventLoopStepping.step(loop) { loop.mainWindow.isClosed })
            #expect(loop.step(), "the settings window is still open")
            askToClose(loop.topLevels[1].window.id, session.connection)
            #expect(!EventLoopStepping.step(loop) { false }, "the loop ends with the last window")
            #expect(loop.appWindows?.open.isEmpty == true)
        }
    }
}

private final class WeakHost {
    weak var host: ViewHost?
    init(_ host: ViewHost) { self.host = host }
}
