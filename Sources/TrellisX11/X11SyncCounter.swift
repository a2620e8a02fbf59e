import CX11

/// The `_NET_WM_SYNC_REQUEST` protocol (EWMH): a compositing window
/// manager that resizes the window first sends a number, then the
/// ConfigureNotify; it shows the new size only once the client has set
/// this XSync counter to that number, which Trellis does after painting
/// the frame at the new size. Without it the compositor shows the window
/// at the new size before it is painted (black or stale edges while the
/// user drags the border).
///
/// Absent when the server has no SYNC extension; then the protocol is not
/// advertised and nothing changes.
@MainActor
package final class X11SyncCounter {
    private let connection: X11Connection
    package let counter: XSyncCounter
    /// The number of the last request not yet acknowledged.
    private var pending: XSyncValue?

    /// Creates the counter at 0 and publishes it on `window` as
    /// `_NET_WM_SYNC_REQUEST_COUNTER`; nil without the SYNC extension.
    package init?(window: Window, connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
              XSyncInitialize(display, &major, &minor) != 0 else { return nil }
        let zero = XSyncValue(hi: 0, lo: 0)
        counter = XSyncCreateCounter(display, zero)
        guard counter != 0 else { return nil }
        connection.setProperty32(connection.atoms.netWmSyncRequestCounter, of: window, type: Atom(XA_CARDINAL),
                                 [Int(counter)])
    }

    /// Remembers the number in a `_NET_WM_SYNC_REQUEST` client message
    /// (`data.l[2]` low 32 bits, `data.l[3]` high 32 bits).
    package func noteRequest(_ message: XClientMessageEvent) {
        let low = UInt32(truncatingIfNeeded: message.data.l.2)
        let high = Int32(truncatingIfNeeded: message.data.l.3)
        pending = XSyncValue(hi: high, lo: low)
    }

    /// Whether a request waits for its frame.
    package var isAwaitingFrame: Bool { pending != nil }

    /// Sets the counter to the last requested number. Call after the
    /// frame's drawing requests: the server handles them in order, so the
    /// window manager sees the counter move only after the pixels.
    package func acknowledge() {
        guard let value = pending else { return }
        pending = nil
        XSyncSetCounter(connection.display, counter, value)
    }

    isolated deinit {
        guard !connection.isClosed else { return }
        XSyncDestroyCounter(connection.display, counter)
    }
}
