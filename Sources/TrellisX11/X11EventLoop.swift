#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// The main loop: drain X events, let the hosts update, paint what
/// changed, then sleep in `poll()` until the connection has data or, while
/// something animates, until the next 1/60 s frame deadline. Idle costs
/// no CPU. Every window — the main one and each open popup — is an
/// `X11Surface`; events are routed to them by window id.
@MainActor
final class X11EventLoop {
    let main: X11Surface
    let clock: FrameClock
    let title: String
    private let inspection: InspectionRecorder?
    private(set) var frameCounter = 0
    /// Set when the window manager asked to close the window.
    private(set) var closeRequested = false
    /// Set when another client destroyed the main window.
    private(set) var windowDestroyed = false
    /// Something changed since the inspection file was last written (a
    /// change before the first Expose is written with the first paint).
    private var inspectionIsStale = true
    /// Only the last ConfigureNotify of a burst matters.
    private var pendingSize: (width: Int, height: Int)?
    /// Consecutive motion events collapse into the last position.
    var pendingMotion: (surface: X11Surface, point: CGPoint)?
    /// The pointer shapes views ask for (`pointerStyle`).
    lazy var cursors = X11Cursors(connection: connection)
    private var nextFrameDeadline: Double?
    static let frameInterval = 1.0 / 60
    /// Open popups (menus, submenus), outermost first.
    var popups: [X11PopupWindow] = []
    /// Keys through the input method, for the main window.
    let keyboard: X11Keyboard
    /// The CLIPBOARD and PRIMARY selections, owned through the main window.
    let clipboard: X11Clipboard
    /// The AT-SPI bridge, when an accessibility bus is there.
    var accessibility: AtspiBridge?

    /// The desktop's colour scheme and display scale, followed live.
    let appearance: DesktopAppearanceReader
    /// Turns the root view's size limits into the window manager's hints
    /// (asked again when the scale changes).
    var sizeHints: (WindowSizeLimits) -> WindowSizeLimits = { $0 }
    /// The limits the window's first size was chosen within.
    var initialLimits: (WindowSizeLimits) -> WindowSizeLimits = { $0 }
    /// The size (points) the window opened at, until it is resized.
    var openedSize: CGSize?

    init(window: X11Window, painter: X11Painter, host: ViewHost, clock: FrameClock, title: String,
         appearance: DesktopAppearanceReader, inspection: InspectionWriter? = InspectionWriter.fromEnvironment()) {
        main = X11Surface(window: window, painter: painter, host: host, role: "main")
        self.appearance = appearance
        keyboard = X11Keyboard(connection: window.connection, window: window.id)
        clipboard = X11Clipboard(connection: window.connection, window: window.id)
        host.clipboard = clipboard
        host.inputMethod = keyboard
        self.clock = clock
        self.title = title
        self.inspection = inspection.map { InspectionRecorder(writer: $0, startTime: clock.now) }
        // The root window's own ConfigureNotify says the screen changed size (RandR).
        XSelectInput(window.connection.display, window.connection.rootWindow, StructureNotifyMask)
        connectAccessibility()
    }

    var window: X11Window { main.window }
    var painter: X11Painter { main.painter }
    var host: ViewHost { main.host }
    var connection: X11Connection { window.connection }
    var display: OpaquePointer { connection.display }
    var scale: Double { connection.scale }
    private var surfaces: [X11Surface] { [main] + popups.map(\.surface) + dialogs.map(\.surface) }
    func surface(for window: Window) -> X11Surface? { surfaces.first { $0.window.id == window } }
    /// Open dialogs (sheets, alerts), in the order they were presented.
    var dialogs: [X11DialogWindow] = []

    func run() -> Never {
        while step() { waitForEvents() }
        if windowDestroyed {
            writeStandardError("trellis: the window was destroyed by another X client")
            shutDown(status: 1)
        }
        shutDown(status: 0)
    }

