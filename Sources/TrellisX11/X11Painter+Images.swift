import CX11
import TrellisCore
import TrellisImageIO

/// Images: each decoded image is uploaded to the server once, as an ARGB32
/// picture kept while it is used (at most `ImageUploads.capacity` of them,
/// the least recently used going first), then composited with a transform
/// that maps it onto its rectangle, bilinear or nearest, repeated when
/// tiled; a template image composites its colour through the image's alpha.
extension X11Painter {
    func drawImage(_ item: DisplayImage) {
        guard item.opacity > 0, let picture = uploads.picture(for: item.image, painter: self) else { return }
        let source = item.source, rect = item.rect
        guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0 else { return }
        // Image pixel → item point → window point → target pixel.
        let stretch = item.tiled ? CGAffineTransform.identity
            : CGAffineTransform(scaleX: rect.width / source.width, y: rect.height / source.height)
        let toItem = CGAffineTransform(translationX: -source.minX, y: -source.minY).concatenating(stretch)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        let toWindow: CGAffineTransform = toItem.concatenating(item.transform)
        var toTarget: CGAffineTransform = toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: -target.origin.x, y: -target.origin.y))
        // The item's rectangle bounds what is drawn (a piece of a
        // nine-slice, a tile run): clipped through a mask of it, snapped
        // to whole pixels as a filled rectangle is, and a stretched image
        // stretched onto the snapped rectangle, so its edges are crisp.
        let area = Path(rect).applying(item.transform)
        let snapping = PixelSnapping(path: area, scale: scale, origin: target.origin)
        if let snapping, !item.tiled {
            toTarget = toTarget.concatenating(Self.snapCorrection(snapping, rect: pixelBounds(area)))
        }
        guard toTarget.isInvertible else { return }
        let visible = clip.current ?? CGRect(x: 0, y: 0, width: target.width, height: target.height)
        let destination = ClipStack.pixelRect(item.bounds, scale: scale)
            .offsetBy(dx: -target.origin.x, dy: -target.origin.y).intersection(visible).integral
        guard !destination.isNull, destination.width >= 1, destination.height >= 1 else { return }
        setTransform(toTarget.inverted(), on: picture, filter: item.smooth ? "bilinear" : "nearest")
        var attributes = XRenderPictureAttributes()
        attributes.repeat = item.tiled ? RepeatNormal : RepeatNone
        XRenderChangePicture(display, picture, UInt(CPRepeat), &attributes)
        var polygons = pixelPolygons(area.polygons())
        if let snapping { polygons = snapping.apply(polygons) }
        if item.tint == nil, let rect = Self.wholePixelRectangle(polygons) {
            // A rectangle on whole pixels covers them all: no mask but the opacity.
            return compositeImage(picture, into: rect, opacity: item.opacity)
        }
        guard let mask = makeMask(covering: polygons) else { return }
        defer { mask.release() }
        mask.fill(polygons)
        if item.opacity < 1 {
            var alpha = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16(max(0, min(1, item.opacity)) * 65535))
            let solid = XRenderCreateSolidFill(display, &alpha)
            XRenderComposite(display, PictOpIn, solid, 0, mask.picture, 0, 0, 0, 0, 0, 0, UInt32(mask.rect.width), UInt32(mask.rect.height))
            XRenderFreePicture(display, solid)
        }
        if let tint = item.tint {
            // The colour through the image's alpha, then through the area.
            guard let shape = makeSurface(mask.rect) else { return }
            defer { shape.release(display) }
            XRenderComposite(display, PictOpSrc, picture, 0, shape.picture, Int32(mask.rect.minX), Int32(mask.rect.minY), 0, 0,
                             0, 0, UInt32(mask.rect.width), UInt32(mask.rect.height))
            XRenderComposite(display, PictOpIn, mask.picture, 0, shape.picture, 0, 0, 0, 0, 0, 0,
                             UInt32(mask.rect.width), UInt32(mask.rect.height))
            withSolidFill(tint) { source in
                XRenderComposite(display, PictOpOver, source, shape.picture, target.picture, 0, 0, 0, 0,
                                 Int32(mask.rect.minX), Int32(mask.rect.minY), UInt32(mask.rect.width), UInt32(mask.rect.height))
            }
            return
        }
        XRenderComposite(display, PictOpOver, picture, mask.picture, target.picture,
                         Int32(mask.rect.minX), Int32(mask.rect.minY), 0, 0,
                         Int32(mask.rect.minX), Int32(mask.rect.minY), UInt32(mask.rect.width), UInt32(mask.rect.height))
    }
}

