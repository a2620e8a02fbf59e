import Foundation
import Testing
import TrellisImageIO
@testable import TrellisCore

/// Decoding real PNG and JPEG bytes, and refusing bad ones without
/// crashing or allocating what a lying header asks for.
@Suite("Image decoding")
struct ImageDecoderTests {
    /// A minimal PNG: `width` × `height`, 8-bit RGBA, every pixel `rgba`,
    /// written with zlib's stored blocks (no compression library needed).
    static func png(width: Int, height: Int, rgba: [UInt8], claimWidth: Int? = nil, claimHeight: Int? = nil) -> Data {
        TestPNG.encode(width: width, height: height, claimWidth: claimWidth, claimHeight: claimHeight) { _ in rgba }
    }

    @Test func aPNGDecodesToPremultipliedPixels() throws {
        let image = try ImageDecoder.decode(Self.png(width: 3, height: 2, rgba: [255, 0, 0, 128])).get()
        #expect(image.width == 3 && image.height == 2)
        // Half-transparent red, premultiplied: 0x80 alpha, 0x80 red.
        #expect(image.pixels.allSatisfy { $0 == 0x8080_0000 })
    }

    @Test func emptyTruncatedAndUnknownDataAreRefused() {
        #expect(throws: ImageDecoder.Failure.unknownFormat) { try ImageDecoder.decode(Data()).get() }
        #expect(throws: ImageDecoder.Failure.unknownFormat) { try ImageDecoder.decode(Data("GIF89a".utf8)).get() }
        let whole = Self.png(width: 20, height: 20, rgba: [0, 255, 0, 255])
        for cut in [8, 30, whole.count / 2, whole.count - 13] {
            let result = ImageDecoder.decode(whole.prefix(cut))
            guard case .failure(.corrupt) = result else { Issue.record("cut at \(cut): \(result)"); continue }
        }
        // A JPEG that stops after its first marker.
        guard case .failure = ImageDecoder.decode(Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00])) else { Issue.record("truncated JPEG"); return }
    }

    @Test func aLyingHeaderIsRefusedBeforeAllocating() {
        let lying = Self.png(width: 2, height: 2, rgba: [1, 2, 3, 255], claimWidth: 100_000, claimHeight: 100_000)
        #expect(throws: ImageDecoder.Failure.tooLarge(width: 100_000, height: 100_000)) { try ImageDecoder.decode(lying).get() }
    }

    @Test func largeImagesAreReducedByWholeFactors() {
        let image = DecodedImage(width: 8, height: 4, pixels: [UInt32](repeating: 0xFF00_00FF, count: 32))
        let reduced = ImageDecoder.reduced(image, largestSide: 3)
        #expect(reduced.width == 2 && reduced.height == 1)
        #expect(reduced.pixels == [0xFF00_00FF, 0xFF00_00FF])
    }
}

/// An `Image` view's size: its pixels, or what it is offered once resizable.
@Suite("Image layout")
@MainActor
struct ImageLayoutTests {
    static let file: String = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-image-\(getpid()).png")
        try? ImageDecoderTests.png(width: 40, height: 20, rgba: [0, 0, 255, 255]).write(to: url)
        return url.path
    }()

    @Test func anImageIsAsLargeAsItsPixels() {
        let host = TestHost(Image(contentsOfFile: Self.file), width: 400, height: 300)
        #expect(host.nodes(kind: "Image")[0].rect == CGRect(x: 180, y: 140, width: 40, height: 20))
    }

    @Test func aResizableImageTakesTheProposalAndKeepsItsRatioWhenScaledToFit() {
        let host = TestHost(Image(contentsOfFile: Self.file).resizable(), width: 400, height: 300)
        #expect(host.nodes(kind: "Image")[0].rect == CGRect(x: 0, y: 0, width: 400, height: 300))
        let fit = TestHost(Image(contentsOfFile: Self.file).resizable().scaledToFit(), width: 400, height: 300)
        #expect(fit.nodes(kind: "Image")[0].rect == CGRect(x: 0, y: 50, width: 400, height: 200))
    }

    @Test func capInsetsKeepTheCornersAtTheirSize() {
        let host = TestHost(Image(contentsOfFile: Self.file).resizable(capInsets: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
            .frame(width: 200, height: 100), width: 400, height: 300)
        let pieces = host.host.displayList().items.compactMap { item -> DisplayImage? in if case .image(let i) = item { return i }; return nil }
        #expect(pieces.count == 9)
        #expect(pieces[0].source == CGRect(x: 0, y: 0, width: 10, height: 5) && pieces[0].rect == CGRect(x: 100, y: 100, width: 10, height: 5))
        #expect(pieces[4].rect == CGRect(x: 110, y: 105, width: 180, height: 90))
    }

    @Test func aTemplateImageIsTintedWithTheForeground() {
        let host = TestHost(Image(contentsOfFile: Self.file).renderingMode(.template).foregroundStyle(.red), width: 400, height: 300)
        let item = host.host.displayList().items.compactMap { item -> DisplayImage? in if case .image(let i) = item { return i }; return nil }.first
        #expect(item?.tint == Color.red.resolved(in: EnvironmentValues()))
    }

    @Test func aMissingOrCorruptImageIsAPlaceholderReportedOnce() {
        Diagnostics.log.removeAll()
        let host = TestHost(VStack { Image("no-such-image-\(getpid())"); Image("no-such-image-\(getpid())") }, width: 400, height: 300)
        #expect(host.nodes(kind: "Image").allSatisfy { $0.rect.size == CGSize(width: 32, height: 32) })
        #expect(Diagnostics.log.filter { $0.contains("no-such-image") }.count == 1)
        let corrupt = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-corrupt-\(getpid()).png")
        try? Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: corrupt)
        let broken = TestHost(Image(contentsOfFile: corrupt.path), width: 400, height: 300)
        #expect(broken.nodes(kind: "Image")[0].rect.size == CGSize(width: 32, height: 32))
        #expect(Diagnostics.log.contains { $0.contains("corrupt") })
    }
}

