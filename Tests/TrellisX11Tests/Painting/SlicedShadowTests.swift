import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// Shadows and clip shapes of rect-like layers drawn as nine slices of a
/// kept model: the same pixels as blurring the layer's alpha and
/// rasterising its clip (within a few levels), at 1× and 2×, and no blur
/// when only the size changes.
@Suite("Sliced shadows", .serialized)
@MainActor
struct SlicedShadowTests {
    let shadowColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    let tint = RGBAColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.6)

    /// A palette tile: a gradient and a dot clipped to `clip`, shadowed.
    private func tile(_ rect: CGRect, clip: Path, radius: CGFloat, color: RGBAColor, offset: CGSize = CGSize(width: 0, height: 2)) -> DisplayItem {
        let gradient = DisplayGradient(kind: .linear(start: rect.origin, end: CGPoint(x: rect.maxX, y: rect.maxY)),
                                       stops: [.init(color: RGBAColor(red: 1, green: 0.85, blue: 0.6), location: 0),
                                               .init(color: RGBAColor(red: 0.6, green: 0.7, blue: 1), location: 1)])
        var inner = DisplayLayer(items: [.shade(Path(rect), gradient),
                                         .fill(Path(ellipseIn: CGRect(x: rect.minX + 8, y: rect.minY + 8, width: 20, height: 20)),
                                               RGBAColor(red: 0.8, green: 0.1, blue: 0.1))])
        inner.clip = clip
        return shadowed([.layer(inner)], radius: radius, color: color, offset: offset)
    }

    private func shadowed(_ items: [DisplayItem], radius: CGFloat, color: RGBAColor, offset: CGSize = CGSize(width: 0, height: 2)) -> DisplayItem {
        var layer = DisplayLayer(items: items)
        layer.shadow = DisplayShadow(color: color, radius: radius, offset: offset)
        return .layer(layer)
    }

    /// The largest difference of any channel between two captures, and where.
    private func largestDifference(_ a: Capture, _ b: Capture) -> (Int, x: Int, y: Int) {
        var largest = (0, x: 0, y: 0)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let difference = max(abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
                if difference > largest.0 { largest = (difference, x, y) }
            }
        }
        return largest
    }

    /// The pixels that differ by more than `tolerance` in some channel.
    private func differing(_ a: Capture, _ b: Capture, by tolerance: Int) -> [(x: CGFloat, y: CGFloat)] {
        var found: [(x: CGFloat, y: CGFloat)] = []
        for y in 0..<a.height {
            for x in 0..<a.width where !a[x, y].isClose(to: b[x, y], tolerance: tolerance) { found.append((CGFloat(x), CGFloat(y))) }
        }
        return found
    }

    /// Paints `item` sliced, then blurred, and returns the largest
    /// difference and how many models the sliced paint made.
    private func compare(_ item: DisplayItem, session: X11TestSession) throws -> (difference: Int, models: Int, shadowed: Bool, at: String) {
        let (window, painter) = try session.makeWindow(width: 480, height: 360)
        defer { painter.release(); window.destroy() }
        let list = DisplayList(background: .white, items: [item])
        painter.paint(list)
        let sliced = try session.capture(window)
        let models = painter.shadowModels.modelsMade
        painter.slicesShapes = false
        painter.paint(list)
        let blurred = try session.capture(window)
        // The shadow is there at all: pixels below the shape are darker than white.
        let shadowed = (0..<blurred.height).contains { y in (0..<blurred.width).contains { blurred[$0, y].r < 250 } }
        let difference = largestDifference(sliced, blurred)
        return (difference.0, models, shadowed, "at (\(difference.x), \(difference.y)): \(sliced[difference.x, difference.y]) sliced, \(blurred[difference.x, difference.y]) blurred")
    }

    @Test(arguments: [1.0, 2.0])
    func slicedShadowsMatchBlurredOnes(scale: Double) throws {
        let rects = [CGRect(x: 30.3, y: 30.6, width: 170.4, height: 64), CGRect(x: 17, y: 20, width: 183.7, height: 90.3)]
        try X11TestSession.with { session in
            session.connection.setScale(scale)
            for rect in rects {
                let shapes: [(String, Path)] = [("rounded 10", Path(roundedRect: rect, cornerRadius: 10)),
                                                ("rounded 6 circular", Path(roundedRect: rect, cornerRadius: 6, style: .circular)),
                                                ("capsule", Capsule().path(in: rect))]
                for (name, clip) in shapes {
                    for radius: CGFloat in [4, 1, 0] {
                        let result = try compare(tile(rect, clip: clip, radius: radius, color: shadowColor), session: session)
                        #expect(result.models == 1, "\(name) at \(rect), radius \(radius), \(scale)×: drawn sliced")
                        #expect(result.shadowed)
                        // A capsule's ends lie anywhere in a pixel; the model's are
                        // placed to 1/16 pixel, and the rasteriser samples 1/17 pixel
                        // apart: a hard edge can differ by a few levels there. The
                        // tile's own corners are clipped through a model too (see
                        // `slicedClipsMatchRasterisedOnes`).
                        #expect(result.difference <= (name == "capsule" ? 4 : 3), "\(name) at \(rect), radius \(radius), \(scale)×: differs by \(result.difference) \(result.at)")
                    }
                }
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func filledShapesAndClipRectanglesMatchToo(scale: Double) throws {
        let rect = CGRect(x: 40.4, y: 35.2, width: 150.3, height: 70.7)
        let fill: DisplayItem = shadowed([.fill(Path(roundedRect: rect, cornerRadius: 8), .white)], radius: 6, color: tint,
                                         offset: CGSize(width: 3, height: -2))
        let clipped: DisplayItem = shadowed([.pushClip(rect), .fill(Path(rect.insetBy(dx: -5, dy: -5)), RGBAColor(red: 0.9, green: 0.9, blue: 0.2)),
                                             .popClip], radius: 4, color: shadowColor)
        try X11TestSession.with { session in
            session.connection.setScale(scale)
            for (name, item) in [("filled rounded rectangle", fill), ("clip rectangle", clipped)] {
                let result = try compare(item, session: session)
                #expect(result.models == 1, "\(name), \(scale)×: drawn sliced")
                #expect(result.shadowed)
                #expect(result.difference <= 2, "\(name), \(scale)×: differs by \(result.difference) \(result.at)")
            }
        }
    }

    @Test(arguments: [1.0, 2.0])
    func slicedClipsMatchRasterisedOnes(scale: Double) throws {
        // Black on white: the clip's anti-aliased corners at full contrast.
        try X11TestSession.with { session in
            session.connection.setScale(scale)
            for rect in [CGRect(x: 30.3, y: 30.6, width: 170.4, height: 64), CGRect(x: 17, y: 20, width: 83.7, height: 90.3)] {
                let shapes = [("rounded 10", Path(roundedRect: rect, cornerRadius: 10), 10.0),
                              ("capsule", Capsule().path(in: rect), min(rect.width, rect.height) / 2),
                              ("rounded 16 circular", Path(roundedRect: rect, cornerRadius: 16, style: .circular), 16)]
                for (name, clip, radius) in shapes {
                    var layer = DisplayLayer(items: [.fill(Path(rect.insetBy(dx: -3, dy: -3)), .black)])
                    layer.clip = clip
                    let (window, painter) = try session.makeWindow(width: 480, height: 360)
                    defer { painter.release(); window.destroy() }
                    let list = DisplayList(background: .white, items: [.layer(layer)])
                    painter.paint(list)
                    let sliced = try session.capture(window)
                    #expect(painter.clipModels.modelsMade == 1)
                    painter.slicesShapes = false
                    painter.paint(list)
                    let rasterised = try session.capture(window)
                    // Snapping stretches a shape's corners by up to a pixel over
                    // its width; a model's are not: a few levels on anti-aliased
                    // corner pixels, nowhere else.
                    let difference = largestDifference(sliced, rasterised)
                    // (A continuous corner reaches in about 1.5 radii.)
                    let corner = 1.6 * radius * scale + 2
                    let box = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
                    let outside = differing(sliced, rasterised, by: 2).filter { x, y in
                        min(abs(x - box.minX), abs(x - box.maxX)) > corner || min(abs(y - box.minY), abs(y - box.maxY)) > corner
                    }
                    #expect(outside.isEmpty, "\(name) at \(rect), \(scale)×: differs away from the corners at \(outside.prefix(5))")
                    #expect(difference.0 <= 10, "\(name) at \(rect), \(scale)×: differs by \(difference.0) at (\(difference.x), \(difference.y)): \(sliced[difference.x, difference.y]) sliced, \(rasterised[difference.x, difference.y]) rasterised")
                }
            }
        }
    }

    @Test func wideShadowsBlurredReducedStayClose() throws {
        // A deviation over `largestDirectSigma` is blurred at a reduced
        // size, whose sampling depends on where the surface starts: not
        // equal, but as close (a level at the time of writing).
        let rect = CGRect(x: 60.5, y: 50.25, width: 120.5, height: 80)
        try X11TestSession.with { session in
            session.connection.setScale(2)
            let result = try compare(tile(rect, clip: Path(roundedRect: rect, cornerRadius: 12), radius: 10, color: shadowColor),
                                     session: session)
            #expect(result.models == 1)
            #expect(result.difference <= 2, "differs by \(result.difference) \(result.at)")
        }
    }

    @Test func resizingAShadowedTileBlursOnce() throws {
        try X11TestSession.with { session in
            for slices in [true, false] {
                let (window, painter) = try session.makeWindow(width: 320, height: 240)
                defer { painter.release(); window.destroy() }
                painter.slicesShapes = slices
                for frame in 0..<12 {
                    let rect = CGRect(x: 20, y: 20, width: 150 + 3.7 * CGFloat(frame), height: 64)
                    painter.paint(DisplayList(background: .white,
                                              items: [tile(rect, clip: Path(roundedRect: rect, cornerRadius: 10), radius: 4, color: shadowColor)]))
                }
                // Sliced: the model is blurred once; blurred: every frame.
                #expect(painter.blurCount == (slices ? 1 : 12), "slices \(slices): \(painter.blurCount) blurs")
            }
        }
    }

    @Test func shapesThatAreNotRectLikeAreBlurredAsBefore() throws {
        let rect = CGRect(x: 40, y: 40, width: 120, height: 80)
        let translucent = RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let items: [DisplayItem] = [
            tile(rect, clip: Path(ellipseIn: rect), radius: 4, color: shadowColor),
            shadowed([.fill(Path(roundedRect: rect, cornerRadius: 10), translucent)], radius: 4, color: shadowColor),
            shadowed([.fill(Path(roundedRect: rect, cornerRadius: 10), .white), .fill(Path(rect.insetBy(dx: -4, dy: 10)), .white)],
                     radius: 4, color: shadowColor),
        ]
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 320, height: 240)
            defer { painter.release(); window.destroy() }
            for item in items { painter.paint(DisplayList(background: .white, items: [item])) }
            #expect(painter.shadowModels.modelsMade == 0)
            #expect(painter.blurCount == items.count)
        }
    }
}
