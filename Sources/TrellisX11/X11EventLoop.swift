#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// The main loop: drain X events, let the host update, paint if needed,
/// then sleep in `poll()` until the connection has data or, while
/// something animates, until the next 1/60 s frame deadline. Idle costs
/// no CPU.
@MainActor
final class X11EventLoop {
    let window: X11Window
    let painter: X11Painter
    let host: ViewHost
    let clock: FrameClock
    let title: String
    private let startTime: Double
    private let inspection: InspectionWriter?
    private var reportedInspectionError = false
    private(set) var frameCounter = 0
    /// Set when the window manager asked to close the window.
    private(set) var closeRequested = false
    /// Set when another client destroyed the main window.
    private(set) var windowDestroyed = false
    /// No painting before the first Expose: a window manager may delay the map.
    private var hasBeenExposed = false
    private var needsPaint = false
    /// Something changed since the inspection file was last written (a
    /// change before the first Expose is written with the first paint).
    private var inspectionIsStale = true
    /// Only the last ConfigureNotify of a burst matters.
    private var pendingSize: (width: Int, height: Int)?
    /// Consecutive motion events collapse into the last position.
    private var pendingMotion: CGPoint?
    private var nextFrameDeadline: Double?
    static let frameInterval = 1.0 / 60
    /// The display list on screen, to repaint only what the next one changes.
    private var lastPainted: DisplayList?
    /// Open popups (menus, submenus), outermost first.
    private(set) var popups: [X11PopupWindow] = []

    init(window: X11Window, painter: X11Painter, host: ViewHost, clock: FrameClock, title: String,
         inspection: InspectionWriter? = InspectionWriter.fromEnvironment()) {
        self.inspection = inspection
        self.window = window
        self.painter = painter
        self.host = host
        self.clock = clock
        self.title = title
        startTime = clock.now
    }

    private var connection: X11Connection { window.connection }
    private var display: OpaquePointer { connection.display }
    private var scale: Double { connection.scale }

    func run() -> Never {
        while step() { waitForEvents() }
        if windowDestroyed {
            writeStandardError("trellis: the window was destroyed by another X client")
            shutDown(status: 1)
        }
        shutDown(status: 0)
    }

    /// One turn of the loop without sleeping: handle queued events, update,
    /// paint if needed. Returns false once the window was asked to close.
    func step() -> Bool {
        drainEvents()
        guard !closeRequested, !windowDestroyed else { return false }
        flushMotion()
        let resized = applyPendingSize()
        let changed = host.update()
        if changed || resized { inspectionIsStale = true }
        let popupsChanged = syncPopups()
        if popupsChanged { inspectionIsStale = true }
        // A popup window opening or closing changes what is on screen even
        // when no window repaints: a menu destroyed by another client, with
        // its save-under restoring the pixels below, left a stale inspection
        // listing the menu until something else painted.
        var painted = popupsChanged && hasBeenExposed
        if hasBeenExposed, changed || resized || needsPaint {
            // Only what changed since the last frame is repainted, unless the
            // server lost the window's pixels (Expose) or the size changed.
            let list = host.displayList()
            let damage = needsPaint || resized ? nil : list.damagedRegions(since: lastPainted)
            needsPaint = false
            if !(lastPainted != nil && damage == nil && !resized) {
                painter.paint(list, regions: damage)
            }
            // A frame even when no pixel changed (an animation's last step
            // can land on the pixels already shown): its state is new.
            painted = true
            lastPainted = list
        }
        for popup in popups {
            let popupChanged = popup.host.update()
            if popupChanged { inspectionIsStale = true }
            if popup.hasBeenExposed, popupChanged || popup.needsPaint {
                let list = popup.host.displayList()
                let damage = popup.needsPaint ? nil : list.damagedRegions(since: popup.lastPainted)
                popup.needsPaint = false
                if !(popup.lastPainted != nil && damage == nil) {
                    popup.painter.paint(list, regions: damage)
                }
                painted = true
                popup.lastPainted = list
            }
        }
        if painted {
            frameCounter += 1
            if inspectionIsStale {
                inspectionIsStale = false
                writeInspection()
            }
        }
        XFlush(display)
        reportProtocolErrors()
        return true
    }

