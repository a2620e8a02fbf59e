import CX11

/// The atoms the window and event loop use, interned once per connection
/// (each `XInternAtom` is a server round trip).
public struct X11Atoms: Sendable {
    public let wmProtocols: Atom
    public let wmDeleteWindow: Atom
    public let netWmName: Atom
    public let utf8String: Atom
    public let netWmPid: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }
        wmProtocols = intern("WM_PROTOCOLS")
        wmDeleteWindow = intern("WM_DELETE_WINDOW")
        netWmName = intern("_NET_WM_NAME")
        utf8String = intern("UTF8_STRING")
        netWmPid = intern("_NET_WM_PID")
    }
}
