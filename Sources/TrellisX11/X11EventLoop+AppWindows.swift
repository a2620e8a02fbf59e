import CX11
import TrellisCore

/// The app's top-level windows follow its `AppWindows` model: a window
/// for each record opened since the last frame, closed for each record
/// that went away (its popups and dialogs with it), raised for each
/// request to bring one forward.
extension X11EventLoop {
    /// True if a window opened or closed.
    func syncAppWindows() -> Bool {
        guard let appWindows else { return false }
        var changed = false
        for topLevel in openTopLevels {
            guard let id = topLevel.recordID, appWindows.record(id) == nil else { continue }
            close(topLevel)
            changed = true
        }
        for record in appWindows.open where !topLevels.contains(where: { $0.recordID == record.id }) {
            topLevels.append(openTopLevel(for: record))
            changed = true
        }
        for id in appWindows.takeRaiseRequests() {
            topLevels.first { $0.recordID == id && !$0.isClosed }?.window.activate()
        }
        if changed { updateGrabs() }
        return changed
    }

    private func close(_ topLevel: X11TopLevel) {
        if let pending = pendingMotion, topLevel.surfaces.contains(where: { $0 === pending.surface }) { pendingMotion = nil }
        if topLevel === mainWindow {
            // The main window's X window owns the clipboard and the input
            // context: withdrawn, not destroyed, with an empty host.
            topLevel.withdraw(emptyHost: ViewHost(rootView: EmptyView(), measurer: host.measurer, clock: clock,
                                                  windowResizeAnimation: nil))
        } else {
            topLevel.closeChildren()
            topLevel.surface.close()
            topLevels.removeAll { $0 === topLevel }
        }
        if focusedTopLevel === topLevel { focusedTopLevel = openTopLevels.last ?? mainWindow }
    }

    /// A managed top-level window for a record, sized as the main window
    /// is at launch (its content's ideal size, or the scene's default
    /// size), placed by the window manager.
    private func openTopLevel(for record: AppWindowRecord) -> X11TopLevel {
        let host = record.host
        host.desktopAppearance = appearance.current
        host.clipboard = clipboard
        host.inputMethod = keyboard
        host.keyRepeatTiming = keyboard.repeatTiming
        let screen = connection.screenPixelSize
        let limits = host.sizeLimits
        let points = InitialWindowSize.points(
            limits: record.spec.initialSizeLimits(for: limits),
            screen: CGSize(width: Double(screen.width) / scale, height: Double(screen.height) / scale))
        let window = X11Window(connection: connection, title: record.title,
                               pixelWidth: Int((points.width * scale).rounded()),
                               pixelHeight: Int((points.height * scale).rounded()))
        window.setSizeLimits(record.spec.sizeHints(for: limits))
        host.fileChooser = fileChooser.chooser(forWindow: UInt(window.id))
        // Grouped with the main window (ICCCM WM_CLIENT_LEADER, window group).
        window.setLeader(mainWindow.window.id)
        host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        window.map()
        let surface = X11Surface(window: window, painter: X11Painter(window: window, fonts: painter.fonts), host: host,
                                 role: record.spec.kind == .settings ? "settings" : "window")
        return X11TopLevel(surface: surface, recordID: record.id, title: record.title)
    }
}

extension X11Window {
    /// Names `leader` as the window's group leader (WM_HINTS window group).
    func setLeader(_ leader: Window) {
        guard let hints = XGetWMHints(connection.display, id) ?? XAllocWMHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags |= WindowGroupHint
        hints.pointee.window_group = leader
        XSetWMHints(connection.display, id, hints)
    }
}
