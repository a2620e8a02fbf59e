import Testing
@testable import TrellisX11
import TrellisCore

/// Which layers' shadows can be sliced, and how: the geometry alone, no
/// server.
@Suite("Outline slices")
struct OutlineSlicesTests {
    private func outline(_ path: Path, scale: Double = 1) -> RectLikeOutline? {
        let polygons = path.polygons(tolerance: 0.25 / scale)
        guard polygons.count == 1 else { return nil }
        let b = path.boundingRect
        return RectLikeOutline(polygon: polygons[0], scale: scale,
                               sides: CGRect(x: b.minX * scale, y: b.minY * scale, width: b.width * scale, height: b.height * scale))
    }

    @Test func roundedRectanglesAndCapsulesAreRectLike() throws {
        let rounded = try #require(outline(Path(roundedRect: CGRect(x: 10, y: 10, width: 200, height: 64), cornerRadius: 10, style: .circular), scale: 2))
        #expect(abs(rounded.leftReach - 20) < 1e-9 && abs(rounded.bottomReach - 20) < 1e-9)
        let capsule = try #require(outline(Capsule(style: .circular).path(in: CGRect(x: 10, y: 10, width: 200, height: 64))))
        // Its ends meet: it stretches sideways only.
        #expect(abs(capsule.leftReach - 32) < 1e-9 && capsule.stretchesHorizontally && !capsule.stretchesVertically)
        let rectangle = try #require(outline(Path(CGRect(x: 10, y: 10, width: 50, height: 20))))
        #expect(rectangle.leftReach == 0 && rectangle.vertices.count == 4)
    }

    @Test func otherShapesAreNot() {
        // An ellipse: no straight side either way.
        #expect(outline(Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60))) == nil)
        // A notch in the top side: only its rows stretch.
        var notched = Path()
        notched.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 60, y: 0),
                          CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50)])
        notched.closeSubpath()
        #expect(outline(notched).map { !$0.stretchesHorizontally && $0.stretchesVertically } == true)
        // Notches in the top and the left side: neither does.
        var twice = Path()
        twice.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 60, y: 0),
                        CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 30),
                        CGPoint(x: 10, y: 25), CGPoint(x: 0, y: 20)])
        twice.closeSubpath()
        #expect(outline(twice) == nil)
        // A diamond: no straight sides at all.
        var diamond = Path()
        diamond.addLines([CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 30), CGPoint(x: 50, y: 60), CGPoint(x: 0, y: 30)])
        diamond.closeSubpath()
        #expect(outline(diamond) == nil)
    }

    @Test func slicesCoverTheShadowAndTheModelIsSmall() throws {
        let slices = try #require(OutlineSlices(outline: RectLikeOutline(pixelRect: CGRect(x: 10, y: 20, width: 100, height: 50)), reach: 4))
        // Corners: half a pixel of room, whole, plus the reach both ways.
        #expect(slices.horizontal == OutlineSlices.Axis(near: 9, far: 9, middle: 90, start: 6))
        #expect(slices.vertical == OutlineSlices.Axis(near: 9, far: 9, middle: 40, start: 16))
        #expect(slices.horizontal.modelSize == 19)
        // Too narrow for two corners and the blur between them.
        #expect(OutlineSlices(outline: RectLikeOutline(pixelRect: CGRect(x: 10, y: 20, width: 9, height: 50)), reach: 4) == nil)
    }

    @Test func theKeyIgnoresSizeAndPositionButNotCorners() throws {
        func key(_ rect: CGRect, corner: CGFloat) throws -> [Int32] {
            let path = Path(roundedRect: rect, cornerRadius: corner)
            let shape = try #require(outline(path))
            return try #require(OutlineSlices(outline: shape, reach: 6)).key
        }
        let base = try key(CGRect(x: 10, y: 10, width: 200, height: 64), corner: 10)
        #expect(try key(CGRect(x: 37, y: 90, width: 143, height: 80), corner: 10) == base)
        #expect(try key(CGRect(x: 10, y: 10, width: 200, height: 64), corner: 12) != base)
        // Half a pixel across: the sides' phase is part of the model.
        #expect(try key(CGRect(x: 10.5, y: 10, width: 200, height: 64), corner: 10) != base)
    }

    @Test func aCoverMayTrimACornerOnly() throws {
        let outline = RectLikeOutline(pixelRect: CGRect(x: 10, y: 20, width: 100, height: 50))
        let trimmed = try #require(OutlineSlices(outline: outline, reach: 2, cover: CGRect(x: 11, y: 20, width: 99, height: 50)))
        #expect(trimmed.modelCuts == [CGRect(x: 0, y: 0, width: 3, height: CGFloat(trimmed.vertical.modelSize))])
        #expect(OutlineSlices(outline: outline, reach: 2, cover: CGRect(x: 30, y: 20, width: 80, height: 50)) == nil)
    }

    @Test func castersAreOpaqueShapesOrOpaqueContentUnderAClip() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let shape = Path(roundedRect: rect, cornerRadius: 8)
        let opaque = RGBAColor(red: 1, green: 1, blue: 1)
        #expect(ShadowCaster(items: [.fill(shape, opaque)])?.shape == .path(shape, evenOdd: false))
        #expect(ShadowCaster(items: [.fill(shape, RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9))]) == nil)
        var clipped = DisplayLayer(items: [.fill(Path(rect), opaque), .text("Tile", origin: .zero, font: ResolvedFont(size: 13), color: .black)])
        clipped.clip = shape
        let caster = try #require(ShadowCaster(items: [.layer(clipped)]))
        #expect(caster.shape == .path(shape, evenOdd: false) && caster.cover == Path(rect))
        // Content that could erase what the cover drew: not a caster.
        var erasing = DisplayLayer(items: [.fill(Path(rect), opaque)])
        erasing.blendMode = .destinationOut
        clipped.items.append(.layer(erasing))
        #expect(ShadowCaster(items: [.layer(clipped)]) == nil)
        // Translucent content under the clip: not a caster.
        clipped.items = [.fill(Path(rect), RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))]
        #expect(ShadowCaster(items: [.layer(clipped)]) == nil)
        // A clip rectangle around opaque content.
        let boxed = ShadowCaster(items: [.pushClip(rect), .fill(Path(rect), opaque), .popClip])
        #expect(boxed?.shape == .clipRectangle(rect))
        #expect(ShadowCaster(items: [.pushClip(rect), .popClip, .fill(Path(rect), opaque), .popClip]) == nil)
    }
}
