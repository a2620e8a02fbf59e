#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// A top-level window with the properties a window manager expects: a
/// UTF-8 title, the app's identity (WM_CLASS, WM_CLIENT_MACHINE,
/// _NET_WM_PID), its type, size hints from the root view's limits,
/// WM_DELETE_WINDOW so the close button asks instead of killing the
/// connection, and _NET_WM_SYNC_REQUEST so a compositor shows a new size
/// only once it is painted.
@MainActor
package final class X11Window {
    package let connection: X11Connection
    package let id: Window
    /// The size in pixels, as last configured.
    package private(set) var pixelWidth: Int
    package private(set) var pixelHeight: Int
    package private(set) var isDestroyed = false
    /// The counter of the `_NET_WM_SYNC_REQUEST` protocol (top-level
    /// windows on a server with the SYNC extension).
    package private(set) var syncCounter: X11SyncCounter?

    /// The events the loop handles; keys are selected so that a later
    /// keyboard implementation needs no protocol change.
    static let eventMask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
        | PointerMotionMask | LeaveWindowMask | KeyPressMask | KeyReleaseMask | FocusChangeMask
        | PropertyChangeMask

    /// Creates (unmapped) a popup: override-redirect, so the window manager
    /// neither decorates nor moves it, at (x, y) on the root window.
    package init(popupOf connection: X11Connection, x: Int, y: Int, pixelWidth: Int, pixelHeight: Int,
                 type: X11WindowType = .dropdownMenu) {
        self.connection = connection
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0
        attributes.override_redirect = True
        attributes.save_under = True
        attributes.event_mask = X11Window.eventMask | EnterWindowMask
        id = Self.create(connection, x: x, y: y, width: self.pixelWidth, height: self.pixelHeight, &attributes,
                         mask: CWBackPixmap | CWOverrideRedirect | CWSaveUnder | CWEventMask)
        connection.xinput2?.selectPointerEvents(on: id)
        X11WindowIdentity.current.apply(to: id, connection: connection)
        type.apply(to: id, connection: connection)
    }

    /// Creates (unmapped) a window of `pixelWidth` × `pixelHeight`.
    package init(connection: X11Connection, title: String, pixelWidth: Int, pixelHeight: Int,
                 identity: X11WindowIdentity = .current) {
        self.connection = connection
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        let display = connection.display
        var attributes = XSetWindowAttributes()
        // No server-side background: the painter covers every pixel, and a
        // background would flash on each resize.
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = X11Window.eventMask
        id = Self.create(connection, x: 0, y: 0, width: self.pixelWidth, height: self.pixelHeight, &attributes,
                         mask: CWBackPixmap | CWBitGravity | CWEventMask)
        connection.xinput2?.selectPointerEvents(on: id)
        setTitle(title)
        identity.apply(to: id, connection: connection)
        X11WindowType.normal.apply(to: id, connection: connection)
        syncCounter = X11SyncCounter(window: id, connection: connection)
        var protocols = [connection.atoms.wmDeleteWindow]
        if syncCounter != nil { protocols.append(connection.atoms.netWmSyncRequest) }
        XSetWMProtocols(display, id, &protocols, Int32(protocols.count))
    }

    /// Gives the window its icon (`_NET_WM_ICON`). The event loop calls it
    /// after the first frame: drawing the icon at its six sizes took 15% of
    /// the CPU before the first frame, and a task bar reads the property
    /// whenever it changes.
    func applyIcon() {
        X11WindowIcon.apply(to: id, connection: connection)
    }

    /// Creates a child of the root in the connection's visual. A visual
    /// other than the root's needs its own colormap and a border pixel, or
    /// the server refuses the window (BadMatch).
    private static func create(_ connection: X11Connection, x: Int, y: Int, width: Int, height: Int,
                               _ attributes: inout XSetWindowAttributes, mask: Int) -> Window {
        let visual = connection.visual
        var mask = UInt(mask)
        if !visual.isDefault {
            attributes.colormap = visual.colormap
            attributes.border_pixel = 0
            mask |= UInt(CWColormap | CWBorderPixel)
        }
        return XCreateWindow(connection.display, connection.rootWindow, Int32(x), Int32(y), UInt32(width), UInt32(height), 0,
                             visual.depth, UInt32(InputOutput), visual.visual, mask, &attributes)
    }

    /// Sets WM_NAME (Latin-1 when possible, for old window managers) and
    /// _NET_WM_NAME (UTF-8).
    package func setTitle(_ title: String) {
        let display = connection.display
        let atoms = connection.atoms
        let utf8 = Array(title.utf8)
        XChangeProperty(display, id, atoms.netWmName, atoms.utf8String, 8, PropModeReplace, utf8, Int32(utf8.count))
        if title.unicodeScalars.allSatisfy({ $0.value < 256 }) {
            let latin1 = title.unicodeScalars.map { UInt8($0.value) }
            XChangeProperty(display, id, Atom(XA_WM_NAME), Atom(XA_STRING), 8, PropModeReplace, latin1, Int32(latin1.count))
        } else {
            XChangeProperty(display, id, Atom(XA_WM_NAME), atoms.utf8String, 8, PropModeReplace, utf8, Int32(utf8.count))
        }
    }

    /// WM_NORMAL_HINTS from the root view's limits in points: the minimum
    /// always, the maximum only where it is finite.
    package func setSizeLimits(_ limits: WindowSizeLimits) {
        lastLimits = limits
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        let scale = connection.scale
        func pixels(_ points: CGFloat) -> Int32? {
            guard points.isFinite, points > 0 else { return nil }
            return Int32(clamping: Int(min(32767, (points * scale).rounded(.up))))
        }
        var flags = 0
        hints.pointee.min_width = pixels(limits.minimum.width) ?? 1
        hints.pointee.min_height = pixels(limits.minimum.height) ?? 1
        flags |= PMinSize
        let maxWidth = pixels(limits.maximum.width), maxHeight = pixels(limits.maximum.height)
        if maxWidth != nil || maxHeight != nil {
            // X has no "unbounded" value for one axis: use the protocol maximum.
            hints.pointee.max_width = max(maxWidth ?? 32767, hints.pointee.min_width)
            hints.pointee.max_height = max(maxHeight ?? 32767, hints.pointee.min_height)
            flags |= PMaxSize
        }
        if !interactions.allowsResize {
            // `windowResizeBehavior(.disabled)`: pinned at the size it has.
            hints.pointee.min_width = Int32(clamping: pixelWidth)
            hints.pointee.min_height = Int32(clamping: pixelHeight)
            hints.pointee.max_width = hints.pointee.min_width
            hints.pointee.max_height = hints.pointee.min_height
            flags |= PMaxSize
        }
        hints.pointee.flags = flags
        XSetWMNormalHints(connection.display, id, hints)
    }

    /// What the window's views allow the user (`windowResizeBehavior`…):
    /// the window manager's functions in `_MOTIF_WM_HINTS` (openbox, xfwm,
    /// KWin and Mutter drop the matching buttons and menu items), and the
    /// size pinned while resizing is off.
    package private(set) var interactions = WindowInteractions()
    private var lastLimits: WindowSizeLimits?

    package func setInteractions(_ new: WindowInteractions) {
        guard new != interactions else { return }
        interactions = new
        // MWM_HINTS_FUNCTIONS; MWM_FUNC_RESIZE 2, MOVE 4, MINIMIZE 8, MAXIMIZE 16, CLOSE 32.
        var functions = 4
        if new.allowsResize { functions |= 2 | 16 }
        if new.allowsMinimize { functions |= 8 }
        if new.allowsDismiss { functions |= 32 }
        connection.setProperty32(connection.atoms.motifWmHints, of: id, type: connection.atoms.motifWmHints,
                                 [1, functions, 0, 0, 0])
        if let lastLimits { setSizeLimits(lastLimits) }
    }

    package func map() {
        XMapWindow(connection.display, id)
    }

    /// Where the window's top-left pixel is on the root window.
    package var rootOrigin: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, id, connection.rootWindow, 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// Records a size reported by ConfigureNotify; returns true if it changed.
    @discardableResult
    package func noteConfigured(width: Int, height: Int) -> Bool {
        let width = max(1, width), height = max(1, height)
        guard width != pixelWidth || height != pixelHeight else { return false }
        pixelWidth = width
        pixelHeight = height
        return true
    }

    /// Asks the server for a new size (tests, programmatic resizes).
    package func resize(pixelWidth width: Int, pixelHeight height: Int) {
        XResizeWindow(connection.display, id, UInt32(max(1, width)), UInt32(max(1, height)))
        noteConfigured(width: width, height: height)
    }

    /// Records that the server destroyed the window (DestroyNotify: another
    /// client called XDestroyWindow on it), so it is neither painted nor
    /// destroyed again — each would be a BadWindow/BadDrawable error.
    package func noteDestroyedByServer() {
        isDestroyed = true
    }

    package func destroy() {
        guard !isDestroyed, !connection.isClosed else { return }
        isDestroyed = true
        syncCounter = nil
        XDestroyWindow(connection.display, id)
    }

    isolated deinit { destroy() }
}
