import TrellisImageIO

/// The app's icon, which the desktop shows in its task bar, dock and
/// window switcher: the image resource named `AppIcon` (PNG or JPEG,
/// found as `Image("AppIcon")` would be, as macOS apps name theirs), else a
/// Trellis icon drawn here (a lattice on a blue rounded square).
package enum AppIcon {
    /// The sizes offered, in pixels: the desktop picks the nearest.
    package static let sizes = [16, 24, 32, 48, 64, 128]

    /// The icon at `size` × `size` pixels, straight (not premultiplied)
    /// ARGB, row by row.
    package static func pixels(size: Int) -> [UInt32] {
        guard size > 0, size <= 1024 else { return [] }
        if let source = resource { return scaled(source, to: size) }
        return generated(size: size)
    }

    /// The app's own icon, decoded once (nil when it has none or it cannot
    /// be read).
    private static let resource: DecodedImage? = {
        guard let url = ImageStore.locate("AppIcon", bundle: nil) else { return nil }
        let image = ImageStore.shared.image(at: url)
        return image.isPlaceholder || image.width == 0 || image.height == 0 ? nil : image
    }()

    /// The image fitted in the square (its aspect kept, centred), each
    /// pixel the average of the source pixels it covers, unpremultiplied.
    static func scaled(_ image: DecodedImage, to size: Int) -> [UInt32] {
        let scale = Double(max(image.width, image.height)) / Double(size)
        let width = Double(image.width) / scale, height = Double(image.height) / scale
        let left = (Double(size) - width) / 2, top = (Double(size) - height) / 2
        var result = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                // The source rectangle under this pixel.
                let x0 = (Double(x) - left) * scale, x1 = (Double(x + 1) - left) * scale
                let y0 = (Double(y) - top) * scale, y1 = (Double(y + 1) - top) * scale
                let sx0 = max(0, Int(x0.rounded(.down))), sx1 = min(image.width, Int(x1.rounded(.up)))
                let sy0 = max(0, Int(y0.rounded(.down))), sy1 = min(image.height, Int(y1.rounded(.up)))
                guard sx0 < sx1, sy0 < sy1 else { continue }
                var sums = [Double](repeating: 0, count: 4)
                for sy in sy0..<sy1 {
                    for sx in sx0..<sx1 {
                        let pixel = image.pixels[sy * image.width + sx]
                        for channel in 0..<4 { sums[channel] += Double((pixel >> UInt32(24 - 8 * channel)) & 0xFF) }
                    }
                }
                let count = Double((sx1 - sx0) * (sy1 - sy0))
                result[y * size + x] = straight(alpha: sums[0] / count, red: sums[1] / count, green: sums[2] / count,
                                                blue: sums[3] / count)
            }
        }
        return result
    }

    /// Premultiplied averages as one straight ARGB pixel.
    private static func straight(alpha: Double, red: Double, green: Double, blue: Double) -> UInt32 {
        guard alpha > 0 else { return 0 }
        func channel(_ value: Double) -> UInt32 { UInt32(min(255, max(0, (value * 255 / alpha).rounded()))) }
        return UInt32(alpha.rounded()) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
    }

    /// Trellis's own icon: a blue rounded square crossed by a white
    /// diagonal lattice, each pixel sampled 4 × 4 times for smooth edges.
    static func generated(size: Int) -> [UInt32] {
        let side = Double(size)
        let radius = side * 0.22
        let bar = max(1, side / 14)
        let spacing = side / 3.2
        func inSquare(_ x: Double, _ y: Double) -> Bool {
            let cx = min(max(x, radius), side - radius), cy = min(max(y, radius), side - radius)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius
        }
        func onLattice(_ x: Double, _ y: Double) -> Bool {
            let inset = side * 0.18
            guard x > inset, x < side - inset, y > inset, y < side - inset else { return false }
            func near(_ value: Double) -> Bool {
                let phase = value.truncatingRemainder(dividingBy: spacing)
                let wrapped = phase < 0 ? phase + spacing : phase
                return min(wrapped, spacing - wrapped) < bar / 2 * 1.414
            }
            return near(x + y) || near(x - y + side)
        }
        var result = [UInt32](repeating: 0, count: size * size)
        for y in 0..<size {
            for x in 0..<size {
                var square = 0.0, lattice = 0.0
                for sample in 0..<16 {
                    let px = Double(x) + (Double(sample % 4) + 0.5) / 4, py = Double(y) + (Double(sample / 4) + 0.5) / 4
                    guard inSquare(px, py) else { continue }
                    square += 1
                    if onLattice(px, py) { lattice += 1 }
                }
                guard square > 0 else { continue }
                // Blue (0x2F6FD6) mixed with white where the lattice runs.
                let white = lattice / square
                func mix(_ blue: Double) -> Double { (blue + (255 - blue) * white) * square / 16 }
                result[y * size + x] = straight(alpha: 255 * square / 16, red: mix(0x2F), green: mix(0x6F), blue: mix(0xD6))
            }
        }
        return result
    }
}
