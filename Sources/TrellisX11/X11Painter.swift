import CX11
import TrellisCore

/// Replays a `DisplayList` into a window: painted into a back buffer with
/// XRender (anti-aliased shapes) and Xft (text), then copied to the window
/// in one XCopyArea. Coordinates arrive in points and are multiplied by the
/// connection's scale here, the only place points become pixels.
@MainActor
public final class X11Painter {
    public let window: X11Window
    public let fonts: XftFontCache
    var buffer: BackBuffer?
    private var copyGC: GC?
    var clip = ClipStack(bounds: .zero)

    public init(window: X11Window, fonts: XftFontCache) {
        self.window = window
        self.fonts = fonts
    }

    var connection: X11Connection { window.connection }
    var display: OpaquePointer { connection.display }
    var scale: Double { connection.scale }

    /// Paints `list` and shows it. Does nothing once the connection is closed.
    public func paint(_ list: DisplayList) {
        guard !connection.isClosed, !window.isDestroyed, let buffer = prepareBuffer(), let gc = prepareGC() else { return }
        clip = ClipStack(bounds: CGRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
        applyClip(to: buffer)
        var background = list.background.opaqueOverWhite.premultipliedRenderColor
        XRenderFillRectangle(display, PictOpSrc, buffer.picture, &background, 0, 0, UInt32(buffer.width), UInt32(buffer.height))
        for item in list.items {
            switch item {
            case .pushClip(let rect):
                clip.push(rect, scale: scale)
                applyClip(to: buffer)
            case .popClip:
                clip.pop()
                applyClip(to: buffer)
            case .fill(let path, let color):
                if !clip.isEmpty { fill(path, color: color, in: buffer) }
            case .stroke(let path, let width, let color):
                if !clip.isEmpty { stroke(path, width: width, color: color, in: buffer) }
            case .text(let string, let origin, let font, let color):
                if !clip.isEmpty { drawText(string, origin: origin, font: font, color: color, in: buffer) }
            }
        }
        XCopyArea(display, buffer.pixmap, window.id, gc, 0, 0, UInt32(buffer.width), UInt32(buffer.height), 0, 0)
        XFlush(display)
    }

    /// A buffer of the window's current size, recreated after a resize.
    private func prepareBuffer() -> BackBuffer? {
        if let buffer, buffer.width == window.pixelWidth, buffer.height == window.pixelHeight { return buffer }
        buffer?.release()
        buffer = nil
        do {
            buffer = try BackBuffer(connection: connection, window: window.id,
                                    width: window.pixelWidth, height: window.pixelHeight)
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

    private func applyClip(to buffer: BackBuffer) {
        guard let rect = clip.current else {
            var attributes = XRenderPictureAttributes()
            attributes.clip_mask = 0
            XRenderChangePicture(display, buffer.picture, UInt(CPClipMask), &attributes)
            XftDrawSetClip(buffer.xftDraw, nil)
            return
        }
        var xRect = XRectangle(x: Int16(clamping: Int(rect.minX)), y: Int16(clamping: Int(rect.minY)),
                               width: UInt16(clamping: Int(rect.width)), height: UInt16(clamping: Int(rect.height)))
        XRenderSetPictureClipRectangles(display, buffer.picture, 0, 0, &xRect, 1)
        XftDrawSetClipRectangles(buffer.xftDraw, 0, 0, &xRect, 1)
    }

    /// Frees the back buffer and GC. Call before closing the connection.
    public func release() {
        guard !connection.isClosed else { return }
        buffer?.release()
        buffer = nil
        if let copyGC { XFreeGC(display, copyGC) }
        copyGC = nil
    }

    isolated deinit { release() }
}
