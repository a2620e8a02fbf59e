import CX11

/// Measures and draws UTF-8 with one Xft face. Xft reports advances as
/// 16-bit values, so long strings are handled in chunks (Xft applies no
/// kerning or shaping, so chunking does not change the result).
enum XftText {
    /// Chunk size in UTF-8 bytes; far below 32767 px at any sane size.
    static let chunkBytes = 256

    /// Calls `body` with each chunk, split on scalar boundaries.
    static func forEachChunk(_ text: String, _ body: (UnsafePointer<FcChar8>, Int32) -> Void) {
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count {
                var end = min(buffer.count, start + chunkBytes)
                // Never cut inside a multi-byte sequence (continuation bytes are 10xxxxxx).
                while end < buffer.count, end > start, buffer[end] & 0xC0 == 0x80 { end -= 1 }
                if end == start { end = min(buffer.count, start + chunkBytes) }
                body(UnsafePointer(base + start), Int32(end - start))
                start = end
            }
        }
        utf8.removeAll()
    }

    /// The advance of `text` in pixels.
    static func advance(_ text: String, font: UnsafeMutablePointer<XftFont>, display: OpaquePointer) -> Int {
        var total = 0
        forEachChunk(text) { bytes, count in
            var extents = XGlyphInfo()
            XftTextExtentsUtf8(display, font, bytes, count, &extents)
            total += Int(extents.xOff)
        }
        return total
    }

    /// Draws `text` with its baseline starting at pixel (x, y); returns the
    /// pen position after it.
    @discardableResult
    static func draw(_ text: String, font: UnsafeMutablePointer<XftFont>, display: OpaquePointer,
                     draw: OpaquePointer, color: inout XftColor, x: Int, y: Int) -> Int {
        var pen = x
        forEachChunk(text) { bytes, count in
            XftDrawStringUtf8(draw, &color, font, Int32(clamping: pen), Int32(clamping: y), bytes, count)
            var extents = XGlyphInfo()
            XftTextExtentsUtf8(display, font, bytes, count, &extents)
            pen += Int(extents.xOff)
        }
        return pen
    }
}
