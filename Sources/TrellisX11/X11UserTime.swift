import CX11

/// `_NET_WM_USER_TIME` (EWMH): the server time of the user's last press in
/// the window. Window managers compare it with other windows' times to
/// decide whether a newly mapped window may take focus (focus-stealing
/// prevention), so it is updated on every button and key press.
@MainActor
package enum X11UserTime {
    package static func set(_ time: UInt, on window: Window, connection: X11Connection) {
        connection.setProperty32(connection.atoms.netWmUserTime, of: window, type: Atom(XA_CARDINAL),
                                 [Int(truncatingIfNeeded: time)])
    }
}
