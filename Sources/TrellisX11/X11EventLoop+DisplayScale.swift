import CX11
import TrellisCore

/// Following the desktop's DPI while the app runs. When XSETTINGS
/// `Xft/DPI` changes, every window is drawn again at the new scale exactly
/// as if the app had started at it: fonts are opened at the new pixel
/// sizes and everything is measured again (`XftFontCache.followScale`,
/// `ViewHost.forgetMeasurements`), shapes, strokes and images are painted
/// at it, hit testing and the inspection read the new scale, the pointer
/// grows with it, and each window keeps its size in points (a main window
/// not resized since it opened takes the size it would open at): it asks
/// the window manager for the new pixel size (which may refuse, as for a
/// maximised window: then the points follow the pixels it keeps).
extension X11EventLoop {
    /// Gives every window the desktop's appearance, rescaling first when
    /// its display scale is not the one the windows are drawn at.
    func applyDesktopAppearance() {
        let desktop = appearance.current
        let oldScale = scale
        _ = cursors  // made at the scale they started at, before it changes
        defer { followCursorTheme() }
        if desktop.displayScale != oldScale, connection.setScale(desktop.displayScale) {
            for topLevel in openTopLevels { rescale(topLevel, from: oldScale, appearance: desktop) }
            updateGrabs()
            return
        }
        for topLevel in openTopLevels {
            topLevel.host.desktopAppearance = desktop
            for dialog in topLevel.dialogs { dialog.surface.host.desktopAppearance = topLevel.host.appearanceForPopups }
        }
    }

    /// The desktop's cursor theme and size at the current scale, shown at
    /// once in every open window (once for all: each call sets the size).
    func followCursorTheme() {
        let windows = openTopLevels.flatMap { [$0.window.id] + $0.dialogs.map(\.surface.window.id) }
        cursors.follow(appearance.cursorTheme, scale: scale, windows: windows)
    }

    /// The connection's scale changed from `oldScale`: the window's hosts
    /// measure again, its windows are resized to keep their points, and
    /// everything is repainted.
    private func rescale(_ topLevel: X11TopLevel, from oldScale: Double, appearance desktop: DesktopAppearance) {
        let host = topLevel.host, window = topLevel.window
        host.desktopAppearance = desktop
        let limits = host.sizeLimits
        let record = topLevel.recordID.flatMap { appWindows?.record($0) }
        window.setSizeLimits(topLevel === mainWindow ? sizeHints(limits) : record?.spec.sizeHints(for: limits) ?? limits)
        // A window keeps its size in points; the main window still at the
        // size it opened at takes the size it would open at now (text
        // measures a little differently at another scale, and its ideal
        // size with it).
        let untouched = topLevel === mainWindow && openedSize == host.size
        var points = host.size
        if untouched {
            let screen = connection.screenPixelSize
            points = InitialWindowSize.points(limits: initialLimits(limits),
                                              screen: CGSize(width: Double(screen.width) / scale, height: Double(screen.height) / scale))
        }
        window.resize(pixelWidth: Self.pixels(points.width, scale), pixelHeight: Self.pixels(points.height, scale))
        host.resize(to: CGSize(width: Double(window.pixelWidth) / scale, height: Double(window.pixelHeight) / scale))
        if untouched { openedSize = host.size }
        topLevel.surface.invalidate()
        for dialog in topLevel.dialogs {
            let dialogHost = dialog.surface.host
            let dialogPoints = dialogHost.size
            dialogHost.desktopAppearance = host.appearanceForPopups
            dialog.surface.window.setSizeLimits(dialogHost.sizeLimits)
            dialog.surface.window.resize(pixelWidth: Self.pixels(dialogPoints.width, scale),
                                         pixelHeight: Self.pixels(dialogPoints.height, scale))
            dialogHost.resize(to: CGSize(width: Double(dialog.surface.window.pixelWidth) / scale,
                                         height: Double(dialog.surface.window.pixelHeight) / scale))
            dialog.surface.invalidate()
        }
        reopenPopups(of: topLevel)
    }

    /// Popups are placed and sized in pixels when they open: each is opened
    /// again at the new scale, against its anchor, with the host it had
    /// (so a menu keeps its highlighted row).
    private func reopenPopups(of topLevel: X11TopLevel) {
        let open = topLevel.popups
        guard !open.isEmpty else { return }
        topLevel.popups.removeAll()
        for popup in open {
            if pendingMotion?.surface === popup.surface { pendingMotion = nil }
            popup.surface.close()
        }
        for popup in open {
            popup.surface.host.desktopAppearance = topLevel.host.appearanceForPopups
            openPopup(for: popup.request, host: popup.surface.host, in: topLevel)
        }
    }

    /// Points → whole pixels, at least one.
    static func pixels(_ points: CGFloat, _ scale: Double) -> Int {
        guard points.isFinite, points > 0 else { return 1 }
        return max(1, min(32767, Int((points * scale).rounded())))
    }
}
