/// Pixels decoded from an image file: premultiplied ARGB, one `UInt32`
/// per pixel (0xAARRGGBB), rows top to bottom. Immutable and shared: a
/// backend uploads each one to its server once (keyed by `id`).
package final class DecodedImage: @unchecked Sendable, Hashable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt32]
    /// The file's own size in pixels (what layout measures); larger than
    /// `width` × `height` when the image was decoded reduced.
    package let sourceWidth: Int
    package let sourceHeight: Int
    /// Decoded smaller than the file.
    package var isReduced: Bool { width < sourceWidth || height < sourceHeight }
    /// Stands in for an image that could not be decoded.
    package let isPlaceholder: Bool
    package let id: Int

    nonisolated(unsafe) private static var nextID = 0
    private static let lock = NSLock()

    package init(width: Int, height: Int, pixels: [UInt32], isPlaceholder: Bool = false,
                 sourceWidth: Int? = nil, sourceHeight: Int? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.sourceWidth = max(width, sourceWidth ?? width)
        self.sourceHeight = max(height, sourceHeight ?? height)
        self.isPlaceholder = isPlaceholder
        Self.lock.lock()
        Self.nextID += 1
        id = Self.nextID
        Self.lock.unlock()
    }

    package static func == (lhs: DecodedImage, rhs: DecodedImage) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// A visible placeholder: a light grey square with a dark cross.
    package static let placeholder: DecodedImage = {
        let side = 32
        var pixels = [UInt32](repeating: 0xFFDD_DDDD, count: side * side)
        for i in 0..<side {
            for t in -1...1 where i + t >= 0 && i + t < side {
                pixels[i * side + i + t] = 0xFF80_8080
                pixels[i * side + side - 1 - i - t] = 0xFF80_8080
            }
            pixels[i] = 0xFF80_8080; pixels[(side - 1) * side + i] = 0xFF80_8080
            pixels[i * side] = 0xFF80_8080; pixels[i * side + side - 1] = 0xFF80_8080
        }
        return DecodedImage(width: side, height: side, pixels: pixels, isPlaceholder: true)
    }()
}

import Foundation
