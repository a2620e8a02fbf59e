import CX11
import TrellisCore

/// One open dialog (a sheet, an alert, a confirmation dialog): a managed
/// top-level window the window manager decorates, transient for its parent
/// (WM_TRANSIENT_FOR), typed as a dialog (_NET_WM_WINDOW_TYPE_DIALOG) and
/// modal to the parent (_NET_WM_STATE_MODAL), sized from its content and
/// centred over the parent. Its close button asks (WM_DELETE_WINDOW), and
/// closing it dismisses the request.
@MainActor
final class X11DialogWindow {
    let request: DialogRequest
    let surface: X11Surface

    init(request: DialogRequest, host: ViewHost, parent: X11Window, connection: X11Connection, fonts: XftFontCache) {
        self.request = request
        let scale = connection.scale
        let ideal = host.sizeLimits.ideal
        let minimum = request.kind == .sheet ? CGSize(width: 300, height: 120) : .zero
        let width = max(1, Int((max(minimum.width, ideal.width.isFinite ? ideal.width : 400) * scale).rounded()))
        let height = max(1, Int((max(minimum.height, ideal.height.isFinite ? ideal.height : 200) * scale).rounded()))
        let parentOrigin = parent.rootOrigin
        let x = parentOrigin.x + (parent.pixelWidth - width) / 2
        let y = parentOrigin.y + max(0, (parent.pixelHeight - height) / 3)
        let window = X11Window(dialogOf: parent, title: request.title, x: max(0, x), y: max(0, y),
                               pixelWidth: width, pixelHeight: height)
        window.setSizeLimits(host.sizeLimits)
        surface = X11Surface(window: window, painter: X11Painter(window: window, fonts: fonts), host: host, role: request.role)
        host.resize(to: CGSize(width: Double(width) / scale, height: Double(height) / scale))
        window.map()
    }
}

extension X11Window {
    /// Creates (unmapped) a dialog window for `parent`: transient for it,
    /// of dialog type, modal, at (x, y) on the root window.
    convenience init(dialogOf parent: X11Window, title: String, x: Int, y: Int, pixelWidth: Int, pixelHeight: Int) {
        self.init(connection: parent.connection, title: title, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        let display = connection.display
        let atoms = connection.atoms
        XSetTransientForHint(display, id, parent.id)
        X11WindowType.dialog.apply(to: id, connection: connection)
        connection.setProperty32(atoms.netWmState, of: id, type: Atom(XA_ATOM), [Int(atoms.netWmStateModal)])
        XMoveWindow(display, id, Int32(x), Int32(y))
        // A position the window manager should keep (USPosition): centred on the parent.
        if let hints = XAllocSizeHints() {
            hints.pointee.flags = USPosition | PPosition
            hints.pointee.x = Int32(x)
            hints.pointee.y = Int32(y)
            XSetWMNormalHints(display, id, hints)
            XFree(hints)
        }
    }
}
