import CX11

/// The off-screen surface one frame is painted into before it is copied to
/// the window in one XCopyArea, so a half-painted frame is never seen: a
/// Pixmap of the window's size, an XRender Picture for shapes and an
/// XftDraw for text, both on that pixmap.
@MainActor
final class BackBuffer {
    let connection: X11Connection
    let width: Int
    let height: Int
    let pixmap: Pixmap
    let picture: Picture
    let xftDraw: OpaquePointer
    private var released = false

    enum Failure: Error, CustomStringConvertible {
        case noVisualFormat, noXftDraw
        var description: String {
            switch self {
            case .noVisualFormat: "trellis: the X server's visual has no XRender format"
            case .noXftDraw: "trellis: XftDrawCreate failed for the back buffer"
            }
        }
    }

    init(connection: X11Connection, window: Window, width: Int, height: Int) throws(Failure) {
        self.connection = connection
        self.width = max(1, width)
        self.height = max(1, height)
        let display = connection.display
        let visual = connection.visual
        guard let format = XRenderFindVisualFormat(display, visual.visual) else { throw .noVisualFormat }
        pixmap = XCreatePixmap(display, window, UInt32(self.width), UInt32(self.height), UInt32(visual.depth))
        picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
        guard let draw = XftDrawCreate(display, pixmap, visual.visual, visual.colormap) else {
            XRenderFreePicture(display, picture)
            XFreePixmap(display, pixmap)
            throw .noXftDraw
        }
        xftDraw = draw
    }

    func release() {
        guard !released, !connection.isClosed else { return }
        released = true
        let display = connection.display
        XftDrawDestroy(xftDraw)
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }

    isolated deinit { release() }
}
