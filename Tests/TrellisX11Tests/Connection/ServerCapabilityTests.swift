import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// Issue #12: servers that lack what most have — the RENDER extension, a
/// TrueColor default visual — get a clear answer, never a black window.
@Suite("X11 server capabilities", .serialized)
@MainActor
struct ServerCapabilityTests {
    private func server(_ extra: [String], depth: Int = 24) throws -> XvfbServer {
        try XvfbServer(["Xvfb", "-displayfd", "3", "-noreset", "-screen", "0", "320x240x\(depth)", "-nolisten", "tcp"] + extra,
                       width: 320, height: 240)
    }

    @Test func aServerWithoutRenderIsRefusedWithOneClearLine() throws {
        let server = try server(["-extension", "RENDER"])
        defer { server.stop() }
        #expect(throws: X11ConnectionError.noRender(server.display)) { try X11Connection(name: server.display) }
        #expect(X11ConnectionError.noRender(":9").description
            == "trellis: the X server at \":9\" has no RENDER extension, which Trellis needs to draw")
    }

    /// On an 8-bit PseudoColor default visual, windows use the TrueColor
    /// visual the server also offers, so colours keep their hue.
    @Test func anEightBitPseudoColorScreenPaintsThroughATrueColorVisual() throws {
        let server = try server([], depth: 8)
        defer { server.stop() }
        let connection = try X11Connection(name: server.display)
        defer { connection.close() }
        #expect(XDefaultVisual(connection.display, connection.screen).pointee.class == PseudoColor)
        #expect(connection.visual.visual.pointee.class == TrueColor)
        #expect(!connection.visual.isDefault)
        #expect(connection.visual.warning == nil)

        let fonts = XftFontCache(connection: connection)
        defer { fonts.release() }
        let window = X11Window(connection: connection, title: "8 bit", pixelWidth: 60, pixelHeight: 40)
        defer { window.destroy() }
        window.map()
        let painter = X11Painter(window: window, fonts: fonts)
        defer { painter.release() }
        painter.paint(DisplayList(background: RGBAColor(red: 0, green: 0, blue: 1),
                                  items: [.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), RGBAColor(red: 1, green: 0, blue: 0))]))
        XSync(connection.display, False)
        let visual = connection.visual.visual.pointee
        func channels(x: Int32, y: Int32) throws -> (r: Double, g: Double, b: Double) {
            let image = try #require(XGetImage(connection.display, window.id, x, y, 1, 1, XAllPlanes(), ZPixmap))
            defer { _ = image.pointee.f.destroy_image(image) }
            let pixel = UInt(image.pointee.f.get_pixel(image, 0, 0))
            func channel(_ mask: UInt) -> Double { Double((pixel & mask) >> mask.trailingZeroBitCount) / Double(mask >> mask.trailingZeroBitCount) }
            return (channel(visual.red_mask), channel(visual.green_mask), channel(visual.blue_mask))
        }
        let red = try channels(x: 10, y: 20), blue = try channels(x: 50, y: 20)
        #expect(red.r == 1 && red.g == 0 && red.b == 0, "red painted as \(red)")
        #expect(blue.r == 0 && blue.g == 0 && blue.b == 1, "blue painted as \(blue)")
    }
}