extension X11Painter {
    /// Composites `picture` (its transform set) over `rect` (target pixels), faded by `opacity`.
    private func compositeImage(_ picture: Picture, into rect: CGRect, opacity: Double) {
        var mask: Picture = 0
        if opacity < 1 {
            var alpha = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16(max(0, min(1, opacity)) * 65535))
            mask = XRenderCreateSolidFill(display, &alpha)
        }
        XRenderComposite(display, PictOpOver, picture, mask, target.picture, Int32(rect.minX), Int32(rect.minY), 0, 0,
                         Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
        if mask != 0 { XRenderFreePicture(display, mask) }
    }

    /// The bounds of `path` in target pixels.
    func pixelBounds(_ path: Path) -> CGRect {
        let box = path.boundingRect
        return CGRect(x: box.minX * scale - target.origin.x, y: box.minY * scale - target.origin.y,
                      width: box.width * scale, height: box.height * scale)
    }

    /// The scale and move (target pixels) that take `rect` where `snapping` puts it.
    static func snapCorrection(_ snapping: PixelSnapping, rect: CGRect) -> CGAffineTransform {
        let snapped = snapping.apply(rect)
        guard rect.width > 0, rect.height > 0, snapped.width > 0, snapped.height > 0 else { return .identity }
        let sx = snapped.width / rect.width, sy = snapped.height / rect.height
        return CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: snapped.minX - rect.minX * sx, ty: snapped.minY - rect.minY * sy)
    }
}

/// The images uploaded to one painter's server.
@MainActor
final class ImageUploads {
    static let capacity = 64

    private struct Upload {
        let pixmap: Pixmap
        let picture: Picture
        var lastUse: Int
    }

    private var uploads: [Int: Upload] = [:]
    private var clock = 0

    func picture(for image: DecodedImage, painter: X11Painter) -> Picture? {
        clock += 1
        if var kept = uploads[image.id] {
            kept.lastUse = clock
            uploads[image.id] = kept
            return kept.picture
        }
        guard let made = upload(image, painter: painter) else { return nil }
        if uploads.count >= Self.capacity, let oldest = uploads.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            free(oldest.value, painter.display)
            uploads[oldest.key] = nil
        }
        uploads[image.id] = made
        return made.picture
    }

    private func upload(_ image: DecodedImage, painter: X11Painter) -> Upload? {
        let display = painter.display
        guard image.width > 0, image.height > 0, image.width <= 32767, image.height <= 32767,
              let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)),
              let visual = painter.argbVisual ?? XDefaultVisual(display, XDefaultScreen(display)) else { return nil }
        let pixmap = XCreatePixmap(display, painter.window.id, UInt32(image.width), UInt32(image.height), 32)
        let gc = XCreateGC(display, pixmap, 0, nil)
        defer { XFreeGC(display, gc) }
        // In strips, so that no request exceeds the server's maximum size.
        let rowsPerStrip = max(1, 262_144 / image.width)
        var pixels = image.pixels
        pixels.withUnsafeMutableBufferPointer { buffer in
            var row = 0
            while row < image.height {
                let rows = min(rowsPerStrip, image.height - row)
                let start = buffer.baseAddress! + row * image.width
                start.withMemoryRebound(to: CChar.self, capacity: rows * image.width * 4) { bytes in
                    if let ximage = XCreateImage(display, visual, 32, ZPixmap, 0, bytes, UInt32(image.width), UInt32(rows), 32, 0) {
                        XPutImage(display, pixmap, gc, ximage, 0, 0, 0, Int32(row), UInt32(image.width), UInt32(rows))
                        // The pixels are Swift's: detach them before freeing the XImage.
                        ximage.pointee.data = nil
                        _ = ximage.pointee.f.destroy_image(ximage)
                    }
                }
                row += rows
            }
        }
        let picture = XRenderCreatePicture(display, pixmap, format, 0, nil)
        return Upload(pixmap: pixmap, picture: picture, lastUse: clock)
    }

    private func free(_ upload: Upload, _ display: OpaquePointer) {
        XRenderFreePicture(display, upload.picture)
        XFreePixmap(display, upload.pixmap)
    }

    func release(_ display: OpaquePointer) {
        for upload in uploads.values { free(upload, display) }
        uploads.removeAll()
    }
}