    /// One turn of the loop without sleeping: handle queued events, then one
    /// frame — bodies, layout and animation (`ViewHost.update`), paint,
    /// inspection. Returns false once the window was asked to close.
    func step() -> Bool {
        drainEvents()
        clipboard.expireStaleRead()
        serviceAccessibility()
        guard !closeRequested, !windowDestroyed else { return false }
        flushMotion()
        let resized = applyPendingSize()
        var changed = host.update() || resized
        if changed { applyNavigationTitle() }
        // A popup window opening or closing changes what is on screen even
        // when no window repaints: a menu destroyed by another client, with
        // its save-under restoring the pixels below, left a stale inspection
        // listing the menu until something else painted.
        let popupsChanged = syncPopups()
        var painted = main.paint(changed: changed, resized: resized) || (popupsChanged && main.hasBeenExposed)
        changed = changed || popupsChanged
        changed = syncDialogs() || changed
        for dialog in dialogs {
            let dialogChanged = dialog.surface.host.update()
            changed = changed || dialogChanged
            painted = dialog.surface.paint(changed: dialogChanged, resized: dialog.surface.consumeResize()) || painted
        }
        for popup in popups {
            // Menus and tooltips look like their window (also after a `preferredColorScheme` change).
            popup.surface.host.desktopAppearance = host.appearanceForPopups
            let popupChanged = popup.surface.host.update()
            changed = changed || popupChanged
            painted = popup.surface.paint(changed: popupChanged, resized: false) || painted
        }
        if changed { inspectionIsStale = true }
        if painted {
            keyboard.placeCandidateWindow(at: host.textInputCaretRect, scale: scale)
            frameCounter += 1
            if frameCounter == 1 {
                // Work the first frame need not wait for.
                keyboard.openInputMethodIfNeeded()
                window.applyIcon()
            }
            if inspectionIsStale {
                inspectionIsStale = false
                inspection?.record(frame: frameCounter, time: clock.now,
                                   animating: surfaces.contains { $0.host.isAnimating },
                                   windows: surfaces.map { $0.inspection(title: $0 === main ? title : "") })
            }
        }
        // After the frame's drawing requests, so the compositor that asked
        // for the new size sees it painted (`_NET_WM_SYNC_REQUEST`).
        window.syncCounter?.acknowledge()
        accessibility?.frameEnded()
        XFlush(display)
        reportProtocolErrors()
        return true
    }

    /// The title `navigationTitle` gives the window, once it changes.
    var shownNavigationTitle: String?

    // MARK: Events

