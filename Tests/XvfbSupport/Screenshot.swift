import Foundation

/// An 8-bit-per-channel colour.
public struct RGB: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// Parses "#336699" or "336699".
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff))
    }

    /// The largest per-channel difference (0 when equal).
    public func distance(to other: RGB) -> Int {
        max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
    }

    public var description: String { String(format: "#%02x%02x%02x", red, green, blue) }
}

/// The pixels of an X window (by default the root), captured with `xwd` and
/// decoded here: exact colours, no image library.
public struct Screenshot: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major RGB triples.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 3)
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// Captures the root window of `display`, or the inside of `window`
    /// (border excluded) when given; parts of a window covered by others
    /// are undefined, so prefer cropping a root capture.
    public static func capture(display: String, window: XWindowID? = nil, timeout: Double = 10) throws -> Screenshot {
        let path = NSTemporaryDirectory() + "screenshot-\(getpid())-\(UUID().uuidString.prefix(8)).xwd"
        defer { unlink(path) }
        let target = window.map { ["-nobdrs", "-id", "\($0)"] } ?? ["-root"]
        let result = try Subprocess.run(["xwd", "-silent", "-out", path] + target,
                                        environment: ["DISPLAY": display], timeout: timeout)
        guard result.succeeded else { throw HarnessError("screenshot failed: \(result)") }
        return try Screenshot(xwd: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Decodes an XWD (X Window Dump, version 7) ZPixmap of a TrueColor
    /// visual with 24 or 32 bits per pixel.
    public init(xwd data: Data) throws {
        let bytes = [UInt8](data)
        func header(_ index: Int) throws -> Int {
            let offset = index * 4
            guard offset + 4 <= bytes.count else { throw HarnessError("XWD file is truncated") }
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        let headerSize = try header(0), version = try header(1), format = try header(2)
        let width = try header(4), height = try header(5), byteOrder = try header(7)
        let bitsPerPixel = try header(11), bytesPerLine = try header(12), visualClass = try header(13)
        let masks = (try header(14), try header(15), try header(16))
        let colourCount = try header(19)
        guard version == 7, format == 2, visualClass == 4 || visualClass == 5, bitsPerPixel == 32 || bitsPerPixel == 24 else {
            throw HarnessError("unsupported XWD: version \(version), format \(format), visual \(visualClass), \(bitsPerPixel) bpp")
        }
        let start = headerSize + colourCount * 12
        guard start + bytesPerLine * height <= bytes.count else { throw HarnessError("XWD pixel data is truncated") }

        func channel(_ value: Int, _ mask: Int) -> UInt8 {
            guard mask != 0 else { return 0 }
            let shift = mask.trailingZeroBitCount
            let maximum = mask >> shift
            return UInt8(((value & mask) >> shift) * 255 / maximum)
        }
        let step = bitsPerPixel / 8
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        let common = step == 4 && byteOrder == 0 && masks == (0xff0000, 0xff00, 0xff)
        bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let row = start + y * bytesPerLine
                    var o = y * width * 3
                    for x in 0..<width {
                        let p = row + x * step
                        if common {  // BGRX, what Xvfb's 24-bit screens give
                            target[o] = source[p + 2]
                            target[o + 1] = source[p + 1]
                            target[o + 2] = source[p]
                        } else {
                            var value = 0
                            for i in 0..<step {
                                let byte = Int(source[p + i])
                                value |= byteOrder == 0 ? byte << (8 * i) : byte << (8 * (step - 1 - i))
                            }
                            target[o] = channel(value, masks.0)
                            target[o + 1] = channel(value, masks.1)
                            target[o + 2] = channel(value, masks.2)
                        }
                        o += 3
                    }
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The colour at (`x`, `y`).
    public func color(x: Int, y: Int) -> RGB {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "(\(x), \(y)) is outside \(width)×\(height)")
        let o = (y * width + x) * 3
        return RGB(pixels[o], pixels[o + 1], pixels[o + 2])
    }

    /// A copy of the given rectangle (clipped to the image).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Screenshot {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(self.width, x + width), y1 = min(self.height, y + height)
        let w = max(0, x1 - x0), h = max(0, y1 - y0)
        var out = [UInt8]()
        out.reserveCapacity(w * h * 3)
        for row in y0..<(y0 + h) {
            let o = (row * self.width + x0) * 3
            out += pixels[o..<(o + w * 3)]
        }
        return Screenshot(width: w, height: h, pixels: out)
    }

    /// How many pixels satisfy `predicate`.
    public func count(where predicate: (RGB) -> Bool) -> Int {
        var total = 0
        for i in stride(from: 0, to: pixels.count, by: 3) where predicate(RGB(pixels[i], pixels[i + 1], pixels[i + 2])) {
            total += 1
        }
        return total
    }

    /// The distinct colours and how often each occurs.
    public func histogram() -> [RGB: Int] {
        var counts: [RGB: Int] = [:]
        for i in stride(from: 0, to: pixels.count, by: 3) {
            counts[RGB(pixels[i], pixels[i + 1], pixels[i + 2]), default: 0] += 1
        }
        return counts
    }

    /// Writes a binary PPM (P6), which any image viewer or `convert` reads.
    public func writePPM(to path: String) throws {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.append(contentsOf: pixels)
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// Writes a PNG through ImageMagick (`convert`), for people to look at.
    public func writePNG(to path: String) throws {
        let ppm = path + ".ppm"
        defer { unlink(ppm) }
        try writePPM(to: ppm)
        try Subprocess.output(["convert", ppm, path], timeout: 20)
    }
}
