import CX11
import TrellisCore

/// Reading X events and routing each to the window it is for: keys to the
/// open menu, else to the focused top-level window (its top dialog, which
/// is modal); pointer events to the surface under them; the window
/// manager's requests (close, resize) to the top-level window they name.
extension X11EventLoop {
    func drainEvents() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            // The input method sees every event first (its own protocol
            // messages too) and may keep a key that starts a composition.
            let filtered = keyboard.filter(&event)
            // The pre-edit changes inside the filter; in order with the keys
            // that commit it.
            if let composition = keyboard.takeCompositionChange() { focusedTopLevel.host.handle(.composition(composition)) }
            if filtered { continue }
            handle(&event)
        }
        keyboard.checkInputMethod()
        if let composition = keyboard.takeCompositionChange() { focusedTopLevel.host.handle(.composition(composition)) }
        clipboard.expireStaleRead()
    }

    /// The top-level window a window id belongs to, and the surface.
    func owner(of id: Window) -> (topLevel: X11TopLevel, surface: X11Surface)? {
        for topLevel in topLevels {
            if let surface = topLevel.surfaces.first(where: { $0.window.id == id }) { return (topLevel, surface) }
        }
        return nil
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
            if event.type == KeyPress { X11UserTime.set(UInt(event.xkey.time), on: focusedTopLevel.window.id, connection: connection) }
            // Keys go to the innermost open menu, which grabs the keyboard.
            flushMotion()
            let menu = openTopLevels.lazy.compactMap { $0.popups.last(where: { $0.request.grabsInput })?.surface.host }.first
            let receiver = menu ?? focusedTopLevel.keyHost
            if let press = keyboard.translate(&event.xkey, pressed: event.type == KeyPress, viaInputMethod: menu == nil) {
                receiver.handle(.key(press))
            }
            return
        case FocusIn, FocusOut:
            guard let topLevel = openTopLevels.first(where: { $0.window.id == target }) else { return }
            // Pointer-mode notifications say nothing about the keyboard focus.
            guard event.xfocus.detail != NotifyPointer else { return }
            if event.type == FocusIn, topLevel !== focusedTopLevel {
                focusedTopLevel = topLevel
                keyboard.setFocusWindow(topLevel.window.id)
            }
            keyboard.focusChanged(event.type == FocusIn)
            topLevel.host.handle(.windowFocus(event.type == FocusIn))
            // Another app may have copied while we were away: Paste buttons follow.
            if event.type == FocusIn { clipboard.refreshOffer() }
            return
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            return
        default:
            break
        }
        guard let (topLevel, surface) = owner(of: target) else { return }
        let isTopLevel = surface === topLevel.surface
        switch event.type {
        case Expose:
            surface.noteExposed(event.xexpose)
        case ConfigureNotify where isTopLevel:
            topLevel.pendingSize = (Int(event.xconfigure.width), Int(event.xconfigure.height))
            topLevel.window.syncCounter?.noteConfigure()
        case ConfigureNotify:
            surface.noteConfigured(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height), scale: scale)
        case DestroyNotify:
            surface.window.noteDestroyedByServer()
            if isTopLevel {
                if topLevel === mainWindow {
                    // Another client destroyed the main window (our own destroy
                    // happens only in shutDown, after the last event was read).
                    windowDestroyed = true
                } else if let id = topLevel.recordID {
                    appWindows?.close(id)
                }
            } else if let popup = topLevel.popups.first(where: { $0.surface === surface }) {
                // Destroyed under us by another client: the menu is gone, so
                // close it (and its submenus) in the model too. Without this
                // the host kept a menu open that had no window, and the next
                // close destroyed the dead window again (BadWindow).
                topLevel.host.popups.dismiss(from: popup.request.level)
            } else if let dialog = topLevel.dialogs.first(where: { $0.surface === surface }) {
                topLevel.host.dialogs.dismiss(id: dialog.request.id)
            }
        case ClientMessage:
            let message = event.xclient
            guard message.message_type == connection.atoms.wmProtocols else { return }
            switch Atom(truncatingIfNeeded: message.data.l.0) {
            case connection.atoms.wmDeleteWindow:
                if !isTopLevel, let dialog = topLevel.dialogs.first(where: { $0.surface === surface }) {
                    // `interactiveDismissDisabled`: the close button does nothing.
                    if dialog.surface.host.allowsInteractiveDismiss { topLevel.host.dialogs.dismiss(id: dialog.request.id) }
                } else if isTopLevel, topLevel.host.windowInteractions.allowsDismiss {
                    // `windowDismissBehavior(.disabled)`: the close request is refused.
                    if let id = topLevel.recordID, let appWindows { appWindows.close(id) } else { closeRequested = true }
                }
            case connection.atoms.netWmSyncRequest where isTopLevel:
                topLevel.window.syncCounter?.noteRequest(message)
            default: break
            }
        default:
            if event.type == ButtonPress {
                X11UserTime.set(UInt(event.xbutton.time), on: topLevel.window.id, connection: connection)
            }
            if event.type == LeaveNotify { connection.xinput2?.pointerLeft() }
            guard let input = X11InputTranslation.pointerInput(for: event, scale: scale) else { return }
            let isButton = event.type == ButtonPress || event.type == ButtonRelease
            deliverPointer(input, to: surface, of: topLevel, isPress: event.type == ButtonPress,
                           modifiers: isButton ? event.xbutton.state : nil)
        }
    }

    func flushMotion() {
        guard let (surface, point) = pendingMotion else { return }
        pendingMotion = nil
        surface.host.handle(.pointerMoved(point))
        cursors.show(surface.host.cursor, in: surface.window.id)
    }
}