    // MARK: Popups

    /// Opens a window for each new popup request and closes the windows of
    /// requests that went away; returns true if anything changed.
    private func syncPopups() -> Bool {
        let requests = host.popups.requests
        var changed = false
        popups.removeAll { popup in
            guard !requests.contains(where: { $0.id == popup.request.id }) else { return false }
            popup.close()
            changed = true
            return true
        }
        for request in requests where !popups.contains(where: { $0.request.id == request.id }) {
            let owner: (x: Int, y: Int)
            if request.level <= 1 {
                owner = window.rootOrigin
            } else if let parent = popups.first(where: { $0.request.level == request.level - 1 }) {
                owner = (parent.rootX, parent.rootY)
            } else {
                continue
            }
            let anchor = request.anchor
            let pixels = (x: owner.x + Int((anchor.minX * scale).rounded()), y: owner.y + Int((anchor.minY * scale).rounded()),
                          width: Int((anchor.width * scale).rounded()), height: Int((anchor.height * scale).rounded()))
            popups.append(X11PopupWindow(request: request, host: host.makePopupHost(for: request), anchor: pixels,
                                         connection: connection, fonts: painter.fonts))
            changed = true
        }
        if changed { updateGrabs() }
        return changed
    }

    /// While a menu is open, the pointer and keyboard belong to it: clicks
    /// outside our windows reach the topmost popup (outside its bounds, so
    /// it closes), and keys reach it without focus.
    private func updateGrabs() {
        guard let top = popups.last else {
            XUngrabPointer(display, UInt(CurrentTime))
            XUngrabKeyboard(display, UInt(CurrentTime))
            return
        }
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        XGrabPointer(display, top.window.id, True, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        XGrabKeyboard(display, top.window.id, True, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
    }


    private func drainEvents() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            handle(&event)
        }
    }

