import CX11

/// The `_NET_WM_SYNC_REQUEST` protocol (EWMH, with Owen Taylor's extended
/// counter): a compositing window manager that resizes the window first
/// sends a number, then configures the window; it shows the new size only
/// once the client has set a counter to that number, after painting the
/// frame at the new size. Without it the compositor shows the window at
/// the new size before it is painted (black or stale edges while the user
/// drags the border).
///
/// Two counters are published: the basic one, set to the request's number
/// once the frame for the configure after it is painted; and the extended
/// one, odd while a frame is being drawn and even once it is done (the
/// request's number, rounded up to even, for the frame after a configure),
/// which Mutter, KWin and Xfwm prefer: they keep showing the last whole
/// frame while it is odd.
///
/// Absent when the server has no SYNC extension; then the protocol is not
/// advertised and nothing changes.
@MainActor
package final class X11SyncCounter {
    private let connection: X11Connection
    package let counter: XSyncCounter
    package let extendedCounter: XSyncCounter
    /// A request received whose configure has not arrived yet.
    private var requested: Request?
    /// The request whose configure has arrived: answered after the next frame.
    private var configured: Request?
    /// The extended counter's value: odd while a frame is drawn.
    package private(set) var extendedValue: Int64 = 0

    private struct Request {
        var value: Int64
        var extended: Bool
    }

    /// Creates both counters at 0 and publishes them on `window` as
    /// `_NET_WM_SYNC_REQUEST_COUNTER`; nil without the SYNC extension.
    package init?(window: Window, connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
              XSyncInitialize(display, &major, &minor) != 0 else { return nil }
        counter = XSyncCreateCounter(display, Self.syncValue(0))
        extendedCounter = XSyncCreateCounter(display, Self.syncValue(0))
        guard counter != 0, extendedCounter != 0 else { return nil }
        connection.setProperty32(connection.atoms.netWmSyncRequestCounter, of: window, type: Atom(XA_CARDINAL),
                                 [Int(counter), Int(extendedCounter)])
    }

    /// Remembers the number in a `_NET_WM_SYNC_REQUEST` client message
    /// (`data.l[2]` low 32 bits, `data.l[3]` high 32 bits, `data.l[4]`
    /// nonzero when it is for the extended counter).
    package func noteRequest(_ message: XClientMessageEvent) {
        let low = Int64(UInt32(truncatingIfNeeded: message.data.l.2))
        let high = Int64(Int32(truncatingIfNeeded: message.data.l.3))
        requested = Request(value: high << 32 | low, extended: message.data.l.4 != 0)
    }

    /// A ConfigureNotify arrived: the request before it is for this size,
    /// answered once the frame at this size is painted (not before, or the
    /// window manager would resize again ahead of the app).
    package func noteConfigure() {
        guard let request = requested else { return }
        configured = request
        requested = nil
    }

    /// Whether a configured request waits for its frame.
    package var isAwaitingFrame: Bool { configured != nil }

    /// Before a frame's drawing requests: the extended counter goes odd,
    /// so a compositor holds the last whole frame until it is even again.
    package func beginFrame() {
        guard extendedValue % 2 == 0 else { return }
        extendedValue += 1
        set(extendedCounter, extendedValue)
    }

    /// After a frame's drawing requests (the server handles them in order,
    /// so the window manager sees the counters move only after the
    /// pixels): the extended counter even again — the request's number
    /// when the frame answers one — and the basic counter the number.
    package func endFrame() {
        let request = configured
        configured = nil
        if extendedValue % 2 == 1 || request?.extended == true {
            var value = extendedValue % 2 == 1 ? extendedValue + 1 : extendedValue
            if let request, request.extended { value = max(value, request.value + request.value % 2) }
            if value != extendedValue {
                extendedValue = value
                set(extendedCounter, value)
            }
        }
        if let request, !request.extended { set(counter, request.value) }
    }

    private func set(_ counter: XSyncCounter, _ value: Int64) {
        XSyncSetCounter(connection.display, counter, Self.syncValue(value))
    }

    private static func syncValue(_ value: Int64) -> XSyncValue {
        XSyncValue(hi: Int32(truncatingIfNeeded: value >> 32), lo: UInt32(truncatingIfNeeded: value))
    }

    isolated deinit {
        guard !connection.isClosed else { return }
        XSyncDestroyCounter(connection.display, counter)
        XSyncDestroyCounter(connection.display, extendedCounter)
    }
}
