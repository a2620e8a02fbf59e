import CX11

/// `_NET_WM_USER_TIME` (EWMH): the server time of the user's last press in
/// the window. Window managers compare it with other windows' times to
/// decide whether a newly mapped window may take focus (focus-stealing
/// prevention), so it is updated on every button and key press.
@MainActor
package enum X11UserTime {
    package static func set(_ time: UInt, on window: Window, connection: X11Connection) {
        let display = connection.display
        // Format-32 properties are arrays of C long.
        var value = Int(truncatingIfNeeded: time)
        withUnsafeBytes(of: &value) { bytes in
            _ = XChangeProperty(display, window, connection.atoms.netWmUserTime, Atom(XA_CARDINAL), 32,
                                PropModeReplace, bytes.bindMemory(to: UInt8.self).baseAddress, 1)
        }
    }
}
