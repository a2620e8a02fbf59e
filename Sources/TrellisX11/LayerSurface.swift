import CX11
import TrellisCore

/// A 32-bit ARGB pixmap with its Picture (and an XftDraw for text when the
/// server has a 32-bit visual), cleared to transparent: what a layer is
/// drawn onto. `rect` is where it lies in its parent target, in pixels; a
/// surface from the pool (`LayerSurfacePool`) may have a larger pixmap,
/// transparent beyond `rect`'s size.
@MainActor
struct LayerSurface {
    let pixmap: Pixmap
    let picture: Picture
    let xftDraw: OpaquePointer?
    let rect: CGRect
    let pixmapWidth: Int
    let pixmapHeight: Int

    func target(parentOrigin: CGPoint) -> RenderTarget {
        RenderTarget(pixmap: pixmap, picture: picture, xftDraw: xftDraw,
                     origin: CGPoint(x: parentOrigin.x + rect.minX, y: parentOrigin.y + rect.minY),
                     width: Int(rect.width), height: Int(rect.height))
    }

    func release(_ display: OpaquePointer) {
        if let xftDraw { XftDrawDestroy(xftDraw) }
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }

    /// Frees the XftDraw only: the pixmap and picture live on as a mask.
    func releaseKeepingPicture(_ display: OpaquePointer) {
        if let xftDraw { XftDrawDestroy(xftDraw) }
    }
}

extension X11Painter {
    /// A transparent surface of `rect`'s size; nil when the server lacks
    /// an ARGB32 format or the size is empty. A `pooled` one is taken from
    /// the pool (or made at the pool's rounded size) and must go back
    /// through `recycle` with no transform or filter left on its picture.
    func makeSurface(_ rect: CGRect, pooled: Bool = false) -> LayerSurface? {
        let width = Int(rect.width), height = Int(rect.height)
        guard width >= 1, height >= 1, width <= 32767, height <= 32767,
              let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)) else { return nil }
        let surface: LayerSurface
        if pooled, let kept = surfacePool.reuse(width: width, height: height) {
            surface = LayerSurface(pixmap: kept.pixmap, picture: kept.picture, xftDraw: kept.xftDraw, rect: rect,
                                   pixmapWidth: kept.width, pixmapHeight: kept.height)
        } else {
            let pixmapWidth = pooled ? min(32767, LayerSurfacePool.rounded(width)) : width
            let pixmapHeight = pooled ? min(32767, LayerSurfacePool.rounded(height)) : height
            let pixmap = XCreatePixmap(display, window.id, UInt32(pixmapWidth), UInt32(pixmapHeight), 32)
            let picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
            var draw: OpaquePointer?
            if let visual = argbVisual {
                draw = XftDrawCreate(display, pixmap, visual, argbColormap)
            }
            surface = LayerSurface(pixmap: pixmap, picture: picture, xftDraw: draw, rect: rect,
                                   pixmapWidth: pixmapWidth, pixmapHeight: pixmapHeight)
        }
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(display, PictOpSrc, surface.picture, &clear, 0, 0,
                             UInt32(surface.pixmapWidth), UInt32(surface.pixmapHeight))
        return surface
    }

    /// Gives a pooled surface back for a later layer.
    func recycle(_ surface: LayerSurface) {
        surfacePool.giveBack(surface)
    }

    /// A TrueColor visual of depth 32 whose XRender format has alpha.
    func findARGBVisual() -> UnsafeMutablePointer<Visual>? {
        var info = XVisualInfo()
        let screen = XDefaultScreen(display)
        guard XMatchVisualInfo(display, screen, 32, TrueColor, &info) != 0, let visual = info.visual,
              let format = XRenderFindVisualFormat(display, visual), format.pointee.direct.alphaMask != 0 else { return nil }
        return visual
    }
}
