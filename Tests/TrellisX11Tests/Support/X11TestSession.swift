import CX11
import Foundation
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// A private Xvfb plus a connection, font cache and measurer on it. The
/// server object is kept for the session's lifetime; `close()` frees X
/// resources in order (fonts before the display), then stops the server.
@MainActor
final class X11TestSession {
    let server: XvfbServer
    let connection: X11Connection
    let fonts: XftFontCache
    let measurer: XftTextMeasurer

    init() throws {
        server = try XvfbServer(width: 640, height: 480)
        connection = try X11Connection(name: server.display)
        fonts = XftFontCache(connection: connection)
        measurer = XftTextMeasurer(fonts: fonts)
    }

    func close() {
        fonts.release()
        connection.close()
        server.stop()
    }

    /// Runs `body` with a fresh session, always cleaning up.
    static func with<T>(_ body: (X11TestSession) throws -> T) throws -> T {
        let session = try X11TestSession()
        defer { session.close() }
        return try body(session)
    }

    /// A mapped window with a painter, after its first Expose.
    func makeWindow(width: Int = 320, height: Int = 240) throws -> (X11Window, X11Painter) {
        let window = X11Window(connection: connection, title: "test", pixelWidth: width, pixelHeight: height)
        window.map()
        try waitForExpose(of: window)
        return (window, X11Painter(window: window, fonts: fonts))
    }

    /// Waits (at most 5 s) for the window's Expose event.
    func waitForExpose(of window: X11Window) throws {
        let display = connection.display
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == Expose, event.xexpose.window == window.id { return }
            }
            var descriptor = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 100)
        }
        throw TestFailure("no Expose within 5 s")
    }

    /// The window's pixels, read back with XGetImage.
    func capture(_ window: X11Window) throws -> Capture {
        let display = connection.display
        XSync(display, False)
        guard let image = XGetImage(display, window.id, 0, 0, UInt32(window.pixelWidth), UInt32(window.pixelHeight),
                                    XAllPlanes(), ZPixmap) else { throw TestFailure("XGetImage failed") }
        defer { _ = image.pointee.f.destroy_image(image) }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(window.pixelWidth * window.pixelHeight)
        guard let getPixel = image.pointee.f.get_pixel else { throw TestFailure("image has no get_pixel") }
        for y in 0..<window.pixelHeight {
            for x in 0..<window.pixelWidth {
                pixels.append(UInt32(truncatingIfNeeded: getPixel(image, Int32(x), Int32(y))))
            }
        }
        return Capture(width: window.pixelWidth, height: window.pixelHeight, pixels: pixels)
    }
}

/// Read-back pixels of a 24-bit TrueColor window.
struct Capture {
    let width: Int
    let height: Int
    let pixels: [UInt32]

    struct RGB: Equatable, CustomStringConvertible {
        var r: Int, g: Int, b: Int
        var description: String { "(\(r), \(g), \(b))" }
        func isClose(to other: RGB, tolerance: Int = 3) -> Bool {
            abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
        }
    }

    subscript(x: Int, y: Int) -> RGB {
        let p = pixels[y * width + x]
        return RGB(r: Int(p >> 16 & 0xff), g: Int(p >> 8 & 0xff), b: Int(p & 0xff))
    }

    /// How many pixels in `rect` differ from `background` by more than the tolerance.
    func countDiffering(from background: RGB, in rect: (x: Int, y: Int, w: Int, h: Int)) -> Int {
        var count = 0
        for y in rect.y..<min(height, rect.y + rect.h) {
            for x in rect.x..<min(width, rect.x + rect.w) where !self[x, y].isClose(to: background) { count += 1 }
        }
        return count
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
