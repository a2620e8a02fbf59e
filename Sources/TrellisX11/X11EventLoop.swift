#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// The main loop: drain X events, let the hosts update, paint what
/// changed, then sleep in `poll()` until the connection has data or, while
/// something animates, until the next 1/60 s frame deadline. Idle costs
/// no CPU. Every window — each top-level window (`X11TopLevel`), its
/// popups and dialogs — is an `X11Surface`; events are routed to them by
/// window id.
@MainActor
final class X11EventLoop {
    /// The first window: it owns the clipboard and the input context, and
    /// stays (withdrawn) when the user closes it while others are open.
    let mainWindow: X11TopLevel
    /// Every top-level window, the main one first.
    var topLevels: [X11TopLevel]
    /// The app's windows when the loop runs an `App` (nil: one bare host).
    var appWindows: AppWindows?
    let clock: FrameClock
    let title: String
    private let inspection: InspectionRecorder?
    private(set) var frameCounter = 0
    /// Set when the window manager asked to close the bare host's window.
    var closeRequested = false
    /// Set when another client destroyed the main window.
    var windowDestroyed = false
    /// Something changed since the inspection file was last written (a
    /// change before the first Expose is written with the first paint).
    private var inspectionIsStale = true
    /// Consecutive motion events collapse into the last position.
    var pendingMotion: (surface: X11Surface, point: CGPoint)?
    /// The pointer shapes views ask for (`pointerStyle`).
    lazy var cursors = X11Cursors(connection: connection)
    private var nextFrameDeadline: Double?
    static let frameInterval = 1.0 / 60
    /// Keys through the input method, for whichever window has the focus.
    let keyboard: X11Keyboard
    /// The top-level window that last got the keyboard focus.
    var focusedTopLevel: X11TopLevel
    /// The CLIPBOARD and PRIMARY selections, owned through the main window.
    let clipboard: X11Clipboard
    /// The desktop's file dialogs (the XDG portal), for every window.
    let fileChooser = PortalFileChooser()
    /// The AT-SPI bridge, when an accessibility bus is there.
    var accessibility: AtspiBridge?

    /// The desktop's colour scheme and display scale, followed live.
    let appearance: DesktopAppearanceReader
    /// Turns the main window's root size limits into the window manager's
    /// hints (asked again when the scale changes).
    var sizeHints: (WindowSizeLimits) -> WindowSizeLimits = { $0 }
    /// The limits the main window's first size was chosen within.
    var initialLimits: (WindowSizeLimits) -> WindowSizeLimits = { $0 }
    /// The size (points) the main window opened at, until it is resized.
    var openedSize: CGSize?

    init(window: X11Window, painter: X11Painter, host: ViewHost, clock: FrameClock, title: String,
         appearance: DesktopAppearanceReader, inspection: InspectionWriter? = InspectionWriter.fromEnvironment(),
         recordID: Int? = nil) {
        mainWindow = X11TopLevel(surface: X11Surface(window: window, painter: painter, host: host, role: "main"),
                                 recordID: recordID, title: title)
        topLevels = [mainWindow]
        focusedTopLevel = mainWindow
        self.appearance = appearance
        keyboard = X11Keyboard(connection: window.connection, window: window.id)
        clipboard = X11Clipboard(connection: window.connection, window: window.id)
        AppClipboard.shared = clipboard
        host.clipboard = clipboard
        host.inputMethod = keyboard
        host.keyRepeatTiming = keyboard.repeatTiming
        host.fileChooser = fileChooser.chooser(forWindow: UInt(window.id))
        self.clock = clock
        self.title = title
        self.inspection = inspection.map { InspectionRecorder(writer: $0, startTime: clock.now) }
        // The root window's own ConfigureNotify says the screen changed size (RandR).
        XSelectInput(window.connection.display, window.connection.rootWindow, StructureNotifyMask)
        connectAccessibility()
    }

    var main: X11Surface { mainWindow.surface }
    var window: X11Window { main.window }
    var painter: X11Painter { main.painter }
    var host: ViewHost { main.host }
    var connection: X11Connection { window.connection }
    var display: OpaquePointer { connection.display }
    var scale: Double { connection.scale }
    var surfaces: [X11Surface] { openTopLevels.flatMap(\.surfaces) }
    var openTopLevels: [X11TopLevel] { topLevels.filter { !$0.isClosed } }
    /// The main window's popups and dialogs.
    var popups: [X11PopupWindow] { mainWindow.popups }
    var dialogs: [X11DialogWindow] { mainWindow.dialogs }

    func run() -> Never {
        while step() { waitForEvents() }
        if windowDestroyed {
            writeStandardError("trellis: the window was destroyed by another X client")
            shutDown(status: 1)
        }
        shutDown(status: 0)
    }

