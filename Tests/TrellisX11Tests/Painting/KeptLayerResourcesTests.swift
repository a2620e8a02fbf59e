import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// What the painter keeps between frames for layers: small clip shapes'
/// coverage (`X11Painter+KeptClipMask`) and layer surfaces
/// (`LayerSurfacePool`). Each must paint exactly what a fresh mask or a
/// fresh surface paints.
@Suite("Kept layer resources", .serialized)
@MainActor
struct KeptLayerResourcesTests {
    /// An image stand-in: a gradient and a dot, clipped to `clip`.
    private func clipped(_ rect: CGRect, clip: Path) -> DisplayItem {
        let gradient = DisplayGradient(kind: .linear(start: rect.origin, end: CGPoint(x: rect.maxX, y: rect.maxY)),
                                       stops: [.init(color: RGBAColor(red: 0.1, green: 0.2, blue: 0.9), location: 0),
                                               .init(color: RGBAColor(red: 0.9, green: 0.8, blue: 0.1), location: 1)])
        var layer = DisplayLayer(items: [.shade(Path(rect.insetBy(dx: -2, dy: -2)), gradient),
                                         .fill(Path(ellipseIn: rect.insetBy(dx: 6, dy: 6)), RGBAColor(red: 0.9, green: 0.1, blue: 0.1))])
        layer.clip = clip
        return .layer(layer)
    }

    private func star(in rect: CGRect) -> Path {
        var path = Path()
        for k in 0..<10 {
            let angle = Double(k) * .pi / 5 - .pi / 2, radius = (k % 2 == 0 ? 1.0 : 0.45) * rect.width / 2
            let point = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    private func largestDifference(_ a: Capture, _ b: Capture) -> Int {
        var largest = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                largest = max(largest, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
            }
        }
        return largest
    }

    @Test(arguments: [1.0, 2.0])
    func keptClipMasksPaintAsRasterisedOnes(scale: Double) throws {
        try X11TestSession.with { session in
            session.connection.setScale(scale)
            for rect in [CGRect(x: 20.3, y: 30.6, width: 32, height: 32), CGRect(x: 71.5, y: 12.25, width: 40.4, height: 40.4)] {
                for (name, clip) in [("circle", Circle().path(in: rect)), ("star", star(in: rect))] {
                    let (window, painter) = try session.makeWindow(width: 320, height: 200)
                    defer { painter.release(); window.destroy() }
                    painter.paint(DisplayList(background: .white, items: [clipped(rect, clip: clip)]))
                    let kept = try session.capture(window)
                    // One for the clip, one for the dot (a small fill).
                    #expect(painter.masks.masksMade == 2, "\(name) at \(rect), \(scale)×: its coverage is kept")
                    // The kept mask is the clip at its nearest quarter-pixel
                    // phase: rasterised there, it is the same to the level.
                    painter.target = RenderTarget(buffer: try #require(painter.buffer))
                    let shift = try #require(painter.snappedOutline(clip).placement).shift
                    #expect(abs(shift.x) <= 0.125 && abs(shift.y) <= 0.125)
                    let moved = clip.applying(CGAffineTransform(translationX: shift.x / scale, y: shift.y / scale))
                    painter.slicesShapes = false
                    painter.paint(DisplayList(background: .white, items: [clipped(rect, clip: moved)]))
                    let rasterised = try session.capture(window)
                    let difference = largestDifference(kept, rasterised)
                    #expect(difference == 0, "\(name) at \(rect), \(scale)×: differs by \(difference)")
                    // Something was drawn: the dot's red is there.
                    #expect((0..<kept.height).contains { y in (0..<kept.width).contains { kept[$0, y].r > 200 && kept[$0, y].g < 60 } })
                }
            }
        }
    }

    @Test func aClipShapeMovedByWholePixelsReusesItsMask() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 320, height: 200)
            defer { painter.release(); window.destroy() }
            for x in stride(from: 10.25, through: 210.25, by: 25) {
                let rect = CGRect(x: x, y: 40.5, width: 32, height: 32)
                painter.paint(DisplayList(background: .white, items: [clipped(rect, clip: Circle().path(in: rect))]))
            }
            // The clip's and the dot's, made once for nine frames.
            #expect(painter.masks.masksMade == 2)
        }
    }

    @Test func aClipShapeMovedByFractionsOfAPixelFindsItsMaskAmongFourPhases() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 320, height: 200)
            defer { painter.release(); window.destroy() }
            // 40 frames of an animation: x moves 0.37 pixels a frame.
            for frame in 0..<40 {
                let rect = CGRect(x: 10 + 0.37 * CGFloat(frame), y: 40.5, width: 32, height: 32)
                painter.paint(DisplayList(background: .white, items: [clipped(rect, clip: Circle().path(in: rect))]))
            }
            // Four x phases for the clip and four for the dot; not 80.
            #expect(painter.masks.masksMade <= 8, "\(painter.masks.masksMade) masks made")
        }
    }

    /// A shadowed, clipped tile drawn the general way (a surface for the
    /// layer, one for the tinted shadow, one for the blur's scratch).
    private func blurredTile(width: CGFloat) -> DisplayItem {
        let rect = CGRect(x: 24.5, y: 20.25, width: width, height: 64)
        var layer = DisplayLayer(items: [clipped(rect, clip: star(in: CGRect(x: rect.minX, y: rect.minY, width: 64, height: 64))),
                                         .fill(Path(CGRect(x: rect.minX + 70, y: rect.minY + 10, width: width - 80, height: 40)),
                                               RGBAColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.8))])
        layer.shadow = DisplayShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.4), radius: 5,
                                     offset: CGSize(width: 2, height: 3))
        return .layer(layer)
    }

    @Test func pooledSurfacesPaintAsFreshOnes() throws {
        try X11TestSession.with { session in
            let (window, pooled) = try session.makeWindow(width: 360, height: 140)
            defer { pooled.release(); window.destroy() }
            // Widths that shrink and grow, as an animated resize's frames do.
            for width: CGFloat in [200, 203.5, 190, 260, 201, 120] {
                let list = DisplayList(background: .white, items: [blurredTile(width: width)])
                pooled.paint(list)
                let reused = try session.capture(window)
                let fresh = X11Painter(window: window, fonts: session.fonts)
                fresh.paint(list)
                let made = try session.capture(window)
                fresh.release()
                #expect(largestDifference(reused, made) == 0, "width \(width)")
            }
            #expect(pooled.surfacePool.reuses >= 10, "\(pooled.surfacePool.reuses) surfaces reused")
        }
    }

    @Test func idleSurfacesAreFreed() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow(width: 360, height: 140)
            defer { painter.release(); window.destroy() }
            painter.paint(DisplayList(background: .white, items: [blurredTile(width: 200)]))
            #expect(painter.surfacePool.keptCount > 0)
            for _ in 0...LayerSurfacePool.idleFrames {
                painter.paint(DisplayList(background: .white, items: [.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), .black)]))
            }
            #expect(painter.surfacePool.keptCount == 0)
        }
    }
}
