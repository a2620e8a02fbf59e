import CX11
import TrellisCore

/// The event loop's side of accessibility: the bridge is made at start
/// when an accessibility bus is there, serviced once per turn of the loop
/// (its socket is in the loop's `poll()`), told after each frame, and
/// dropped if the bus goes away.
extension X11EventLoop {
    func connectAccessibility() {
        accessibility = AtspiBridge.connect(display: window.connection.display, rootWindow: window.connection.rootWindow,
                                            name: title) { [unowned self] in accessibleWindows }
    }

    /// The windows a screen reader sees: each top-level window (named by
    /// its title), its open dialogs (sheets and alerts, *dialog* windows
    /// named by their titles), then its popups.
    private var accessibleWindows: [AtspiWindow] {
        openTopLevels.flatMap(accessibleWindows(of:))
    }

    private func accessibleWindows(of topLevel: X11TopLevel) -> [AtspiWindow] {
        let scale = window.connection.scale
        let host = topLevel.host
        var result = [AtspiWindow(host: host, origin: { [window = topLevel.window] in window.rootOrigin }, scale: scale)]
        for dialog in topLevel.dialogs {
            let tree = dialog.surface.host.accessibility
            tree.windowRole = .dialog
            tree.windowName = dialog.request.title
            result.append(AtspiWindow(host: dialog.surface.host, origin: { [window = dialog.surface.window] in window.rootOrigin },
                                      scale: scale))
        }
        for popup in topLevel.popups {
            let origin = (x: popup.rootX, y: popup.rootY)
            result.append(AtspiWindow(host: popup.surface.host, origin: { origin }, scale: scale))
        }
        host.accessibility.windowName = topLevel.title
        return result
    }

    func serviceAccessibility() {
        guard let bridge = accessibility, !bridge.service() else { return }
        writeStandardError("trellis: the accessibility bus went away; going on without it")
        accessibility = nil
    }
}
