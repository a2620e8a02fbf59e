import CX11
import TrellisCore

/// Replays a `DisplayList` into a window: painted into a back buffer with
/// XRender (anti-aliased shapes) and Xft (text), then copied to the window
/// in one XCopyArea. Coordinates arrive in points and are multiplied by the
/// connection's scale here, the only place points become pixels.
@MainActor
package final class X11Painter {
    package let window: X11Window
    package let fonts: XftFontCache
    var buffer: BackBuffer?
    private var copyGC: GC?
    var clip = ClipStack(bounds: .zero)
    /// What items are drawn onto now: the back buffer or a layer's surface.
    var target: RenderTarget!
    /// Layers being drawn (each holds a surface until it is composited).
    var layerDepth = 0
    /// A 32-bit visual for text in layers, looked up once.
    lazy var argbVisual: UnsafeMutablePointer<Visual>? = findARGBVisual()
    /// A colormap for that visual (Xft needs one to draw on its pixmaps).
    lazy var argbColormap: Colormap = argbVisual.map {
        XCreateColormap(display, XRootWindow(display, XDefaultScreen(display)), $0, AllocNone)
    } ?? 0
    /// The screen's size in pixels, which caps the back buffer; it follows
    /// RandR changes (see `X11Connection.noteScreenSize`).
    private var screenSize: (width: Int, height: Int) { connection.screenPixelSize }
    /// Small filled shapes rasterised once (see `CoverageMaskCache`).
    lazy var masks = CoverageMaskCache(connection: connection)
    /// Paths flattened into pixels, kept for the next frame (see `PixelOutlineCache`).
    let outlines = PixelOutlineCache()
    /// Decoded images on the server (see `ImageUploads`).
    let uploads = ImageUploads()
    /// Blurred models of rect-like shadows, and the coverage of rect-like
    /// clip shapes (see `SliceModelCache`).
    lazy var shadowModels = SliceModelCache(connection: connection)
    lazy var clipModels = SliceModelCache(connection: connection)
    /// Layer surfaces kept between frames (see `LayerSurfacePool`).
    lazy var surfacePool = LayerSurfacePool(connection: connection)
    /// Whether rect-like layers' shadows and clip shapes are drawn as
    /// slices of kept models, and small clip shapes through kept masks;
    /// off, every shadow is blurred and every clip rasterised (what a test
    /// compares with).
    package var slicesShapes = true
    /// Whether linear gradients over whole-pixel rectangles are stretched
    /// from their corners (`X11Painter+StretchedGradient.swift`); off, XRender
    /// draws every gradient (what a test compares with).
    package var stretchesGradients = true
    /// The picture those gradients' samples are drawn into, and its GC.
    var gradientSampling: (pixmap: Pixmap, picture: Picture, gc: GC)?
    /// Gradients stretched so far (a test counts them).
    var stretchedGradientCount = 0
    /// Blurs done so far (a test counts them).
    var blurCount = 0

    package init(window: X11Window, fonts: XftFontCache) {
        self.window = window
        self.fonts = fonts
    }

    var connection: X11Connection { window.connection }
    var display: OpaquePointer { connection.display }
    var scale: Double { connection.scale }

    /// Paints `list` and shows it. With `regions` (in points) only those
    /// parts of the back buffer are repainted and copied: the rest still
    /// holds the previous frame, which the regions say is unchanged there.
    /// nil repaints everything. Does nothing once the connection is closed.
    package func paint(_ list: DisplayList, regions: [CGRect]? = nil) {
        defer { surfacePool.endFrame() }
        guard let regions, buffer != nil, !regions.contains(.infinite) else { return paintRegion(list, damage: nil) }
        for region in regions { paintRegion(list, damage: region) }
    }

    private func paintRegion(_ list: DisplayList, damage: CGRect?) {
        let reused = buffer != nil
        guard !connection.isClosed, !window.isDestroyed, let buffer = prepareBuffer(), let gc = prepareGC() else { return }
        let size = Self.bufferSize(window: (window.pixelWidth, window.pixelHeight), screen: screenSize)
        let whole = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        var region = whole
        // A new buffer holds nothing yet: everything is painted.
        if reused, let damage, damage != .infinite {
            region = ClipStack.pixelRect(damage.insetBy(dx: -1, dy: -1), scale: scale).intersection(whole)
            guard !region.isNull, !region.isEmpty else { return }
        }
        clip = ClipStack(bounds: region, limitsToBounds: region != whole)
        target = RenderTarget(buffer: buffer)
        applyClip()
        var background = list.background.opaqueOverWhite.premultipliedRenderColor
        XRenderFillRectangle(display, PictOpSrc, buffer.picture, &background, Int32(region.minX), Int32(region.minY),
                             UInt32(region.width), UInt32(region.height))
        target = RenderTarget(buffer: buffer)
        replay(list.items, skippingOutside: region != whole ? region : nil)
        XCopyArea(display, buffer.pixmap, window.id, gc, Int32(region.minX), Int32(region.minY),
                  UInt32(region.width), UInt32(region.height), Int32(region.minX), Int32(region.minY))
        XFlush(display)
    }

    /// True when the back buffer holds the last frame at the window's
    /// current (capped) size, so exposed pixels can be copied from it.
    var holdsFrame: Bool {
        guard let buffer else { return false }
        let size = Self.bufferSize(window: (window.pixelWidth, window.pixelHeight), screen: screenSize)
        return buffer.width >= size.width && buffer.height >= size.height
    }

    /// Copies `regions` (pixels) of the last frame from the back buffer to
    /// the window: what an Expose asks for, with nothing repainted.
    func show(pixelRegions regions: [CGRect]) {
        guard !connection.isClosed, !window.isDestroyed, let buffer, let gc = prepareGC() else { return }
        let size = Self.bufferSize(window: (window.pixelWidth, window.pixelHeight), screen: screenSize)
        let whole = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        for region in regions {
            let rect = region.intersection(whole)
            guard !rect.isNull, !rect.isEmpty else { continue }
            XCopyArea(display, buffer.pixmap, window.id, gc, Int32(rect.minX), Int32(rect.minY),
                      UInt32(rect.width), UInt32(rect.height), Int32(rect.minX), Int32(rect.minY))
        }
        XFlush(display)
    }

    /// The back buffer's size: the window's, but never larger than the
    /// screen. A window can be far larger than anything that can be seen
    /// (X allows 32767 × 32767); a buffer of its size would cost the server
    /// width × height × 4 bytes — 1 GiB at 16384 × 16384 — for pixels that
    /// are off the screen. The part of the window beyond the screen's size
    /// is not painted (display list items there are clipped away).
    static func bufferSize(window: (width: Int, height: Int), screen: (width: Int, height: Int)) -> (width: Int, height: Int) {
        func axis(_ window: Int, _ screen: Int) -> Int { max(1, min(window, screen > 0 ? screen : window, 32767)) }
        return (axis(window.width, screen.width), axis(window.height, screen.height))
    }

    /// A buffer at least the window's current (capped) size. It is made
    /// again only when the window outgrows it: a resize drag that shrinks
    /// and grows the window paints into the same pixmap instead of asking
    /// the server for a new one (and its Picture and XftDraw) every time.
    private func prepareBuffer() -> BackBuffer? {
        let size = Self.bufferSize(window: (window.pixelWidth, window.pixelHeight), screen: screenSize)
        if let buffer, buffer.width >= size.width, buffer.height >= size.height { return buffer }
        let made = (width: max(size.width, buffer?.width ?? 0), height: max(size.height, buffer?.height ?? 0))
        buffer?.release()
        buffer = nil
        do {
            buffer = try BackBuffer(connection: connection, window: window.id,
                                    width: made.width, height: made.height)
        } catch {
            writeStandardError(error.description)
        }
        return buffer
    }

    /// The copy GC has graphics exposures off, or every XCopyArea from the
    /// back buffer would queue a NoExpose event.
    private func prepareGC() -> GC? {
        if let copyGC { return copyGC }
        var values = XGCValues()
        values.graphics_exposures = False
        copyGC = XCreateGC(display, window.id, UInt(GCGraphicsExposures), &values)
        return copyGC
    }

    /// Sets the current clip on the target's picture and Xft draw.
    func applyClip() {
        guard let target else { return }
        guard let rect = clip.current else {
            var attributes = XRenderPictureAttributes()
            attributes.clip_mask = 0
            XRenderChangePicture(display, target.picture, UInt(CPClipMask), &attributes)
            if let draw = target.xftDraw { XftDrawSetClip(draw, nil) }
            return
        }
        var xRect = XRectangle(x: Int16(clamping: Int(rect.minX)), y: Int16(clamping: Int(rect.minY)),
                               width: UInt16(clamping: Int(rect.width)), height: UInt16(clamping: Int(rect.height)))
        XRenderSetPictureClipRectangles(display, target.picture, 0, 0, &xRect, 1)
        if let draw = target.xftDraw { XftDrawSetClipRectangles(draw, 0, 0, &xRect, 1) }
    }

    /// Frees the back buffer and GC. Call before closing the connection.
    package func release() {
        guard !connection.isClosed else { return }
        buffer?.release()
        buffer = nil
        masks.release()
        shadowModels.release()
        clipModels.release()
        surfacePool.release()
        uploads.release(display)
        if let gradientSampling {
            XRenderFreePicture(display, gradientSampling.picture)
            XFreeGC(display, gradientSampling.gc)
            XFreePixmap(display, gradientSampling.pixmap)
        }
        gradientSampling = nil
        if let copyGC { XFreeGC(display, copyGC) }
        copyGC = nil
    }

    isolated deinit { release() }
}
