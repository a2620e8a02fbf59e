import CX11

/// The atoms the window and event loop use, interned once per connection
/// (each `XInternAtom` is a server round trip).
package struct X11Atoms: Sendable {
    package let wmProtocols: Atom
    package let wmDeleteWindow: Atom
    package let motifWmHints: Atom
    package let netWmName: Atom
    package let utf8String: Atom
    package let netWmPid: Atom
    package let netWmSyncRequest: Atom
    package let netWmSyncRequestCounter: Atom
    package let netWmUserTime: Atom
    package let netWmWindowType: Atom
    package let netWmWindowTypeDialog: Atom
    package let netWmState: Atom
    package let netWmStateModal: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }
        wmProtocols = intern("WM_PROTOCOLS")
        wmDeleteWindow = intern("WM_DELETE_WINDOW")
        motifWmHints = intern("_MOTIF_WM_HINTS")
        netWmName = intern("_NET_WM_NAME")
        utf8String = intern("UTF8_STRING")
        netWmPid = intern("_NET_WM_PID")
        netWmSyncRequest = intern("_NET_WM_SYNC_REQUEST")
        netWmSyncRequestCounter = intern("_NET_WM_SYNC_REQUEST_COUNTER")
        netWmUserTime = intern("_NET_WM_USER_TIME")
        netWmWindowType = intern("_NET_WM_WINDOW_TYPE")
        netWmWindowTypeDialog = intern("_NET_WM_WINDOW_TYPE_DIALOG")
        netWmState = intern("_NET_WM_STATE")
        netWmStateModal = intern("_NET_WM_STATE_MODAL")
    }
}
