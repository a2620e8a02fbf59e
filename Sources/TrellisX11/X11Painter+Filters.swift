import CX11
import TrellisCore

/// Blur and colour matrices on layer surfaces. A blur is two passes of
/// XRender's convolution filter (a Gaussian is separable); a wide one is
/// done at a reduced size and scaled back, so its cost stays bounded
/// whatever the radius. A colour matrix is applied on the client, pixel by
/// pixel, as XRender has no such filter.
extension X11Painter {
    /// Deviations above this are blurred at a reduced size.
    static let largestDirectSigma: CGFloat = 6

    func blur(_ surface: LayerSurface, sigma: CGFloat) {
        blurCount += 1
        let width = surface.rect.width, height = surface.rect.height
        let factor = max(1, (sigma / Self.largestDirectSigma).rounded(.up))
        guard factor > 1 else { return convolve(surface.picture, width: width, height: height, sigma: sigma) }
        let small = CGRect(x: 0, y: 0, width: max(1, (width / factor).rounded(.up)), height: max(1, (height / factor).rounded(.up)))
        guard let reduced = makeSurface(small) else { return }
        defer { reduced.release(display) }
        setTransform(CGAffineTransform(scaleX: factor, y: factor), on: surface.picture, filter: "bilinear")
        XRenderComposite(display, PictOpSrc, surface.picture, 0, reduced.picture, 0, 0, 0, 0, 0, 0,
                         UInt32(small.width), UInt32(small.height))
        setTransform(.identity, on: surface.picture, filter: "nearest")
        convolve(reduced.picture, width: small.width, height: small.height, sigma: sigma / factor)
        setTransform(CGAffineTransform(scaleX: 1 / factor, y: 1 / factor), on: reduced.picture, filter: "bilinear")
        XRenderComposite(display, PictOpSrc, reduced.picture, 0, surface.picture, 0, 0, 0, 0, 0, 0,
                         UInt32(width), UInt32(height))
    }

    /// How far (pixels) `blur` spreads a pixel: the kernel's half width,
    /// and for a reduced blur the two bilinear resamplings around it.
    func blurReach(_ sigma: CGFloat) -> Int {
        let factor = max(1, (sigma / Self.largestDirectSigma).rounded(.up))
        guard factor > 1 else { return sigma > 0.3 ? max(1, Int((3 * sigma).rounded(.up))) : 0 }
        let reduced = max(1, Int((3 * sigma / factor).rounded(.up)))
        return Int(factor) * (reduced + 2) + 2
    }

    /// A Gaussian blur of `picture` in place: horizontal into a scratch
    /// surface, vertical back.
    private func convolve(_ picture: Picture, width: CGFloat, height: CGFloat, sigma: CGFloat) {
        guard sigma > 0.3, let scratch = makeSurface(CGRect(x: 0, y: 0, width: width, height: height), pooled: true) else { return }
        defer { recycle(scratch) }
        let half = max(1, Int((3 * sigma).rounded(.up)))
        var weights = (-half...half).map { exp(-Double($0 * $0) / (2 * Double(sigma * sigma))) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        func apply(_ source: Picture, _ destination: Picture, horizontal: Bool) {
            var params: [XFixed] = horizontal ? [XFixed(weights.count << 16), XFixed(1 << 16)]
                                              : [XFixed(1 << 16), XFixed(weights.count << 16)]
            params += weights.map { XFixed(($0 * 65536).rounded()) }
            XRenderSetPictureFilter(display, source, "convolution", &params, Int32(params.count))
            XRenderComposite(display, PictOpSrc, source, 0, destination, 0, 0, 0, 0, 0, 0, UInt32(width), UInt32(height))
            XRenderSetPictureFilter(display, source, "nearest", nil, 0)
        }
        apply(picture, scratch.picture, horizontal: true)
        apply(scratch.picture, picture, horizontal: false)
    }

    /// Reads the surface, transforms each pixel's straight colour, writes it back.
    func applyColorMatrix(_ matrix: ColorMatrix, to surface: LayerSurface) {
        let width = UInt32(surface.rect.width), height = UInt32(surface.rect.height)
        guard let image = XGetImage(display, surface.pixmap, 0, 0, width, height, XAllPlanes(), ZPixmap) else { return }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return }
        let stride = Int(image.pointee.bytes_per_line)
        data.withMemoryRebound(to: UInt8.self, capacity: stride * Int(height)) { bytes in
            for y in 0..<Int(height) {
                for x in 0..<Int(width) {
                    // Little-endian ARGB32, premultiplied: B, G, R, A.
                    let p = bytes + y * stride + x * 4
                    let a = Double(p[3]) / 255
                    guard a > 0 || matrix.rows[3][4] > 0 else { continue }
                    let unit = a > 0 ? 1 / (a * 255) : 0
                    let out = matrix.apply((Double(p[2]) * unit, Double(p[1]) * unit, Double(p[0]) * unit, a))
                    p[3] = UInt8((out.3 * 255).rounded())
                    p[2] = UInt8((out.0 * out.3 * 255).rounded())
                    p[1] = UInt8((out.1 * out.3 * 255).rounded())
                    p[0] = UInt8((out.2 * out.3 * 255).rounded())
                }
            }
        }
        let gc = XCreateGC(display, surface.pixmap, 0, nil)
        XPutImage(display, surface.pixmap, gc, image, 0, 0, 0, 0, width, height)
        XFreeGC(display, gc)
    }
}