/// `Image(systemName:)`: a symbol font glyph at the font's size, or a
/// placeholder for a name the table lacks.
@Suite("System symbols")
@MainActor
struct SystemSymbolTests {
    @Test func aKnownSymbolIsAGlyphOfTheSymbolFontInTheForeground() {
        let host = TestHost(Image(systemName: "star.fill").font(.system(size: 26)).foregroundStyle(.red), width: 400, height: 300)
        let text = host.host.displayList().items.compactMap { item -> (String, ResolvedFont, RGBAColor)? in
            if case .text(let s, _, let font, let color) = item { return (s, font, color) }
            return nil
        }.first
        #expect(text?.0 == "\u{F005}")
        #expect(text?.1.family == SymbolNames.family && text?.1.size == 26)
        #expect(text?.2 == Color.red.resolved(in: EnvironmentValues()))
        // The deterministic measurer: one character, as tall as a line.
        let frame = host.nodes(kind: "Image")[0].rect
        #expect(frame.height == 32 && frame.width > 0)
    }

    @Test func fillVariantsFallBackAndUnknownNamesArePlaceholders() {
        #expect(SymbolNames.glyph(for: "trophy.fill") != nil)
        Diagnostics.log.removeAll()
        let host = TestHost(Image(systemName: "no.such.symbol"), width: 400, height: 300)
        #expect(host.nodes(kind: "Image")[0].rect.size == CGSize(width: 32, height: 32))
        #expect(Diagnostics.log.contains { $0.contains("no.such.symbol") })
    }
}

@Suite("Image paint")
@MainActor
struct ImagePaintTests {
    @Test func anImagePaintTilesTheImageInsideTheShape() {
        let host = TestHost(Circle().fill(ImagePaint(image: Image(contentsOfFile: ImageLayoutTests.file), scale: 0.5))
            .frame(width: 100, height: 100), width: 400, height: 300)
        let layer = host.host.displayList().items.compactMap { item -> DisplayLayer? in if case .layer(let l) = item { return l }; return nil }.first
        #expect(layer?.clip == Circle().path(in: CGRect(x: 150, y: 100, width: 100, height: 100)))
        guard case .image(let tiles)? = layer?.items.first else { Issue.record("a tiled image inside the clip"); return }
        #expect(tiles.tiled && tiles.source == CGRect(x: 0, y: 0, width: 40, height: 20))
        // Half size: the tiles' space is scaled by 0.5 about the corner.
        #expect(tiles.rect.applying(tiles.transform) == CGRect(x: 150, y: 100, width: 100, height: 100))
    }
}

@Suite("Image scale")
@MainActor
struct ImageScaleTests {
    @Test func imageScaleSizesSymbolsRelativeToTheFont() {
        func glyphSize(_ scale: Image.Scale) -> CGFloat? {
            let host = TestHost(Image(systemName: "star").font(.system(size: 20)).imageScale(scale), width: 400, height: 300)
            return host.host.displayList().items.compactMap { item -> CGFloat? in
                if case .text(_, _, let font, _) = item { return font.size }
                return nil
            }.first
        }
        #expect(glyphSize(.small) == 16 && glyphSize(.medium) == 20 && glyphSize(.large) == 26)
    }
}
