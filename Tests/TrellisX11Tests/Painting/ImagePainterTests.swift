import CX11
import Testing
@testable import TrellisX11
import TrellisCore
import TrellisImageIO

/// Images on the server: scaled with nearest or bilinear sampling,
/// tinted, tiled, rotated; compared with the pixels they must give.
@Suite("Image painting", .serialized)
@MainActor
struct ImagePainterTests {
    /// 2 × 2: red, green / blue, half-transparent black.
    let checker = DecodedImage(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0x8000_0000])

    private func paint(_ items: [DisplayItem]) throws -> Capture {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 240, height: 240)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: .white, items: items))
            return try session.capture(window)
        }
    }

    private func item(_ rect: CGRect, smooth: Bool = false, configure: (inout DisplayImage) -> Void = { _ in }) -> DisplayItem {
        var image = DisplayImage(image: checker, source: CGRect(x: 0, y: 0, width: 2, height: 2), rect: rect)
        image.smooth = smooth
        configure(&image)
        return .image(image)
    }

    @Test func nearestSamplingKeepsEachPixelAQuadrant() throws {
        let shot = try paint([item(CGRect(x: 20, y: 20, width: 100, height: 100))])
        #expect(shot[40, 40] == Capture.RGB(r: 255, g: 0, b: 0))
        #expect(shot[100, 40] == Capture.RGB(r: 0, g: 255, b: 0))
        #expect(shot[40, 100] == Capture.RGB(r: 0, g: 0, b: 255))
        // Half-transparent black over white.
        #expect(shot[100, 100].isClose(to: Capture.RGB(r: 127, g: 127, b: 127), tolerance: 2))
        #expect(shot[130, 130] == Capture.RGB(r: 255, g: 255, b: 255), "nothing outside the rectangle")
    }

    @Test func bilinearSamplingBlendsBetweenPixels() throws {
        let shot = try paint([item(CGRect(x: 20, y: 20, width: 100, height: 100), smooth: true)])
        // Half way between red and green on the top row.
        let middle = shot[70, 25]
        #expect(middle.r > 60 && middle.r < 200 && middle.g > 60 && middle.g < 200, "\(middle)")
    }

    @Test func aTemplateImageIsItsAlphaInTheTint() throws {
        let shot = try paint([item(CGRect(x: 20, y: 20, width: 100, height: 100)) { $0.tint = RGBAColor(red: 0.5, green: 0, blue: 1) }])
        #expect(shot[40, 40] == Capture.RGB(r: 128, g: 0, b: 255))
        #expect(shot[100, 100].isClose(to: Capture.RGB(r: 191, g: 127, b: 255), tolerance: 2), "half alpha: \(shot[100, 100])")
    }

    @Test func tiledImagesRepeatAtTheirSize() throws {
        let shot = try paint([item(CGRect(x: 0, y: 0, width: 8, height: 8)) { $0.tiled = true }])
        #expect(shot[0, 0] == Capture.RGB(r: 255, g: 0, b: 0))
        #expect(shot[2, 0] == Capture.RGB(r: 255, g: 0, b: 0))
        #expect(shot[3, 0] == Capture.RGB(r: 0, g: 255, b: 0))
        #expect(shot[6, 1] == Capture.RGB(r: 0, g: 0, b: 255))
        #expect(shot[9, 0] == Capture.RGB(r: 255, g: 255, b: 255))
    }

    @Test func aRotatedImageIsDrawnRotated() throws {
        // A quarter turn clockwise about the image's centre: red (top-left)
        // goes to the top-right.
        let rotation = CGAffineTransform.about(CGPoint(x: 70, y: 70), CGAffineTransform(rotationAngle: .pi / 2))
        let shot = try paint([item(CGRect(x: 20, y: 20, width: 100, height: 100)) { $0.transform = rotation }])
        #expect(shot[100, 40] == Capture.RGB(r: 255, g: 0, b: 0), "\(shot[100, 40])")
        #expect(shot[40, 40] == Capture.RGB(r: 0, g: 0, b: 255), "\(shot[40, 40])")
    }
}
