import CX11
import TrellisCore

/// What sliced shadows and sliced clips share: a shape's rect-like outline
/// where drawing puts it, the models (`SliceModelCache`), and the nine
/// pieces a model is drawn in.
extension X11Painter {
    /// One piece of a sliced drawing: where it goes on the target and
    /// which of the model's pictures it reads, from where.
    struct SlicePiece {
        enum Part { case corners, column, row, centre }
        let part: Part
        /// Where the piece reads its model picture (the strips and the
        /// centre repeat: 0 along a stretched axis).
        let modelX: Int, modelY: Int
        /// Target pixels (the shadow's offset included).
        let rect: CGRect
    }

    /// The shape's outline in target pixels, its sides where drawing it
    /// puts them (snapped as fills and clip shapes are).
    func rectLikeOutline(_ shape: ShadowCaster.Shape) -> RectLikeOutline? {
        switch shape {
        case .clipRectangle(let rect):
            let pixels = ClipStack.pixelRect(rect, scale: scale).offsetBy(dx: -target.origin.x, dy: -target.origin.y)
            guard pixels.width >= 1, pixels.height >= 1 else { return nil }
            return RectLikeOutline(pixelRect: pixels)
        case .path(let path, _):
            switch RectLikeOutline.reading(path, scale: scale, snap: { snappedPixelRect($0, of: path) }) {
            case .rectLike(let outline): return outline
            case .notRectLike: return nil
            case .unread: break
            }
            // Flattened as `snappedPolygons` flattens it.
            let polygons = path.polygons(tolerance: 0.25 / scale)
            guard polygons.count == 1, let polygon = polygons.first else { return nil }
            var bounds = CGRect.null
            for p in polygon { bounds = bounds.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
            guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
            return RectLikeOutline(polygon: polygon, scale: scale, sides: snappedPixelRect(bounds, of: path))
        }
    }

    /// `rect` (points, the bounds of `path`) in target pixels, moved as
    /// `PixelSnapping` moves `path`'s points.
    func snappedPixelRect(_ rect: CGRect, of path: Path) -> CGRect {
        let pixels = CGRect(x: rect.minX * scale - target.origin.x, y: rect.minY * scale - target.origin.y,
                            width: rect.width * scale, height: rect.height * scale)
        return PixelSnapping(path: path, scale: scale, origin: target.origin)?.apply(pixels) ?? pixels
    }

    /// The model's coverage: tinted with `color` and blurred by `sigma` as
    /// the general path blurs a layer's alpha (ARGB), or, without a
    /// colour, as it is (A8); with its strips and centre.
    func makeSliceModel(_ slices: OutlineSlices, evenOdd: Bool, color: XRenderColor?, sigma: CGFloat) -> SliceModelCache.Model? {
        let width = slices.horizontal.modelSize, height = slices.vertical.modelSize
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        guard width * height <= SliceModelCache.maximumModelPixels,
              let coverage = AlphaMask(connection: connection, drawable: window.id, rect: bounds) else { return nil }
        if evenOdd { coverage.fillEvenOdd([slices.modelPolygon]) } else { coverage.fill([slices.modelPolygon]) }
        coverage.releaseOpaqueSource()
        var transparent = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        for cut in slices.modelCuts {
            XRenderFillRectangle(display, PictOpSrc, coverage.picture, &transparent, Int32(cut.minX), Int32(cut.minY),
                                 UInt32(cut.width), UInt32(cut.height))
        }
        var model = (pixmap: coverage.pixmap, picture: coverage.picture, depth: Int32(8))
        if var color {
            guard let surface = makeSurface(bounds) else {
                XRenderFreePicture(display, coverage.picture)
                XFreePixmap(display, coverage.pixmap)
                return nil
            }
            surface.releaseKeepingPicture(display)
            let source = XRenderCreateSolidFill(display, &color)
            XRenderComposite(display, PictOpSrc, source, coverage.picture, surface.picture, 0, 0, 0, 0, 0, 0,
                             UInt32(width), UInt32(height))
            XRenderFreePicture(display, source)
            XRenderFreePicture(display, coverage.picture)
            XFreePixmap(display, coverage.pixmap)
            if sigma > 0 { blur(surface, sigma: sigma) }
            model = (surface.pixmap, surface.picture, 32)
        }
        let xs = slices.horizontal, ys = slices.vertical
        func copy(x: Int, y: Int, width: Int, height: Int) -> (pixmap: Pixmap, picture: Picture) {
            makeRepeatingCopy(of: model.picture, depth: model.depth, x: x, y: y, width: width, height: height)
        }
        let column = copy(x: xs.modelMiddle, y: 0, width: 1, height: height)
        let row = copy(x: 0, y: ys.modelMiddle, width: width, height: 1)
        let centre = copy(x: xs.modelMiddle, y: ys.modelMiddle, width: 1, height: 1)
        return SliceModelCache.Model(pixmaps: [model.pixmap, column.pixmap, row.pixmap, centre.pixmap],
                                     pictures: [model.picture, column.picture, row.picture, centre.picture],
                                     pixelCount: width * height + width + height + 1)
    }

    /// A copy of part of `picture` (of `depth` 8 or 32) as a picture that repeats.
    private func makeRepeatingCopy(of picture: Picture, depth: Int32, x: Int, y: Int, width: Int, height: Int)
        -> (pixmap: Pixmap, picture: Picture) {
        let format = XRenderFindStandardFormat(display, depth == 8 ? Int32(PictStandardA8) : Int32(PictStandardARGB32))
        let pixmap = XCreatePixmap(display, window.id, UInt32(width), UInt32(height), UInt32(depth))
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatNormal
        let copy = XRenderCreatePicture(display, pixmap, format, UInt(CPRepeat), &attributes)
        XRenderComposite(display, PictOpSrc, picture, 0, copy, Int32(x), Int32(y), 0, 0, 0, 0, UInt32(width), UInt32(height))
        return (pixmap, copy)
    }

    /// The nine pieces (three along an axis that does not stretch, one when
    /// neither does) of `slices`, moved by `dx`, `dy`; empty ones left out.
    func slicePieces(_ slices: OutlineSlices, dx: Int = 0, dy: Int = 0) -> [SlicePiece] {
        typealias Part = (model: Int, start: Int, size: Int, stretched: Bool)
        func parts(_ axis: OutlineSlices.Axis, offset: Int) -> [Part] {
            let start = axis.start + offset
            guard axis.stretches else { return [(0, start, axis.near, false)] }
            return [(0, start, axis.near, false), (0, start + axis.near, axis.middle, true),
                    (axis.near + 1, start + axis.near + axis.middle, axis.far, false)]
        }
        var pieces: [SlicePiece] = []
        for row in parts(slices.vertical, offset: dy) where row.size > 0 {
            for column in parts(slices.horizontal, offset: dx) where column.size > 0 {
                let part: SlicePiece.Part = switch (column.stretched, row.stretched) {
                case (false, false): .corners
                case (true, false): .column
                case (false, true): .row
                case (true, true): .centre
                }
                pieces.append(SlicePiece(part: part, modelX: column.model, modelY: row.model,
                                         rect: CGRect(x: column.start, y: row.start, width: column.size, height: row.size)))
            }
        }
        return pieces
    }
}

extension SliceModelCache.Model {
    func picture(for part: X11Painter.SlicePiece.Part) -> Picture {
        switch part {
        case .corners: corners
        case .column: column
        case .row: row
        case .centre: centre
        }
    }
}
