import CX11
import TrellisCore

/// The windows a top-level window opens besides itself: popups (menus,
/// tooltips, popovers), each an override-redirect surface placed against
/// its anchor, and dialogs (sheets, alerts), transient for the window. Each
/// frame the loop makes the open windows match the host's requests.
extension X11EventLoop {
    /// Names the window after the `navigationTitle` shown, when it changes,
    /// and gives it its own title back when none shows any more.
    func applyNavigationTitle(of topLevel: X11TopLevel) {
        let title = topLevel.host.navigationWindowTitle
        guard title != topLevel.shownNavigationTitle else { return }
        topLevel.shownNavigationTitle = title
        topLevel.window.setTitle(title ?? topLevel.title)
    }

    /// Tells the window manager what the views allow (`windowResizeBehavior`…).
    func applyWindowInteractions(of topLevel: X11TopLevel) {
        topLevel.window.setInteractions(topLevel.host.windowInteractions)
    }

    // MARK: Dialogs

    /// Opens a dialog window for each new request of the window and
    /// closes those whose request went away; true if anything changed.
    func syncDialogs(of topLevel: X11TopLevel) -> Bool {
        let host = topLevel.host
        let requests = host.dialogs.requests
        var changed = false
        topLevel.dialogs.removeAll { dialog in
            guard !requests.contains(where: { $0.id == dialog.request.id }) else { return false }
            if pendingMotion?.surface === dialog.surface { pendingMotion = nil }
            dialog.surface.host.dismantle()
            dialog.surface.close()
            changed = true
            return true
        }
        for request in requests where !topLevel.dialogs.contains(where: { $0.request.id == request.id }) {
            let dialogHost = host.makeDialogHost(for: request)
            dialogHost.clipboard = clipboard
            dialogHost.inputMethod = keyboard
            dialogHost.keyRepeatTiming = keyboard.repeatTiming
            let dialog = X11DialogWindow(request: request, host: dialogHost, parent: topLevel.window,
                                         connection: connection, fonts: painter.fonts)
            dialogHost.fileChooser = fileChooser.chooser(forWindow: UInt(dialog.surface.window.id))
            topLevel.dialogs.append(dialog)
            changed = true
        }
        return changed
    }

    // MARK: Popups

    /// Opens a window for each new popup request and closes the windows of
    /// requests that went away; returns true if anything changed.
    func syncPopups(of topLevel: X11TopLevel) -> Bool {
        let host = topLevel.host
        let requests = host.popups.requests
        var changed = false
        topLevel.popups.removeAll { popup in
            guard !requests.contains(where: { $0.id == popup.request.id }) else { return false }
            if pendingMotion?.surface === popup.surface { pendingMotion = nil }
            popup.surface.host.dismantle()
            popup.surface.close()
            changed = true
            return true
        }
        for request in requests where !topLevel.popups.contains(where: { $0.request.id == request.id }) {
            if openPopup(for: request, host: host.makePopupHost(for: request), in: topLevel) { changed = true }
        }
        if changed { updateGrabs() }
        return changed
    }

    /// Opens `request`'s window against its anchor, in pixels on the root
    /// window; false when the menu it belongs to is not open.
    @discardableResult
    func openPopup(for request: PopupRequest, host popupHost: ViewHost, in topLevel: X11TopLevel) -> Bool {
        let owner: (x: Int, y: Int)
        if request.level <= 1 {
            owner = topLevel.window.rootOrigin
        } else if let parent = topLevel.popups.first(where: { $0.request.level == request.level - 1 }) {
            owner = (parent.rootX, parent.rootY)
        } else {
            return false
        }
        let anchor = request.anchor
        let pixels = (x: owner.x + Int((anchor.minX * scale).rounded()), y: owner.y + Int((anchor.minY * scale).rounded()),
                      width: Int((anchor.width * scale).rounded()), height: Int((anchor.height * scale).rounded()))
        topLevel.popups.append(X11PopupWindow(request: request, host: popupHost, anchor: pixels,
                                              connection: connection, fonts: painter.fonts))
        return true
    }

    /// While a menu is open, the pointer and keyboard belong to it: clicks
    /// outside our windows reach the topmost popup (outside its bounds, so
    /// it closes), and keys reach it without focus.
    func updateGrabs() {
        // A tooltip takes neither.
        guard let top = openTopLevels.lazy.compactMap({ $0.popups.last(where: { $0.request.grabsInput }) }).first else {
            XUngrabPointer(display, UInt(CurrentTime))
            XUngrabKeyboard(display, UInt(CurrentTime))
            return
        }
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        XGrabPointer(display, top.surface.window.id, True, mask, GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        XGrabKeyboard(display, top.surface.window.id, True, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
    }
}
