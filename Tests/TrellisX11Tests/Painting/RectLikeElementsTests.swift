import Testing
@testable import TrellisX11
import TrellisCore

/// Rect-like outlines read off a path's elements give what flattening the
/// path gives: the same sides, corners and stretching, the same slices and
/// the same model polygon (so the same pixels), at 1×, 1.5× and 2× and at
/// fractional positions. No server.
@Suite("Rect-like outlines read off elements")
struct RectLikeElementsTests {
    /// The sides for `bounds` as the painter snaps them (a target at the origin).
    private func snap(_ path: Path, scale: Double) -> (CGRect) -> CGRect {
        { rect in
            let pixels = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
            return PixelSnapping(path: path, scale: scale, origin: .zero)?.apply(pixels) ?? pixels
        }
    }

    /// The outline found the old way: flattening, then reading the polygon.
    private func flattened(_ path: Path, scale: Double) -> RectLikeOutline? {
        let polygons = path.polygons(tolerance: 0.25 / scale)
        guard polygons.count == 1, let polygon = polygons.first else { return nil }
        var bounds = CGRect.null
        for p in polygon { bounds = bounds.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
        return RectLikeOutline(polygon: polygon, scale: scale, sides: snap(path, scale: scale)(bounds))
    }

    private func read(_ path: Path, scale: Double) -> RectLikeOutline.ElementReading {
        RectLikeOutline.reading(path, scale: scale, snap: snap(path, scale: scale))
    }

    private static let rects = [CGRect(x: 30.3, y: 30.6, width: 170.4, height: 64), CGRect(x: 17, y: 20, width: 183.7, height: 90.3),
                                CGRect(x: 8.125, y: 91.75, width: 96.5, height: 64.25)]

    private static func shapes(in rect: CGRect) -> [(String, Path)] {
        [("rounded 10 continuous", RoundedRectangle(cornerRadius: 10).path(in: rect)),
         ("rounded 10 circular", RoundedRectangle(cornerRadius: 10, style: .circular).path(in: rect)),
         ("rounded 4×12", RoundedRectangle(cornerSize: CGSize(width: 4, height: 12), style: .circular).path(in: rect)),
         ("uneven", UnevenRoundedRectangle(topLeadingRadius: 3, bottomLeadingRadius: 14, bottomTrailingRadius: 0,
                                           topTrailingRadius: 8).path(in: rect)),
         ("capsule", Capsule(style: .circular).path(in: rect)),
         ("capsule continuous", Capsule().path(in: rect)),
         ("rectangle", Path(rect))]
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a)) }

    /// The same slicing, or the old one's far corner one pixel longer
    /// because its far side lay a hair past a whole pixel.
    private func alike(_ new: OutlineSlices.Axis, _ old: OutlineSlices.Axis, oldSide: CGFloat) -> Bool {
        if new == old { return true }
        let hair = oldSide - oldSide.rounded(.down)
        return hair > 0 && hair < 1e-9 && new.near == old.near && new.start == old.start && new.middle == old.middle
            && old.far == new.far + 1
    }

    @Test(arguments: [1.0, 1.5, 2.0])
    func readingMatchesFlattening(scale: Double) throws {
        for rect in Self.rects {
            for (name, path) in Self.shapes(in: rect) {
                let old = try #require(flattened(path, scale: scale), "\(name) in \(rect)")
                guard case .rectLike(let new) = read(path, scale: scale) else {
                    Issue.record("\(name) in \(rect) at \(scale)×: not read off its elements")
                    continue
                }
                // Flattening can put a point an ulp beyond a curve's end (the
                // cubic's weights do not add up to exactly 1), moving a side by
                // as much; the elements' sides are the curve's ends.
                #expect(close(new.left, old.left) && close(new.right, old.right) && close(new.top, old.top) && close(new.bottom, old.bottom),
                        "\(name) in \(rect) at \(scale)×: sides")
                #expect(new.stretchesHorizontally == old.stretchesHorizontally && new.stretchesVertically == old.stretchesVertically,
                        "\(name) in \(rect) at \(scale)×: stretching")
                if new.stretchesHorizontally {
                    #expect(close(new.leftReach, old.leftReach) && close(new.rightReach, old.rightReach), "\(name) at \(scale)×: reach")
                }
                if new.stretchesVertically {
                    #expect(close(new.topReach, old.topReach) && close(new.bottomReach, old.bottomReach), "\(name) at \(scale)×: reach")
                }
                let vertices = new.polygonVertices
                #expect(vertices.count == old.vertices.count, "\(name) at \(scale)×: vertices")
                #expect(zip(vertices, old.vertices).allSatisfy {
                    close($0.x, $1.x) && close($0.y, $1.y) && $0.fromRight == $1.fromRight && $0.fromBottom == $1.fromBottom
                }, "\(name) in \(rect) at \(scale)×: vertices placed alike")
                // The slices, blurred and sharp, and the polygon the model is drawn from.
                for (reach, steps) in [(4, OutlineSlices.blurredPhaseSteps), (0, OutlineSlices.sharpPhaseSteps)] {
                    let oldSlices = OutlineSlices(outline: old, reach: reach, phaseSteps: steps)
                    let newSlices = OutlineSlices(outline: new, reach: reach, phaseSteps: steps)
                    #expect((oldSlices == nil) == (newSlices == nil), "\(name) at \(scale)×, reach \(reach)")
                    guard let oldSlices, let newSlices else { continue }
                    // ... and such a side a hair past a whole pixel gave the old
                    // way's far corner one more (empty) pixel: nothing else differs.
                    #expect(alike(newSlices.horizontal, oldSlices.horizontal, oldSide: old.right)
                            && alike(newSlices.vertical, oldSlices.vertical, oldSide: old.bottom),
                            "\(name) in \(rect) at \(scale)×, reach \(reach): axes \(newSlices.horizontal) \(oldSlices.horizontal)")
                    #expect(newSlices.modelPolygon == oldSlices.modelPolygon, "\(name) in \(rect) at \(scale)×, reach \(reach): model")
                }
            }
        }
    }

    @Test func shapesWithoutAStraightBandAreNotRectLike() {
        for path in [Path(ellipseIn: CGRect(x: 3.5, y: 7, width: 32, height: 32)), Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 60))] {
            #expect(flattened(path, scale: 1) == nil)
            guard case .notRectLike = read(path, scale: 1) else { Issue.record("an ellipse read as rect-like"); continue }
        }
        // Notches in the top and the left side: neither axis stretches.
        var twice = Path()
        twice.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 60, y: 0),
                        CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 30),
                        CGPoint(x: 10, y: 25), CGPoint(x: 0, y: 20)])
        twice.closeSubpath()
        guard case .notRectLike = read(twice, scale: 1) else { Issue.record("a twice-notched outline read as rect-like"); return }
    }

    @Test func pathsNotReadableThisWayAreLeftToFlattening() {
        // Two subpaths.
        var two = Path(CGRect(x: 0, y: 0, width: 40, height: 20))
        two.addRect(CGRect(x: 50, y: 0, width: 40, height: 20))
        guard case .unread = read(two, scale: 1) else { Issue.record("two subpaths read"); return }
        // A control point beyond the on-curve points' bounds.
        var bulging = Path()
        bulging.move(to: CGPoint(x: 0, y: 0))
        bulging.addLine(to: CGPoint(x: 100, y: 0))
        bulging.addLine(to: CGPoint(x: 100, y: 50))
        bulging.addCurve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 60, y: 80), control2: CGPoint(x: 40, y: 80))
        bulging.closeSubpath()
        guard case .unread = read(bulging, scale: 1) else { Issue.record("a bulging curve read"); return }
        // Not a number.
        guard case .unread = read(Path(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)), scale: 1) else {
            Issue.record("NaN read"); return
        }
    }

    @Test func theKeyIgnoresSizeAndPositionButNotCorners() throws {
        func key(_ rect: CGRect, corner: CGFloat) throws -> [Int32] {
            let path = RoundedRectangle(cornerRadius: corner).path(in: rect)
            guard case .rectLike(let outline) = read(path, scale: 2) else { throw CancellationError() }
            return try #require(OutlineSlices(outline: outline, reach: 6)).key
        }
        let base = try key(CGRect(x: 10, y: 10, width: 200, height: 64), corner: 10)
        #expect(try key(CGRect(x: 37, y: 90, width: 143, height: 80), corner: 10) == base)
        #expect(try key(CGRect(x: 10, y: 10, width: 200, height: 64), corner: 12) != base)
        // Sides snapped to whole pixels: a quarter point across is the same model.
        #expect(try key(CGRect(x: 10.25, y: 10, width: 200, height: 64), corner: 10) == base)
    }
}
