import Foundation

/// PNG files written by hand for the image tests: 8-bit RGBA, the pixels
/// in zlib's stored blocks (at most 65,535 bytes each), so no compression
/// library is needed and the bytes are exactly known.
enum TestPNG {
    /// `width` × `height` pixels, each `pixel(x)`'s RGBA (every row alike).
    /// `claimWidth`/`claimHeight` put other sizes in the header (a lying file).
    static func encode(width: Int, height: Int, claimWidth: Int? = nil, claimHeight: Int? = nil,
                       pixel: (_ x: Int) -> [UInt8]) -> Data {
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xFFFF_FFFF
        }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(body.count) + typed + be32(Int(crc(typed)))
        }
        var row: [UInt8] = [0]
        for x in 0..<width { row += pixel(x) }
        var raw: [UInt8] = []
        raw.reserveCapacity(row.count * height)
        for _ in 0..<height { raw += row }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, raw.count - offset)
            let last: UInt8 = offset + length == raw.count ? 1 : 0
            zlib += [last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
            zlib += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += be32(Int(b << 16 | a))
        let header = be32(claimWidth ?? width) + be32(claimHeight ?? height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }
}
