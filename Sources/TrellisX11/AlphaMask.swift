import CX11
import TrellisCore

/// A temporary 8-bit coverage mask over a pixel rectangle. Shapes made of
/// several polygons (strokes, fills with holes) are accumulated here first
/// and the colour is composited through it once, so overlaps are not
/// painted twice and translucent strokes show no darker seams.
@MainActor
struct AlphaMask {
    let connection: X11Connection
    let rect: CGRect
    let pixmap: Pixmap
    let picture: Picture
    let a8: UnsafeMutablePointer<XRenderPictFormat>?
    private let opaque: Picture

    /// Nil when `rect` is empty or the server lacks an A8 format.
    init?(connection: X11Connection, drawable: Drawable, rect: CGRect) {
        guard rect.width >= 1, rect.height >= 1 else { return nil }
        let display = connection.display
        guard let a8 = XRenderFindStandardFormat(display, Int32(PictStandardA8)) else { return nil }
        self.connection = connection
        self.rect = rect
        self.a8 = a8
        pixmap = XCreatePixmap(display, drawable, UInt32(rect.width), UInt32(rect.height), 8)
        picture = XRenderCreatePicture(display, pixmap, a8, 0, nil)
        var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(display, PictOpSrc, picture, &transparent, 0, 0, UInt32(rect.width), UInt32(rect.height))
        var white = XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff)
        opaque = XRenderCreateSolidFill(display, &white)
    }

    /// Takes over a picture made elsewhere (a layer whose alpha is a mask);
    /// `release` frees it.
    init(adopting pixmap: Pixmap, picture: Picture, rect: CGRect, connection: X11Connection) {
        self.connection = connection
        self.rect = rect
        self.pixmap = pixmap
        self.picture = picture
        a8 = XRenderFindStandardFormat(connection.display, Int32(PictStandardA8))
        var white = XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff)
        opaque = XRenderCreateSolidFill(connection.display, &white)
    }

    /// Adds a polygon's anti-aliased coverage (given in surface pixels).
    func add(_ polygon: [CGPoint]) { composite(polygon, op: PictOpAdd) }

    /// Removes a polygon's coverage: cuts a hole.
    func subtract(_ polygon: [CGPoint]) { composite(polygon, op: PictOpOutReverse) }

    /// The coverage of a shape made of several outlines, non-zero winding
    /// approximated: outlines wound like the largest one add coverage,
    /// outlines wound the other way cut holes.
    func fill(_ polygons: [[CGPoint]]) {
        let areas = polygons.map(Self.signedArea)
        let dominant = areas.max { abs($0) < abs($1) } ?? 0
        for (polygon, area) in zip(polygons, areas) where area * dominant >= 0 { add(polygon) }
        for (polygon, area) in zip(polygons, areas) where area * dominant < 0 { subtract(polygon) }
    }

    /// The coverage of a shape by the even-odd rule, exactly (also where
    /// outlines cross), through trapezoids of its own (`Trapezoids`).
    func fillEvenOdd(_ polygons: [[CGPoint]]) {
        let local = polygons.map { $0.map { CGPoint(x: $0.x - rect.minX, y: $0.y - rect.minY) } }
        let traps = Trapezoids.tessellate(local, evenOdd: true)
        guard !traps.isEmpty else { return }
        XRenderCompositeTrapezoids(connection.display, PictOpAdd, opaque, picture, a8, 0, 0, traps, Int32(traps.count))
    }

    /// Twice the signed area (shoelace); its sign is the winding direction.
    static func signedArea(_ polygon: [CGPoint]) -> CGFloat { StrokeOutline.signedArea(polygon) }

    /// One outline's coverage, non-zero (the same as even-odd unless it
    /// crosses itself), cut by `Trapezoids`: libXrender's polygon fill
    /// overran its buffer on self-crossing outlines.
    private func composite(_ polygon: [CGPoint], op: Int32) {
        guard polygon.count >= 3 else { return }
        let local = polygon.map { CGPoint(x: $0.x - rect.minX, y: $0.y - rect.minY) }
        let traps = Trapezoids.tessellate([local], evenOdd: false)
        guard !traps.isEmpty else { return }
        XRenderCompositeTrapezoids(connection.display, op, opaque, picture, a8, 0, 0, traps, Int32(traps.count))
    }

    /// Composites `source` through the mask onto `destination` and frees the mask.
    func paint(source: Picture, onto destination: Picture) {
        // The source is read at the destination's coordinates, so that a
        // gradient lies where it was defined (a solid fill has no position).
        XRenderComposite(connection.display, PictOpOver, source, picture, destination, Int32(rect.minX), Int32(rect.minY), 0, 0,
                         Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
    }

    func release() {
        releaseOpaqueSource()
        let display = connection.display
        XRenderFreePicture(display, picture)
        XFreePixmap(display, pixmap)
    }

    /// Frees only what drawing into the mask needed, for a mask that is
    /// kept (see `CoverageMaskCache`), which then owns the pixmap and picture.
    func releaseOpaqueSource() {
        XRenderFreePicture(connection.display, opaque)
    }
}
