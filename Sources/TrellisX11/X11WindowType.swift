import CX11

/// `_NET_WM_WINDOW_TYPE` (EWMH): tells the window manager and the
/// compositor what a window is, so a menu gets a menu's shadow and
/// animation and is never given a title bar or taken into the task list.
/// Override-redirect popups set it too: compositors read it from them.
package enum X11WindowType: String, Sendable, CaseIterable {
    case normal = "_NET_WM_WINDOW_TYPE_NORMAL"
    case dialog = "_NET_WM_WINDOW_TYPE_DIALOG"
    /// A menu opened from a button or a menu bar (Trellis' `Menu`).
    case dropdownMenu = "_NET_WM_WINDOW_TYPE_DROPDOWN_MENU"
    /// A menu opened by a right click (context menu).
    case popupMenu = "_NET_WM_WINDOW_TYPE_POPUP_MENU"
    case tooltip = "_NET_WM_WINDOW_TYPE_TOOLTIP"
    /// The list of a combo box (a `.menu` picker).
    case combo = "_NET_WM_WINDOW_TYPE_COMBO"

    /// Replaces the window's `_NET_WM_WINDOW_TYPE` with this type.
    @MainActor
    package func apply(to window: Window, connection: X11Connection) {
        let display = connection.display
        connection.setProperty32(XInternAtom(display, "_NET_WM_WINDOW_TYPE", False), of: window, type: Atom(XA_ATOM),
                                 [Int(XInternAtom(display, rawValue, False))])
    }
}