    /// One turn of the loop without sleeping: handle queued events, then one
    /// frame for each window — bodies, layout and animation
    /// (`ViewHost.update`), paint, inspection. Returns false once the last
    /// window was closed.
    func step() -> Bool {
        drainEvents()
        clipboard.expireStaleRead()
        // libdbus may hold an answer it read while sending: not on the socket.
        if fileChooser.hasOpenDialogs { fileChooser.readAvailable() }
        fileChooser.expireUnanswered()
        serviceAccessibility()
        guard !closeRequested, !windowDestroyed, !ApplicationLifecycle.terminationRequested else { return false }
        flushMotion()
        var changed = syncAppWindows()
        if let appWindows, appWindows.open.isEmpty { return false }
        var painted = false
        for topLevel in openTopLevels {
            let frame = runFrame(of: topLevel)
            changed = changed || frame.changed
            painted = painted || frame.painted
        }
        if changed { inspectionIsStale = true }
        if painted {
            keyboard.placeCandidateWindow(at: focusedTopLevel.host.textInputCaretRect, scale: scale)
            frameCounter += 1
            // Work the first frame need not wait for.
            if frameCounter == 1 {
                keyboard.openInputMethodIfNeeded()
                followCursorTheme()
                ApplicationLifecycle.didFinishLaunching()
            }
            if inspectionIsStale {
                inspectionIsStale = false
                inspection?.record(frame: frameCounter, time: clock.now,
                                   animating: surfaces.contains { $0.host.isAnimating },
                                   windows: openTopLevels.flatMap { topLevel in
                                       topLevel.surfaces.map { $0.inspection(title: $0 === topLevel.surface ? topLevel.title : "") }
                                   })
            }
        }
        accessibility?.frameEnded()
        XFlush(display)
        reportProtocolErrors()
        return true
    }

    /// One frame of a top-level window and the windows it opened.
    private func runFrame(of topLevel: X11TopLevel) -> (changed: Bool, painted: Bool) {
        let surface = topLevel.surface, host = topLevel.host
        let resized = applyPendingSize(of: topLevel)
        var changed = host.update() || resized
        if changed {
            applyNavigationTitle(of: topLevel)
            applyWindowInteractions(of: topLevel)
        }
        // A popup window opening or closing changes what is on screen even
        // when no window repaints: a menu destroyed by another client, with
        // its save-under restoring the pixels below, left a stale inspection
        // listing the menu until something else painted.
        let popupsChanged = syncPopups(of: topLevel)
        // The extended sync counter is odd while the frame is drawn.
        if changed || resized { topLevel.window.syncCounter?.beginFrame() }
        var painted = surface.paint(changed: changed, resized: resized) || (popupsChanged && surface.hasBeenExposed)
        changed = changed || popupsChanged
        changed = syncDialogs(of: topLevel) || changed
        for dialog in topLevel.dialogs {
            let dialogChanged = dialog.surface.host.update()
            changed = changed || dialogChanged
            painted = dialog.surface.paint(changed: dialogChanged, resized: dialog.surface.consumeResize()) || painted
        }
        for popup in topLevel.popups {
            // Menus and tooltips look like their window (also after a `preferredColorScheme` change).
            popup.surface.host.desktopAppearance = host.appearanceForPopups
            let popupChanged = popup.surface.host.update()
            changed = changed || popupChanged
            painted = popup.surface.paint(changed: popupChanged, resized: false) || painted
        }
        if painted, !topLevel.hasIcon {
            topLevel.hasIcon = true
            topLevel.window.applyIcon()
        }
        // After the frame's drawing requests, so the compositor that asked
        // for the new size sees it painted (`_NET_WM_SYNC_REQUEST`).
        topLevel.window.syncCounter?.endFrame()
        return (changed, painted)
    }

    /// Tells the host about the last configured size; true if it changed.
    private func applyPendingSize(of topLevel: X11TopLevel) -> Bool {
        guard let size = topLevel.pendingSize else { return false }
        topLevel.pendingSize = nil
        let window = topLevel.window
        guard window.noteConfigured(width: size.width, height: size.height) else { return false }
        if topLevel === mainWindow { openedSize = nil }
        topLevel.host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        return true
    }

    /// The screen changed size: back buffers are capped to the screen, so
    /// a larger screen needs every window painted whole again.
    func noteScreenSize(width: Int, height: Int) {
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
                           // Writable too while answers wait for room (a flood of questions).
                           pollfd(fd: accessibility?.fileDescriptor ?? -1,
                                  events: Int16(POLLIN) | (accessibility?.hasMessagesToSend == true ? Int16(POLLOUT) : 0), revents: 0),
                           pollfd(fd: fileChooser.descriptor, events: Int16(POLLIN), revents: 0)]
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
        // The file chooser portal answered (a choice, or no portal).
        if descriptors[4].revents != 0 { fileChooser.readAvailable() }
        // A hang-up or error surfaces through XPending, whose I/O error handler exits.
    }

    /// Milliseconds to the next frame deadline while animating, else -1.
    private func pollTimeout() -> Int32 {
        let now = clock.now
        guard surfaces.contains(where: { $0.host.isAnimating }) else {
            nextFrameDeadline = nil
            // A blinking caret wakes the loop at its next blink, and only then;
            // a paste waiting for another client, once a second.
            let pending: Int32 = clipboard.hasPendingRead || fileChooser.hasOpenDialogs ? 1000 : -1
            // A held repeating button wakes it at its next repeat.
            let wakeUps = [focusedTopLevel.host.nextCaretBlink] + surfaces.map { $0.host.nextHeldRepeat }
            guard let next = wakeUps.compactMap({ $0 }).min() else { return pending }
            let untilNext = Int32(max(0, min(1000, ((next - now) * 1000).rounded(.up))))
            return pending < 0 ? untilNext : min(pending, untilNext)
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
        ApplicationLifecycle.willTerminate()
        for topLevel in topLevels { topLevel.closeChildren(dismantling: false) }
        keyboard.close()
        for topLevel in topLevels where topLevel !== mainWindow { topLevel.surface.close() }
        painter.release()
        painter.fonts.release()
        window.destroy()
        XSync(display, False)
        reportProtocolErrors()
        connection.close()
        exit(status)
    }
}
