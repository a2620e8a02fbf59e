import CX11
import TrellisCore

/// Where display items are drawn: the back buffer, or the surface of a
/// layer (`DisplayLayer`) that is composited into its parent afterwards.
/// `origin` is where the target's top-left pixel lies in window pixels, so
/// items (in window points) land in the right place on either.
@MainActor
struct RenderTarget {
    let pixmap: Pixmap
    let picture: Picture
    /// Nil on a layer when the server has no 32-bit visual for Xft: text
    /// in such a layer is left out (with a diagnostic).
    let xftDraw: OpaquePointer?
    let origin: CGPoint
    let width: Int
    let height: Int

    init(buffer: BackBuffer) {
        pixmap = buffer.pixmap
        picture = buffer.picture
        xftDraw = buffer.xftDraw
        origin = .zero
        width = buffer.width
        height = buffer.height
    }

    init(pixmap: Pixmap, picture: Picture, xftDraw: OpaquePointer?, origin: CGPoint, width: Int, height: Int) {
        self.pixmap = pixmap
        self.picture = picture
        self.xftDraw = xftDraw
        self.origin = origin
        self.width = width
        self.height = height
    }
}