    private func drainEvents() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            // The input method sees every event first (its own protocol
            // messages too) and may keep a key that starts a composition.
            let filtered = keyboard.filter(&event)
            // The pre-edit changes inside the filter; in order with the keys
            // that commit it.
            if let composition = keyboard.takeCompositionChange() { host.handle(.composition(composition)) }
            if filtered { continue }
            handle(&event)
        }
        keyboard.checkInputMethod()
        if let composition = keyboard.takeCompositionChange() { host.handle(.composition(composition)) }
        clipboard.expireStaleRead()
    }

    private func handle(_ event: inout XEvent) {
        if appearance.handle(&event) {
            applyDesktopAppearance()
            return
        }
        if clipboard.handle(&event) { return }
        // XInput 2's events carry their window inside the cookie.
        if event.type == GenericEvent {
            handleXInput2(&event)
            return
        }
        let target = event.xany.window
        if target == connection.rootWindow {
            if event.type == ConfigureNotify { noteScreenSize(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height)) }
            return
        }
        switch event.type {
        case KeyPress, KeyRelease:
            if event.type == KeyPress { X11UserTime.set(UInt(event.xkey.time), on: window.id, connection: connection) }
            // Keys go to the innermost open menu, which grabs the keyboard.
            flushMotion()
            let menu = popups.last(where: { $0.request.grabsInput })?.surface.host
            let receiver = menu ?? dialogs.last?.surface.host ?? host
            if let press = keyboard.translate(&event.xkey, pressed: event.type == KeyPress, viaInputMethod: menu == nil) {
                receiver.handle(.key(press))
            }
            return
        case FocusIn, FocusOut:
            guard target == window.id else { return }
            // Pointer-mode notifications say nothing about the keyboard focus.
            guard event.xfocus.detail != NotifyPointer else { return }
            keyboard.focusChanged(event.type == FocusIn)
            host.handle(.windowFocus(event.type == FocusIn))
            return
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            return
        default:
            break
        }
        guard let surface = surface(for: target) else { return }
        switch event.type {
        case Expose:
            surface.noteExposed(event.xexpose)
        case ConfigureNotify where surface === main:
            pendingSize = (Int(event.xconfigure.width), Int(event.xconfigure.height))
        case ConfigureNotify:
            surface.noteConfigured(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height), scale: scale)
        case DestroyNotify:
            surface.window.noteDestroyedByServer()
            if surface === main {
                // Another client destroyed the main window (our own destroy
                // happens only in shutDown, after the last event was read).
                windowDestroyed = true
            } else if let popup = popups.first(where: { $0.surface === surface }) {
                // Destroyed under us by another client: the menu is gone, so
                // close it (and its submenus) in the model too. Without this
                // the host kept a menu open that had no window, and the next
                // close destroyed the dead window again (BadWindow).
                host.popups.dismiss(from: popup.request.level)
            } else if let dialog = dialogs.first(where: { $0.surface === surface }) {
                host.dialogs.dismiss(id: dialog.request.id)
            }
        case ClientMessage where surface !== main:
            let message = event.xclient
            if message.message_type == connection.atoms.wmProtocols,
               Atom(truncatingIfNeeded: message.data.l.0) == connection.atoms.wmDeleteWindow,
               let dialog = dialogs.first(where: { $0.surface === surface }) {
                host.dialogs.dismiss(id: dialog.request.id)
            }
        case ClientMessage where surface === main:
            let message = event.xclient
            guard message.message_type == connection.atoms.wmProtocols else { return }
            switch Atom(truncatingIfNeeded: message.data.l.0) {
            case connection.atoms.wmDeleteWindow: closeRequested = true
            case connection.atoms.netWmSyncRequest: window.syncCounter?.noteRequest(message)
            default: break
            }
        default:
            if event.type == ButtonPress {
                X11UserTime.set(UInt(event.xbutton.time), on: window.id, connection: connection)
            }
            if event.type == LeaveNotify { connection.xinput2?.pointerLeft() }
            guard let input = X11InputTranslation.pointerInput(for: event, scale: scale) else { return }
            let isButton = event.type == ButtonPress || event.type == ButtonRelease
            deliverPointer(input, to: surface, isPress: event.type == ButtonPress, modifiers: isButton ? event.xbutton.state : nil)
        }
    }

    func flushMotion() {
        guard let (surface, point) = pendingMotion else { return }
        pendingMotion = nil
        surface.host.handle(.pointerMoved(point))
        cursors.show(surface.host.cursor, in: surface.window.id)
    }

    /// Tells the host about the last configured size; true if it changed.
    private func applyPendingSize() -> Bool {
        guard let size = pendingSize else { return false }
        pendingSize = nil
        guard window.noteConfigured(width: size.width, height: size.height) else { return false }
        openedSize = nil
        host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        return true
    }

    /// The screen changed size: back buffers are capped to the screen, so
    /// a larger screen needs every window painted whole again.
    private func noteScreenSize(width: Int, height: Int) {
        guard connection.noteScreenSize(width: width, height: height) else { return }
        for surface in surfaces { surface.invalidate() }
    }

    /// Sleeps until the X connection is readable or the next frame is due
    /// (tests give a `limit` in milliseconds so that they never block).
    func waitForEvents(limit: Int32? = nil) {
        // Xlib may already have read events into its queue; poll would not see them.
        guard XQLength(display) == 0 else { return }
        guard accessibility?.hasQueuedMessages != true else { return }
        // The X connection, and the main dispatch queue (tasks, timers and
        // model changes from other threads wake the loop through it).
        var descriptors = [pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: MainDispatchQueue.descriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: appearance.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: accessibility?.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0)]
        // (poll ignores entries with a negative descriptor.)
        var timeout = pollTimeout()
        if let limit { timeout = timeout < 0 ? limit : min(timeout, limit) }
        let result = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if result < 0, errno != EINTR {
            writeStandardError("trellis: poll failed: \(String(cString: strerror(errno)))")
            exit(1)
        }
        if descriptors[1].revents & Int16(POLLIN) != 0 { MainDispatchQueue.drain() }
        // The desktop portal said something (dark mode switched).
        if descriptors[2].revents != 0 {
            appearance.portalReadable()
            applyDesktopAppearance()
        }
        // A hang-up or error surfaces through XPending, whose I/O error handler exits.
    }

    /// Milliseconds to the next frame deadline while animating, else -1.
    private func pollTimeout() -> Int32 {
        let now = clock.now
        guard surfaces.contains(where: { $0.host.isAnimating }) else {
            nextFrameDeadline = nil
            // A blinking caret wakes the loop at its next blink, and only then;
            // a paste waiting for another client, once a second.
            let pending: Int32 = clipboard.hasPendingRead ? 1000 : -1
            guard let blink = host.nextCaretBlink else { return pending }
            let untilBlink = Int32(max(0, min(1000, ((blink - now) * 1000).rounded(.up))))
            return pending < 0 ? untilBlink : min(pending, untilBlink)
        }
        var deadline = nextFrameDeadline ?? now + Self.frameInterval
        if deadline <= now {
            let missed = ((now - deadline) / Self.frameInterval).rounded(.down) + 1
            deadline += missed * Self.frameInterval
        }
        nextFrameDeadline = deadline
        return Int32(max(0, min(1000, ((deadline - now) * 1000).rounded(.up))))
    }

    /// Frees X resources in order (fonts before the display) and exits.
    private func shutDown(status: Int32) -> Never {
        for popup in popups { popup.surface.close() }
        keyboard.close()
        for dialog in dialogs { dialog.surface.close() }
        painter.release()
        painter.fonts.release()
        window.destroy()
        XSync(display, False)
        reportProtocolErrors()
        connection.close()
        exit(status)
    }
}
