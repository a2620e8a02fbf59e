import CImageCodecs
import Foundation
import Testing
import TrellisImageIO
@testable import TrellisCore

/// Images far larger than they are shown are decoded reduced from the
/// start: a JPEG by TurboJPEG's own k/8 scaling, a PNG a row at a time.
/// The decoded size, what the decoder allocated at most, and the pixels.
@Suite("Image downsampling")
struct ImageDownsamplingTests {
    /// A PNG whose left half is opaque red and right half opaque blue, in
    /// stored zlib blocks (each at most 65,535 bytes).
    static func halvesPNG(width: Int, height: Int) -> Data {
        TestPNG.encode(width: width, height: height) { x in x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }

    /// The same halves as a JPEG (quality 95, TurboJPEG).
    static func halvesJPEG(width: Int, height: Int) -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let o = (y * width + x) * 3
                if x < width / 2 { pixels[o] = 255 } else { pixels[o + 2] = 255 }
            }
        }
        let handle = tjInitCompress()
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        // TJPF_RGB = 0, TJSAMP_444 = 0.
        _ = tjCompress2(handle, pixels, Int32(width), 0, Int32(height), 0, &output, &size, 0, 95, 0)
        defer { tjFree(output) }
        return Data(bytes: output!, count: Int(size))
    }

    private func channels(_ pixel: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(pixel >> 24), Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }

    @Test func aLargeJPEGIsDecodedByTheDecodersOwnScaling() throws {
        let data = Self.halvesJPEG(width: 1200, height: 900)
        var cost = ImageDecoder.Cost()
        let image = try ImageDecoder.decode(data, neededSide: 300, cost: &cost).get()
        // 2/8 is the smallest of TurboJPEG's steps that still reaches 300.
        #expect(image.width == 300 && image.height == 225)
        #expect(image.sourceWidth == 1200 && image.sourceHeight == 900)
        // Never the whole image: the reduced pixels (and their bytes) only.
        #expect(cost.largestBuffer <= 300 * 225 * 4 * 2)
        #expect(cost.largestBuffer < 1200 * 900 * 4 / 4)
        let left = channels(image.pixels[100 * 300 + 40]), right = channels(image.pixels[100 * 300 + 260])
        #expect(left.a == 255 && left.r > 240 && left.b < 15, "\(left)")
        #expect(right.a == 255 && right.b > 240 && right.r < 15, "\(right)")
        // A use that needs 1,000 pixels gets 7/8 (1,050).
        #expect(try ImageDecoder.decode(data, neededSide: 1000).get().width == 1050)
    }

    @Test func aLargePNGIsReducedRowByRow() throws {
        let data = Self.halvesPNG(width: 1200, height: 900)
        var cost = ImageDecoder.Cost()
        let image = try ImageDecoder.decode(data, neededSide: 300, cost: &cost).get()
        #expect(image.width == 300 && image.height == 225)
        #expect(image.sourceWidth == 1200 && image.sourceHeight == 900)
        // The reduced image, one source row and a row of sums; the whole
        // image would be 4,320,000 bytes.
        #expect(cost.largestBuffer <= 300 * 225 * 4 + 1200 * 4 + 300 * 16)
        #expect(image.pixels[0] == 0xFFFF_0000 && image.pixels[299] == 0xFF00_00FF)
        #expect(image.pixels[224 * 300 + 149] == 0xFFFF_0000 && image.pixels[224 * 300 + 150] == 0xFF00_00FF)
        // A truncated file is still an error, not a crash.
        guard case .failure(.corrupt) = ImageDecoder.decode(data.prefix(data.count / 2), neededSide: 300) else {
            Issue.record("a truncated PNG decodes")
            return
        }
    }

    @Test func smallImagesAreDecodedWhole() throws {
        let image = try ImageDecoder.decode(Self.halvesPNG(width: 64, height: 32), neededSide: 300).get()
        #expect(image.width == 64 && image.height == 32 && !image.isReduced)
    }
}

/// The `Image` view asks for what it shows: decoded at the screen's side
/// (`ImageStore.screenSide`) unless drawn larger, measured at the file's size.
@Suite("Image downsampling in views")
@MainActor
struct ImageViewDownsamplingTests {
    @Test func aViewDecodesForTheScreenAndMore() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-halves-\(getpid()).jpg")
        try ImageDownsamplingTests.halvesJPEG(width: 1200, height: 900).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let saved = ImageStore.screenSide
        ImageStore.screenSide = 300
        defer { ImageStore.screenSide = saved }
        func drawn(_ host: TestHost) -> [DisplayImage] {
            host.host.displayList().items.compactMap { if case .image(let image) = $0 { image } else { nil } }
        }
        // Fitted into 200 × 150: decoded 300 wide, laid out by the file's ratio.
        let fitted = TestHost(Image(contentsOfFile: url.path).resizable().scaledToFit().frame(width: 200, height: 200),
                              width: 400, height: 300)
        let small = try #require(drawn(fitted).first)
        #expect(small.image.width == 300 && small.rect.size == CGSize(width: 200, height: 150))
        #expect(small.source == CGRect(x: 0, y: 0, width: 300, height: 225))
        // Not resizable: 1,200 points, so the whole file is needed.
        let natural = TestHost(ScrollView([.horizontal, .vertical]) { Image(contentsOfFile: url.path) }, width: 400, height: 300)
        let whole = try #require(drawn(natural).first)
        #expect(whole.image.width == 1200 && whole.rect.size == CGSize(width: 1200, height: 900))
    }
}