    private func handle(_ event: inout XEvent) {
        if event.xany.window != window.id, handlePopupEvent(&event) { return }
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 { hasBeenExposed = true; needsPaint = true }
        case ConfigureNotify:
            if event.xconfigure.window == window.id {
                pendingSize = (Int(event.xconfigure.width), Int(event.xconfigure.height))
            }
        case DestroyNotify:
            // Another client destroyed the main window (our own destroy
            // happens only in shutDown, after the last event was read).
            if event.xdestroywindow.window == window.id {
                window.noteDestroyedByServer()
                windowDestroyed = true
            }
        case MotionNotify:
            pendingMotion = X11InputTranslation.point(x: event.xmotion.x, y: event.xmotion.y, scale: scale)
        case ButtonPress, ButtonRelease:
            flushMotion()
            let button = event.xbutton
            if let input = X11InputTranslation.buttonEvent(button: button.button, pressed: event.type == ButtonPress,
                                                           x: button.x, y: button.y, scale: scale) {
                host.handle(input)
            }
        case LeaveNotify:
            flushMotion()
            host.handle(.pointerExited)
        case ClientMessage:
            let message = event.xclient
            if message.message_type == connection.atoms.wmProtocols,
               Atom(truncatingIfNeeded: message.data.l.0) == connection.atoms.wmDeleteWindow {
                closeRequested = true
            }
        case KeyPress:
            let key = X11KeyTranslation.key(for: &event.xkey)
            (popups.last?.host ?? host).handle(.keyDown(key))
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
        default:
            break
        }
    }

    /// Events for a popup window; returns false for events of other windows.
    private func handlePopupEvent(_ event: inout XEvent) -> Bool {
        guard let popup = popups.first(where: { $0.window.id == event.xany.window }) else { return false }
        switch event.type {
        case DestroyNotify:
            // Destroyed under us by another client: the menu is gone, so
            // close it (and its submenus) in the model too. Without this the
            // host kept a menu open that had no window, and the next close
            // destroyed the dead window again (BadWindow).
            popup.window.noteDestroyedByServer()
            host.popups.dismiss(from: popup.request.level)
        case Expose:
            if event.xexpose.count == 0 { popup.hasBeenExposed = true; popup.needsPaint = true }
        case MotionNotify:
            popup.host.handle(.pointerMoved(X11InputTranslation.point(x: event.xmotion.x, y: event.xmotion.y, scale: scale)))
        case ButtonPress, ButtonRelease:
            let button = event.xbutton
            if let input = X11InputTranslation.buttonEvent(button: button.button, pressed: event.type == ButtonPress,
                                                           x: button.x, y: button.y, scale: scale) {
                popup.host.handle(input)
            }
        case LeaveNotify:
            popup.host.handle(.pointerExited)
        case KeyPress:
            let key = X11KeyTranslation.key(for: &event.xkey)
            (popups.last?.host ?? host).handle(.keyDown(key))
        default:
            break
        }
        return true
    }

    private func flushMotion() {
        guard let point = pendingMotion else { return }
        pendingMotion = nil
        host.handle(.pointerMoved(point))
    }

    /// Tells the host about the last configured size; true if it changed.
    private func applyPendingSize() -> Bool {
        guard let size = pendingSize else { return false }
        pendingSize = nil
        guard window.noteConfigured(width: size.width, height: size.height) else { return false }
        host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        return true
    }

    private func writeInspection() {
        guard let inspection else { return }
        let size = host.size
        var windows: [InspectionSnapshot.Window] = [
            .init(role: "main", title: title, width: size.width, height: size.height, nodes: host.inspectionNodes()),
        ]
        for popup in popups {
            windows.append(.init(role: popup.request.role, title: "", width: popup.host.size.width,
                                 height: popup.host.size.height, nodes: popup.host.inspectionNodes()))
        }
        let snapshot = InspectionSnapshot(
            frame: frameCounter, time: clock.now - startTime,
            animating: host.isAnimating || popups.contains { $0.host.isAnimating }, windows: windows)
        do {
            try inspection.write(snapshot)
        } catch {
            if !reportedInspectionError {
                reportedInspectionError = true
                writeStandardError("trellis: \(error)")
            }
        }
    }

    /// Sleeps until the X connection is readable or the next frame is due.
    func waitForEvents() {
        // Xlib may already have read events into its queue; poll would not see them.
        guard XQLength(display) == 0 else { return }
        // The X connection, and the main dispatch queue (tasks, timers and
        // model changes from other threads wake the loop through it).
        var descriptors = [pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: MainDispatchQueue.descriptor, events: Int16(POLLIN), revents: 0)]
        let count = MainDispatchQueue.descriptor >= 0 ? 2 : 1
        let result = poll(&descriptors, nfds_t(count), pollTimeout())
        if result < 0, errno != EINTR {
            writeStandardError("trellis: poll failed: \(String(cString: strerror(errno)))")
            exit(1)
        }
        if count == 2, descriptors[1].revents & Int16(POLLIN) != 0 { MainDispatchQueue.drain() }
        // A hang-up or error surfaces through XPending, whose I/O error handler exits.
    }

    /// Milliseconds to the next frame deadline while animating, else -1.
    private func pollTimeout() -> Int32 {
        guard host.isAnimating || popups.contains(where: { $0.host.isAnimating }) else { nextFrameDeadline = nil; return -1 }
        let now = clock.now
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
        for popup in popups { popup.close() }
        painter.release()
        painter.fonts.release()
        window.destroy()
        XSync(display, False)
        reportProtocolErrors()
        connection.close()
        exit(status)
    }
}
