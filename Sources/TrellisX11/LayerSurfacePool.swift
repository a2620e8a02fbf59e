import CX11
import TrellisCore

/// Layer surfaces kept from one frame to the next.
///
/// A layer is drawn onto a surface of its own and composited; the
/// decorated tiles of issue #16's benchmark make two per visible tile in
/// every frame of an animated resize, each a new pixmap whose memory the
/// server allocated and the kernel faulted in again. Surfaces given back
/// here are reused by later layers instead: pixmaps are made in sizes
/// rounded up to `granule` pixels, so a tile one pixel wider in the next
/// frame fits the one it used before. A reused pixmap's picture loses any
/// clip, and `X11Painter.makeSurface` clears it whole, as a new one (its
/// pixels outside the layer stay transparent, as a blur reads them). Surfaces not used for `idleFrames`
/// paints are freed, and the pool never holds more than `maximumPixels`.
@MainActor
final class LayerSurfacePool {
    private struct Kept {
        let pixmap: Pixmap
        let picture: Picture
        let xftDraw: OpaquePointer?
        let width: Int
        let height: Int
        var lastUse: Int
    }

    static let granule = 32
    /// 4 MiB of pixels (16 MiB on the server) at most.
    static let maximumPixels = 4 << 20
    static let idleFrames = 2

    private let connection: X11Connection
    private var free: [Kept] = []
    private var keptPixels = 0
    private var frame = 0
    /// Surfaces handed out again instead of made (a test counts them).
    private(set) var reuses = 0
    /// Surfaces kept now.
    var keptCount: Int { free.count }

    init(connection: X11Connection) {
        self.connection = connection
    }

    /// A kept surface at least `width` × `height` pixels, with no clip on
    /// its picture (the caller clears it), when one fits without being
    /// more than twice the rounded size; else nil.
    func reuse(width: Int, height: Int) -> (pixmap: Pixmap, picture: Picture, xftDraw: OpaquePointer?, width: Int, height: Int)? {
        let wanted = Self.rounded(width) * Self.rounded(height)
        var best: Int?
        for (index, kept) in free.enumerated() where kept.width >= width && kept.height >= height
            && kept.width * kept.height <= 2 * wanted {
            if let chosen = best, free[chosen].width * free[chosen].height <= kept.width * kept.height { continue }
            best = index
        }
        guard let best else { return nil }
        let kept = free.remove(at: best)
        reuses += 1
        keptPixels -= kept.width * kept.height
        let display = connection.display
        var attributes = XRenderPictureAttributes()
        attributes.clip_mask = 0
        XRenderChangePicture(display, kept.picture, UInt(CPClipMask), &attributes)
        return (kept.pixmap, kept.picture, kept.xftDraw, kept.width, kept.height)
    }

    /// Keeps `surface` (made by `X11Painter.makeSurface`, with no
    /// transform or filter left on its picture) for a later layer, or
    /// frees it when the pool is full.
    func giveBack(_ surface: LayerSurface) {
        let pixels = surface.pixmapWidth * surface.pixmapHeight
        guard !connection.isClosed else { return }
        guard keptPixels + pixels <= Self.maximumPixels else { return surface.release(connection.display) }
        free.append(Kept(pixmap: surface.pixmap, picture: surface.picture, xftDraw: surface.xftDraw,
                         width: surface.pixmapWidth, height: surface.pixmapHeight, lastUse: frame))
        keptPixels += pixels
    }

    /// Called after each paint: frees what the last frames did not use.
    func endFrame() {
        frame += 1
        guard free.contains(where: { frame - $0.lastUse > Self.idleFrames }) else { return }
        let display = connection.display
        free.removeAll { kept in
            guard frame - kept.lastUse > Self.idleFrames else { return false }
            keptPixels -= kept.width * kept.height
            Self.free(kept, display: display)
            return true
        }
    }

    /// The size a new pooled pixmap is made at.
    static func rounded(_ pixels: Int) -> Int {
        (max(1, pixels) + granule - 1) / granule * granule
    }

    /// Frees every kept surface. Call before closing the connection.
    func release() {
        if !connection.isClosed { for kept in free { Self.free(kept, display: connection.display) } }
        free.removeAll()
        keptPixels = 0
    }

    private static func free(_ kept: Kept, display: OpaquePointer) {
        if let xftDraw = kept.xftDraw { XftDrawDestroy(xftDraw) }
        XRenderFreePicture(display, kept.picture)
        XFreePixmap(display, kept.pixmap)
    }
}
