import CX11
import TrellisCore

/// A linear gradient filling a whole-pixel rectangle between two opaque
/// stops — a tile's `LinearGradient` background — drawn by stretching a
/// small picture of its colours sampled between the rectangle's corner
/// pixels, bilinearly, instead of through XRender's gradient.
///
/// Across such a rectangle the gradient's parameter is an affine function
/// of the position, and between two stops the colour is affine in the
/// parameter, so the colour is affine over the rectangle; bilinear
/// interpolation of an affine function's samples gives the function back. pixman evaluates a gradient per pixel in floating point through
/// its gradient walker — a quarter of the X server's time in the
/// decorated tiles' resize (`perf`, 2026-12-02) — while its bilinear
/// scaling of an 8888 picture is a SIMD loop. The samples are 8-bit and
/// pixman's weights 7-bit, so a pixel may differ from XRender's gradient
/// by a level or two of 255 (`StretchedGradientTests`).
extension X11Painter {
    /// Draws `gradient` over `rect` (target pixels, whole) stretched from
    /// its corners. False, having drawn nothing, when the gradient is not
    /// linear, a stop is translucent, the rectangle spans more than one
    /// pair of stops or is under two pixels either way.
    func shadeStretched(_ rect: CGRect, gradient: DisplayGradient) -> Bool {
        guard stretchesGradients, case .linear(let start, let end) = gradient.kind, rect.width >= 2, rect.height >= 2,
              rect.width <= 32767, rect.height <= 32767,
              gradient.stops.allSatisfy({ $0.color.alpha >= 1 && $0.color.red.isFinite && $0.color.green.isFinite && $0.color.blue.isFinite })
        else { return false }
        let toTarget = gradient.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: -target.origin.x, y: -target.origin.y))
        let dx = end.x - start.x, dy = end.y - start.y, lengthSquared = dx * dx + dy * dy
        guard toTarget.isInvertible, lengthSquared.isFinite, lengthSquared > 1e-12 else { return false }
        let fromTarget = toTarget.inverted()
        // The gradient's parameter at a pixel's centre, as pixman reads it.
        func parameter(_ x: CGFloat, _ y: CGFloat) -> Double {
            let g = CGPoint(x: x, y: y).applying(fromTarget)
            return ((g.x - start.x) * dx + (g.y - start.y) * dy) / lengthSquared
        }
        let left = rect.minX + 0.5, right = rect.maxX - 0.5, top = rect.minY + 0.5, bottom = rect.maxY - 0.5
        let corners = [parameter(left, top), parameter(right, top), parameter(left, bottom), parameter(right, bottom)]
        guard let low = corners.min(), let high = corners.max(), low.isFinite, high.isFinite,
              let pair = stopPair(holding: low...high, in: gradient.stops) else { return false }
        guard let samples = gradientSamples() else { return false }
        // The colour at the grid's points: affine, so the corners' colours
        // interpolated (0…255 a channel, rounded once per sample).
        let colors = corners.map { Self.opaqueColor(pair, at: $0) }
        let last = Double(Self.gradientGrid - 1)
        var pixels = [UInt32](repeating: 0, count: Self.gradientGrid * Self.gradientGrid)
        for j in 0..<Self.gradientGrid {
            let v = Double(j) / last
            let leading = colors[0] + (colors[2] - colors[0]) * v, trailing = colors[1] + (colors[3] - colors[1]) * v
            for i in 0..<Self.gradientGrid {
                let c = (leading + (trailing - leading) * (Double(i) / last) + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                pixels[j * Self.gradientGrid + i] = 0xFF00_0000 | UInt32(c.x) << 16 | UInt32(c.y) << 8 | UInt32(c.z)
            }
        }
        upload(pixels, to: samples)
        // Target pixel centres → the grid: the corner pixels' centres land
        // on its corner pixels' centres; pad repeats them beyond.
        let a = last / (right - left), d = last / (bottom - top)
        let picture = samples.picture
        setTransform(CGAffineTransform(a: a, b: 0, c: 0, d: d, tx: 0.5 - left * a, ty: 0.5 - top * d), on: picture, filter: "bilinear")
        // Every colour is opaque: Src draws what Over would.
        XRenderComposite(display, PictOpSrc, picture, 0, target.picture, Int32(rect.minX), Int32(rect.minY), 0, 0,
                         Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
        stretchedGradientCount += 1
        return true
    }

    /// The two neighbouring stops whose span holds `range`, if any.
    private func stopPair(holding range: ClosedRange<Double>, in stops: [DisplayGradient.Stop])
        -> (DisplayGradient.Stop, DisplayGradient.Stop)? {
        for (a, b) in zip(stops, stops.dropFirst()) where b.location > a.location {
            if a.location <= range.lowerBound, range.upperBound <= b.location { return (a, b) }
        }
        return nil
    }

    /// The colour at `t` between two opaque stops, 0…255 a channel (red,
    /// green, blue), from the stops as the server has them (16 bits a channel).
    private static func opaqueColor(_ pair: (DisplayGradient.Stop, DisplayGradient.Stop), at t: Double) -> SIMD4<Double> {
        let (a, b) = pair
        let f = max(0, min(1, (t - a.location) / (b.location - a.location)))
        func sent(_ color: RGBAColor) -> SIMD4<Double> {
            let channels = SIMD4(color.red, color.green, color.blue, 0).clamped(lowerBound: .zero, upperBound: .one)
            return (channels * 65535).rounded(.toNearestOrAwayFromZero) / 65535 * 255
        }
        let from = sent(a.color)
        return from + (sent(b.color) - from) * f
    }

    /// Samples a side: pixman weighs neighbouring pixels in steps of
    /// 1/128, so across 2×2 corners a wide gradient came out in plateaus
    /// up to 3 levels off; with 8 samples a side the steps are 7× finer
    /// and no pixel was found more than 2 levels off.
    static let gradientGrid = 8

    /// The kept `gradientGrid`² ARGB picture the samples are drawn into,
    /// padded, with the GC that uploads them.
    private func gradientSamples() -> (pixmap: Pixmap, picture: Picture, gc: GC)? {
        if let kept = gradientSampling { return kept }
        guard let format = XRenderFindStandardFormat(display, Int32(PictStandardARGB32)) else { return nil }
        let side = UInt32(Self.gradientGrid)
        let pixmap = XCreatePixmap(display, window.id, side, side, 32)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatPad
        let picture = XRenderCreatePicture(display, pixmap, format, UInt(CPRepeat), &attributes)
        guard let gc = XCreateGC(display, pixmap, 0, nil) else {
            XRenderFreePicture(display, picture)
            XFreePixmap(display, pixmap)
            return nil
        }
        gradientSampling = (pixmap, picture, gc)
        return gradientSampling
    }

    private func upload(_ pixels: [UInt32], to samples: (pixmap: Pixmap, picture: Picture, gc: GC)) {
        guard let visual = argbVisual ?? XDefaultVisual(display, XDefaultScreen(display)) else { return }
        var pixels = pixels
        let side = UInt32(Self.gradientGrid)
        pixels.withUnsafeMutableBytes { buffer in
            let bytes = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
            guard let image = XCreateImage(display, visual, 32, ZPixmap, 0, bytes, side, side, 32, 0) else { return }
            XPutImage(display, samples.pixmap, samples.gc, image, 0, 0, 0, 0, side, side)
            // The pixels are Swift's: detach them before freeing the XImage.
            image.pointee.data = nil
            _ = image.pointee.f.destroy_image(image)
        }
    }
}
