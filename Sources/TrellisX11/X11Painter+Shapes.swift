import CX11
import TrellisCore

/// Filled and stroked paths, anti-aliased by XRender's polygon rasteriser,
/// their axis-aligned edges on whole device pixels (`PixelSnapping`).
extension X11Painter {
    func fill(_ path: Path, color: RGBAColor) {
        guard color.alpha > 0 else { return }
        let outline = snappedOutline(path)
        let polygons = outline.polygons
        guard !polygons.isEmpty else { return }
        if let rect = Self.wholePixelRectangle(polygons) {
            var renderColor = color.premultipliedRenderColor
            XRenderFillRectangle(display, PictOpOver, target.picture, &renderColor, Int32(rect.minX), Int32(rect.minY),
                                 UInt32(rect.width), UInt32(rect.height))
            return
        }
        withSolidFill(color) { source in
            if let placement = outline.placement,
               masks.fill(polygons, at: placement, source: source, onto: target.picture, drawable: target.pixmap) { return }
            if polygons.count == 1 {
                // One outline: rasterise straight onto the target, through
                // our own trapezoids (see `AlphaMask.composite`).
                let traps = Trapezoids.tessellate(polygons, evenOdd: false)
                if !traps.isEmpty {
                    XRenderCompositeTrapezoids(display, PictOpOver, source, target.picture, a8Format, 0, 0, traps, Int32(traps.count))
                }
                return
            }
            guard let mask = makeMask(covering: polygons) else { return }
            defer { mask.release() }
            mask.fill(polygons)
            mask.paint(source: source, onto: target.picture)
        }
    }

    /// Fills `path` with a gradient through a coverage mask; a rectangle
    /// on whole pixels (a background, once snapped) needs none.
    func shade(_ path: Path, gradient: DisplayGradient) {
        let polygons = snappedPolygons(path)
        guard !polygons.isEmpty else { return }
        let wholePixels = Self.wholePixelRectangle(polygons)
        if let rect = wholePixels, shadeStretched(rect, gradient: gradient) { return }
        guard let source = makeGradientPicture(gradient) else { return }
        defer { XRenderFreePicture(display, source) }
        if let rect = wholePixels {
            // The source is read at the target's coordinates, as through a mask.
            XRenderComposite(display, PictOpOver, source, 0, target.picture, Int32(rect.minX), Int32(rect.minY), 0, 0,
                             Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
            return
        }
        guard let mask = makeMask(covering: polygons) else { return }
        defer { mask.release() }
        mask.fill(polygons)
        mask.paint(source: source, onto: target.picture)
    }

    func stroke(_ path: Path, width: CGFloat, color: RGBAColor) {
        guard color.alpha > 0, width > 0, width.isFinite else { return }
        let key = PixelOutlineCache.Key(path: path, strokeWidth: width, scale: scale, origin: target.origin)
        let outline = outlines.outline(for: key) {
            let outline = StrokeOutline.polygons(of: path, style: StrokeStyle(lineWidth: width, lineJoin: .round), tolerance: 0.25 / scale)
            let polygons = pixelPolygons(outline)
            guard let snapping = PixelSnapping(path: path, halfWidth: width / 2, scale: scale, origin: target.origin) else { return polygons }
            return snapping.apply(polygons)
        }
        let polygons = outline.polygons
        guard !polygons.isEmpty else { return }
        withSolidFill(color) { source in
            // A field's border and focus ring are stroked again at each
            // keystroke: their outline and coverage are kept, as small fills' are.
            if let placement = outline.placement,
               masks.fill(polygons, at: placement, source: source, onto: target.picture, drawable: target.pixmap) { return }
            guard let mask = makeMask(covering: polygons) else { return }
            defer { mask.release() }
            for polygon in polygons { mask.add(polygon) }
            mask.paint(source: source, onto: target.picture)
        }
    }

    /// The rectangle `polygons` are when they are one axis-aligned
    /// rectangle with whole-pixel corners: its coverage is all or nothing.
    static func wholePixelRectangle(_ polygons: [[CGPoint]]) -> CGRect? {
        guard polygons.count == 1, polygons[0].count == 4 else { return nil }
        let points = polygons[0]
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % 4]
            guard p.x == p.x.rounded(), p.y == p.y.rounded(), abs(p.x) < 32767, abs(p.y) < 32767,
                  (p.x == q.x) != (p.y == q.y) else { return nil }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let rect = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return rect.width >= 1 && rect.height >= 1 ? rect : nil
    }

    /// `path` flattened into target pixels, its straight horizontal and
    /// vertical edges snapped to whole pixels.
    func snappedPolygons(_ path: Path) -> [[CGPoint]] { snappedOutline(path).polygons }

    /// The same, with where its kept coverage mask goes.
    func snappedOutline(_ path: Path) -> PixelOutlineCache.Outline {
        outlines.outline(for: PixelOutlineCache.Key(path: path, strokeWidth: nil, scale: scale, origin: target.origin)) {
            let polygons = pixelPolygons(path.polygons(tolerance: 0.25 / scale))
            guard !polygons.isEmpty, let snapping = PixelSnapping(path: path, scale: scale, origin: target.origin) else { return polygons }
            return snapping.apply(polygons)
        }
    }

    /// Points → target pixels, dropping polygons with non-finite or absurd coordinates.
    func pixelPolygons(_ polygons: [[CGPoint]]) -> [[CGPoint]] {
        let dx = target.origin.x, dy = target.origin.y
        return polygons.compactMap { polygon in
            guard polygon.count >= 3 else { return nil }
            let pixels = polygon.map { CGPoint(x: $0.x * scale - dx, y: $0.y * scale - dy) }
            guard pixels.allSatisfy({ abs($0.x) < 1e6 && abs($0.y) < 1e6 }) else { return nil }
            return pixels
        }
    }

    /// A mask over the polygons' bounds, cut to the clip and the target.
    func makeMask(covering polygons: [[CGPoint]]) -> AlphaMask? {
        var bounds = CGRect.null
        for polygon in polygons {
            for p in polygon { bounds = bounds.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
        }
        let surface = clip.current ?? CGRect(x: 0, y: 0, width: target.width, height: target.height)
        let area = CGRect(x: bounds.minX.rounded(.down) - 1, y: bounds.minY.rounded(.down) - 1,
                          width: bounds.width.rounded(.up) + 3, height: bounds.height.rounded(.up) + 3)
            .intersection(surface)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        return AlphaMask(connection: connection, drawable: target.pixmap, rect: area.integral)
    }

    var a8Format: UnsafeMutablePointer<XRenderPictFormat>? {
        XRenderFindStandardFormat(display, Int32(PictStandardA8))
    }

    func withSolidFill(_ color: RGBAColor, _ body: (Picture) -> Void) {
        var renderColor = color.premultipliedRenderColor
        let source = XRenderCreateSolidFill(display, &renderColor)
        guard source != 0 else { return }
        body(source)
        XRenderFreePicture(display, source)
    }
}
