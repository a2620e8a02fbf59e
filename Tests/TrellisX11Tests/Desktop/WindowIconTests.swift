import CX11
import Testing
@testable import TrellisCore
import TrellisImageIO
@testable import TrellisX11

/// The icon a task bar shows for a Trellis window: `_NET_WM_ICON` read back
/// from the server, several sizes of straight ARGB.
@Suite("Window icon", .serialized)
@MainActor
struct WindowIconTests {
    @Test func theWindowCarriesTheIconAtEverySize() throws {
        try X11TestSession.with { session in
            let reader = WindowPropertyReader(connection: session.connection)
            let window = X11Window(connection: session.connection, title: "Icon", pixelWidth: 100, pixelHeight: 80)
            defer { window.destroy() }
            window.applyIcon()
            // Xlib hands format-32 data back as C longs, sign-extended:
            // readers keep the low 32 bits, as task bars do.
            let values = try #require(reader.longs(window.id, "_NET_WM_ICON")).map { $0 & 0xFFFF_FFFF }
            var index = 0
            var icons: [Int: [UInt]] = [:]
            while index + 2 <= values.count {
                let width = Int(values[index]), height = Int(values[index + 1])
                #expect(width == height && width > 0)
                icons[width] = Array(values[(index + 2)..<min(values.count, index + 2 + width * height)])
                index += 2 + width * height
            }
            #expect(index == values.count, "sizes and pixels fill the property exactly")
            #expect(icons.keys.sorted() == AppIcon.sizes)
            let icon = try #require(icons[32])
            #expect(icon.count == 32 * 32)
            // Opaque in the middle, transparent in the rounded corner.
            #expect(icon[16 * 32 + 16] >> 24 == 0xFF)
            #expect(icon[0] >> 24 == 0)
            #expect(Set(icon.map { $0 & 0xFF_FFFF }).count > 2, "a picture, not a flat square")
        }
    }

    @Test func anAppsOwnIconIsScaledAndUnpremultiplied() {
        // 4 × 2: opaque red on the left, half-transparent red on the right
        // (premultiplied 0x80 of 0xFF).
        let image = DecodedImage(width: 4, height: 2, pixels: [0xFFFF_0000, 0xFFFF_0000, 0x8080_0000, 0x8080_0000,
                                                               0xFFFF_0000, 0xFFFF_0000, 0x8080_0000, 0x8080_0000])
        let pixels = AppIcon.scaled(image, to: 2)
        // Fitted in the square, centred: one row of two pixels, the row
        // above and below it half covered.
        #expect(pixels.count == 4)
        #expect(pixels[0] == 0xFFFF_0000 && pixels[1] == 0x80FF_0000)
        #expect(pixels[2] == 0xFFFF_0000 && pixels[3] == 0x80FF_0000)
    }
}
