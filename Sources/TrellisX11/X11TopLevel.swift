import CX11
import TrellisCore

/// One top-level window of the app — the main window or another that
/// `openWindow` or Settings opened — with what belongs to it alone: its
/// surface (window, painter, host), the popups and dialogs it opened, the
/// size the window manager last gave it and the title shown.
@MainActor
final class X11TopLevel {
    private(set) var surface: X11Surface
    /// The app window it shows (`AppWindows`); nil when the loop runs a
    /// bare host (tests, benchmarks).
    var recordID: Int?
    let title: String
    /// Open popups (menus, submenus), outermost first.
    var popups: [X11PopupWindow] = []
    /// Open dialogs (sheets, alerts), in the order they were presented.
    var dialogs: [X11DialogWindow] = []
    /// Only the last ConfigureNotify of a burst matters.
    var pendingSize: (width: Int, height: Int)?
    /// The title `navigationTitle` gives the window, once it changes.
    var shownNavigationTitle: String?
    /// `_NET_WM_ICON` is set after the window's first frame.
    var hasIcon = false
    /// The main window, closed while other windows stay open: withdrawn,
    /// its graph freed; its X window lives on, owning the clipboard.
    private(set) var isClosed = false

    init(surface: X11Surface, recordID: Int?, title: String) {
        self.surface = surface
        self.recordID = recordID
        self.title = title
    }

    var window: X11Window { surface.window }
    var host: ViewHost { surface.host }

    /// Its surfaces: its own, its popups' and its dialogs'.
    var surfaces: [X11Surface] { [surface] + popups.map(\.surface) + dialogs.map(\.surface) }

    /// The host keys go to: the top dialog's (it is modal), else its own.
    var keyHost: ViewHost { dialogs.last?.surface.host ?? host }

    /// Withdraws the window and lets go of its host (see `isClosed`).
    func withdraw(emptyHost: ViewHost) {
        closeChildren()
        XWithdrawWindow(window.connection.display, window.id, window.connection.screen)
        surface = X11Surface(window: window, painter: surface.painter, host: emptyHost, role: surface.role)
        isClosed = true
    }

    /// Closes its popups and dialogs (their views disappear first, unless
    /// the app is ending).
    func closeChildren(dismantling: Bool = true) {
        for popup in popups.reversed() {
            if dismantling { popup.surface.host.dismantle() }
            popup.surface.close()
        }
        for dialog in dialogs.reversed() {
            if dismantling { dialog.surface.host.dismantle() }
            dialog.surface.close()
        }
        popups.removeAll()
        dialogs.removeAll()
    }
}

extension X11Window {
    /// Asks the window manager to raise and focus the window
    /// (`_NET_ACTIVE_WINDOW`, from an application), mapping it first.
    func activate() {
        let display = connection.display
        XMapRaised(display, id)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = XInternAtom(display, "_NET_ACTIVE_WINDOW", False)
        event.xclient.format = 32
        event.xclient.data.l.0 = 1
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, connection.rootWindow, False, SubstructureRedirectMask | SubstructureNotifyMask, &event)
    }
}
