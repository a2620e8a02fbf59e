import CX11
import Foundation
import Testing
@testable import TrellisCore
@testable import TrellisX11
import XvfbSupport

/// The keyboard commands from real keys (XTEST through xdotool) in a real
/// window: Escape, the arrows, BackSpace and Delete reach `onExitCommand`,
/// `onMoveCommand` and `onDeleteCommand`; a text field keeps its own.
/// A sheet that disables interactive dismissal ignores WM_DELETE_WINDOW,
/// and the loop takes the server's key repeat rate.
@Suite("Keyboard commands under X11", .serialized)
@MainActor
struct ViewCommandKeysX11Tests {
    @MainActor final class Log { var entries: [String] = [] }

    private func release(_ loop: X11EventLoop) {
        for topLevel in loop.topLevels { topLevel.closeChildren(dismantling: false) }
        loop.painter.release()
        loop.painter.fonts.release()
        loop.window.destroy()
    }

    @Test func escapeArrowsAndDeleteReachTheCommandsAroundTheFocusedView() throws {
        try X11TestSession.with { session in
            let log = Log()
            let loop = X11Application.makeLoop(connection: session.connection, title: "Commands", inspection: nil) { measurer, clock in
                ViewHost(rootView: VStack {
                    Button("Target") {}
                    TextField("Name", text: .constant("abc"))
                }
                .onExitCommand { log.entries.append("exit") }
                .onMoveCommand { log.entries.append("\($0)") }
                .onDeleteCommand { log.entries.append("delete") }
                .frame(width: 240, height: 120), measurer: measurer, clock: clock)
            }
            defer { release(loop) }
            #expect(EventLoopStepping.step(loop) { loop.frameCounter >= 1 })
            let tool = XDoTool(display: session.server.display)
            try tool.focus(window: loop.window.id)
            try tool.key("Tab", "Escape", "Up", "Left", "Right", "BackSpace", "Delete", "shift+Down")
            #expect(EventLoopStepping.step(loop) { log.entries.count >= 6 })
            #expect(log.entries == ["exit", "up", "left", "right", "delete", "delete"])
            // In the text field the arrows and BackSpace edit; Escape still exits.
            log.entries = []
            try tool.key("Tab", "Left", "BackSpace", "Escape")
            #expect(EventLoopStepping.step(loop) { !log.entries.isEmpty })
            #expect(log.entries == ["exit"])
        }
    }

    @Test func aSheetThatDisablesInteractiveDismissIgnoresTheCloseButton() throws {
        try X11TestSession.with { session in
            for locked in [true, false] {
                let state = PresentedState()
                let loop = X11Application.makeLoop(connection: session.connection, title: "Sheet", inspection: nil) { measurer, clock in
                    ViewHost(rootView: SheetPresenter(state: state, locked: locked).frame(width: 240, height: 120),
                             measurer: measurer, clock: clock)
                }
                defer { release(loop) }
                #expect(EventLoopStepping.step(loop) { loop.mainWindow.dialogs.count == 1 })
                let dialog = try #require(loop.mainWindow.dialogs.first)
                var event = XEvent()
                event.xclient.type = ClientMessage
                event.xclient.window = dialog.surface.window.id
                event.xclient.message_type = session.connection.atoms.wmProtocols
                event.xclient.format = 32
                event.xclient.data.l.0 = Int(session.connection.atoms.wmDeleteWindow)
                XSendEvent(session.connection.display, dialog.surface.window.id, False, 0, &event)
                XSync(session.connection.display, False)
                // The request is in the queue now: one step reads it.
                _ = loop.step()
                _ = loop.step()
                #expect(state.isPresented == locked)
                if locked { #expect(loop.mainWindow.dialogs.count == 1) }
            }
        }
    }

    @Test func theLoopTakesTheServersKeyRepeatRate() throws {
        try X11TestSession.with { session in
            let loop = X11Application.makeLoop(connection: session.connection, title: "Repeat", inspection: nil) { measurer, clock in
                ViewHost(rootView: Button("Hold") {}.buttonRepeatBehavior(.enabled), measurer: measurer, clock: clock)
            }
            defer { release(loop) }
            let tool = XDoTool(display: session.server.display)
            _ = try tool.run(["xset", "r", "rate", "300", "20"])
            let fresh = X11Keyboard(connection: session.connection, window: loop.window.id)
            defer { fresh.close() }
            #expect(fresh.repeatTiming == KeyRepeatTiming(delay: 0.3, interval: 0.05))
            #expect(loop.host.keyRepeatTiming.delay > 0)
        }
    }
}

@MainActor final class PresentedState { var isPresented = true }

private struct SheetPresenter: View {
    let state: PresentedState
    let locked: Bool
    var body: some View {
        Text("Main").sheet(isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 })) {
            Text("Unsaved").interactiveDismissDisabled(locked)
        }
    }
}
