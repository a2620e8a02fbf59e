import CX11
import TrellisCore

/// One open popup (a menu, a submenu): the request it answers, and the
/// surface of its override-redirect window, placed against its anchor.
@MainActor
final class X11PopupWindow {
    let request: PopupRequest
    let surface: X11Surface
    /// The window's top-left corner on the root window, in pixels.
    let rootX: Int, rootY: Int

    /// Opens the popup for `request`, placed against `anchor` (pixels on the
    /// root window) and kept on the screen.
    init(request: PopupRequest, host: ViewHost, anchor: (x: Int, y: Int, width: Int, height: Int),
         connection: X11Connection, fonts: XftFontCache) {
        self.request = request
        let scale = connection.scale
        let ideal = host.sizeLimits.ideal
        let width = max(1, Int((ideal.width.isFinite ? ideal.width : 200) * scale))
        let height = max(1, Int((ideal.height.isFinite ? ideal.height : 100) * scale))
        let screen = connection.screenPixelSize
        let origin = X11PopupWindow.place(width: width, height: height, anchor: anchor, placement: request.placement,
                                          screenWidth: Int(screen.width), screenHeight: Int(screen.height))
        rootX = origin.x
        rootY = origin.y
        let window = X11Window(popupOf: connection, x: origin.x, y: origin.y, pixelWidth: width, pixelHeight: height,
                               type: request.kind == .tooltip ? .tooltip : request.kind == .suggestions ? .combo : .dropdownMenu)
        surface = X11Surface(window: window, painter: X11Painter(window: window, fonts: fonts), host: host,
                             role: request.role)
        host.resize(to: CGSize(width: Double(width) / scale, height: Double(height) / scale))
        window.map()
    }

    /// Below the anchor (above it when there is no room below), or beside
    /// its trailing edge (the leading side when there is no room); in a
    /// right-to-left layout, right edges aligned and submenus on the left;
    /// shifted to stay on the screen.
    static func place(width: Int, height: Int, anchor: (x: Int, y: Int, width: Int, height: Int),
                      placement: PopupRequest.Placement, screenWidth: Int, screenHeight: Int) -> (x: Int, y: Int) {
        var x: Int, y: Int
        switch placement {
        case .below:
            x = anchor.x
            y = anchor.y + anchor.height + 2
            if y + height > screenHeight, anchor.y - height - 2 >= 0 { y = anchor.y - height - 2 }
        case .trailing:
            x = anchor.x + anchor.width
            y = anchor.y - 4
            if x + width > screenWidth, anchor.x - width >= 0 { x = anchor.x - width }
        case .belowRightToLeft:
            x = anchor.x + anchor.width - width
            y = anchor.y + anchor.height + 2
            if y + height > screenHeight, anchor.y - height - 2 >= 0 { y = anchor.y - height - 2 }
        case .trailingRightToLeft:
            x = anchor.x - width
            y = anchor.y - 4
            if x < 0, anchor.x + anchor.width + width <= screenWidth { x = anchor.x + anchor.width }
        }
        x = min(max(0, x), max(0, screenWidth - width))
        y = min(max(0, y), max(0, screenHeight - height))
        return (x, y)
    }
}
