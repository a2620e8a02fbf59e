/// Collects display items while the tree is painted, applying the
/// inherited opacity, emphasis and transform to everything drawn.
struct DisplayListRecorder {
    var list: DisplayList
    /// Product of the `.opacity` modifiers around the current node.
    var opacity: Double = 1
    /// Alpha multiplier for translucent fills: hover and press feedback of
    /// plain buttons, so a tile's faint background visibly darkens.
    var fillEmphasis: Double = 1
    /// The current clip for culling, in the current node's coordinates
    /// (window points before the transform effects around it).
    var clip: CGRect
    /// The unit that draws the focus ring after its content, if any.
    var focusRingNode: ObjectIdentifier?
    /// The frame clock's time, for what is drawn differently as time
    /// passes (a spinning progress indicator).
    var time: Double = 0
    /// Something painted depends on `time`: the host paints again at the
    /// next frame. Set only by what was painted, so a spinner out of sight
    /// or gone costs no wake-ups.
    var drawsOverTime = false
    /// Maps the current node's coordinates to window points: the scale,
    /// rotation and transform effects around it. The identity everywhere
    /// else, and then nothing below costs more than it did without effects.
    private(set) var transform: CGAffineTransform = .identity
    private(set) var isTransformed = false
    /// How many layers (`DisplayLayer`) enclose what is being drawn.
    private(set) var layerDepth = 0

    /// Layers nest at most this deep; a deeper clip shape clips to its
    /// bounding rectangle and other effects are left out, with one
    /// diagnostic. Each layer costs the backend a surface the size of what
    /// it covers, so 10,000 nested clips must not make 10,000 of them.
    static let maximumLayerDepth = 16

    init(background: RGBAColor, bounds: CGRect) {
        list = DisplayList(background: background)
        clip = bounds
    }

    mutating func fill(_ path: Path, _ color: RGBAColor) {
        let color = color.multiplyingAlpha(by: opacity)
        guard color.alpha > 0, !path.isEmpty else { return }
        list.append(.fill(isTransformed ? path.applying(transform) : path, color))
    }

    /// Fills with a colour or a gradient given in the path's coordinates.
    mutating func fill(_ path: Path, _ paint: ResolvedPaint) {
        switch paint {
        case .color(let color):
            fill(path, color)
        case .gradient(var gradient):
            guard !path.isEmpty, opacity > 0 else { return }
            if opacity < 1 { gradient = gradient.multiplyingAlpha(by: opacity) }
            guard gradient.stops.contains(where: { $0.color.alpha > 0 }) else { return }
            if isTransformed { gradient.transform = gradient.transform.concatenating(transform) }
            list.append(.shade(isTransformed ? path.applying(transform) : path, gradient))
        case .image(let tiles):
            // The tiles, clipped to the path.
            guard !path.isEmpty else { return }
            clipped(to: path) { recorder in recorder.image(tiles) }
        }
    }

    /// A centred stroke, round where the path turns sharply.
    mutating func stroke(_ path: Path, width: CGFloat, _ color: RGBAColor) {
        let color = color.multiplyingAlpha(by: opacity)
        guard color.alpha > 0, width > 0, !path.isEmpty else { return }
        if isTransformed {
            // Stroked first, then transformed: a scaled stroke is wider.
            list.append(.fill(path.strokedPath(StrokeStyle(lineWidth: width, lineJoin: .round)).applying(transform), color))
        } else {
            list.append(.stroke(path, width: width, color))
        }
    }

    /// A stroke with exact caps, joins and dashes, as the fill of its outline.
    mutating func stroke(_ path: Path, style: StrokeStyle, _ paint: ResolvedPaint) {
        guard style.lineWidth > 0, style.lineWidth.isFinite, !path.isEmpty else { return }
        fill(path.strokedPath(style), paint)
    }

    /// Draws an image item (its rect in the current coordinates).
    mutating func image(_ image: DisplayImage) {
        var image = image
        image.opacity *= opacity
        guard image.opacity > 0, image.rect.width > 0, image.rect.height > 0,
              image.rect.width.isFinite, image.rect.height.isFinite else { return }
        if isTransformed { image.transform = image.transform.concatenating(transform) }
        list.append(.image(image))
    }

    mutating func text(_ string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor) {
        record(text: string, origin: origin, font: font, color: color) { .text(string, origin: $0, font: $1, color: $2) }
    }

    /// One run of a line in the direction the core resolved, shaped with
    /// the characters around it in its string (`DisplayTextRun`). A
    /// left-to-right run that the backend would resolve the same way on its
    /// own, with no neighbour to join, is a plain `text` item.
    mutating func textRun(_ run: Substring, rightToLeft: Bool, origin: CGPoint, font: ResolvedFont, color: RGBAColor) {
        let string = String(run)
        let context = ShapingContext(around: run)
        if !rightToLeft, context.isEmpty, !run.unicodeScalars.contains(where: BidiRules.needsBidi) {
            text(string, origin: origin, font: font, color: color)
            return
        }
        record(text: string, origin: origin, font: font, color: color) {
            .textRun(DisplayTextRun(string: string, origin: $0, font: $1, color: $2, isRightToLeft: rightToLeft, context: context))
        }
    }

    /// Text at the current opacity and transform; `item` makes the item at an origin, font and colour.
    private mutating func record(text string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor,
                                 _ item: (CGPoint, ResolvedFont, RGBAColor) -> DisplayItem) {
        let color = color.multiplyingAlpha(by: opacity)
        guard color.alpha > 0, !string.isEmpty else { return }
        guard isTransformed else {
            list.append(item(origin, font, color))
            return
        }
        let t = transform
        if t.b == 0, t.c == 0, t.a > 0, t.a == t.d {
            // Moved and evenly scaled: the same text at a larger size.
            var scaled = font
            scaled.size = font.size * t.a
            list.append(item(origin.applying(t), scaled, color))
        } else if abs(t.a * t.d - t.b * t.c) > 1e-9 {
            // Rotated, skewed or mirrored: drawn upright and mapped as an image.
            var layer = DisplayLayer(items: [item(origin, font, color)])
            layer.transform = t
            list.append(.layer(layer))
        }
    }

    /// Runs `body` with drawing confined to `rect` (the current coordinates).
    mutating func clipped(to rect: CGRect, _ body: (inout DisplayListRecorder) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        defer { clip = saved }
        let t = transform
        if !isTransformed || (t.b == 0 && t.c == 0) {
            list.append(.pushClip(isTransformed ? rect.applying(t) : rect))
            body(&self)
            list.append(.popClip)
        } else {
            var layer = DisplayLayer()
            layer.clip = Path(rect).applying(t)
            withLayer(layer, fallbackClip: rect, body)
        }
    }

    /// Runs `body` with drawing confined to the inside of `path`,
    /// anti-aliased, by the non-zero or the even-odd rule. A rectangle
    /// clips as a rectangle.
    mutating func clipped(to path: Path, evenOdd: Bool = false, _ body: (inout DisplayListRecorder) -> Void) {
        if let rect = path.axisAlignedRectangle {
            clipped(to: rect, body)
            return
        }
        let saved = clip
        clip = clip.intersection(path.boundingRect)
        defer { clip = saved }
        var layer = DisplayLayer()
        layer.clip = isTransformed ? path.applying(transform) : path
        layer.clipIsEvenOdd = evenOdd
        withLayer(layer, fallbackClip: path.boundingRect, body)
    }

    /// Fills `path` by the even-odd rule (`evenOdd`) or non-zero winding.
    /// Even-odd is the paint through the path as an even-odd clip, so the
    /// backend decides inside and outside exactly as the rule says.
    mutating func fill(_ path: Path, _ paint: ResolvedPaint, evenOdd: Bool) {
        guard evenOdd, !path.isEmpty else { return fill(path, paint) }
        guard layerDepth < Self.maximumLayerDepth else { return fill(path, paint) }
        let box = path.boundingRect
        clipped(to: path, evenOdd: true) { recorder in recorder.fill(Path(box.insetBy(dx: -1, dy: -1)), paint) }
    }

    /// Runs `body` with `effect` (coordinates of the current node mapped to
    /// the parent's) added to the transform.
    mutating func transformed(by effect: CGAffineTransform, _ body: (inout DisplayListRecorder) -> Void) {
        let savedTransform = transform, savedFlag = isTransformed, savedClip = clip
        defer { transform = savedTransform; isTransformed = savedFlag; clip = savedClip }
        guard effect.isFinite else { return }
        let determinant = effect.a * effect.d - effect.b * effect.c
        // A singular transform flattens its content to nothing visible.
        guard abs(determinant) > 1e-12 else { return }
        clip = clip.isInfinite ? clip : clip.applying(effect.inverted())
        transform = effect.concatenating(transform)
        isTransformed = transform != .identity
        body(&self)
    }

    /// Runs `body` drawing into a layer composited with `layer`'s effects.
    /// Too deep, the effects are left out (a clip becomes `fallbackClip`).
    mutating func withLayer(_ layer: DisplayLayer, fallbackClip: CGRect? = nil, _ body: (inout DisplayListRecorder) -> Void) {
        guard layerDepth < Self.maximumLayerDepth else {
            Diagnostics.report("more than \(Self.maximumLayerDepth) clip shapes, masks or effects are nested; the deeper ones clip to their bounding rectangles and draw without effects")
            if let fallbackClip {
                let rect = isTransformed ? fallbackClip.applying(transform) : fallbackClip
                list.append(.pushClip(rect))
                body(&self)
                list.append(.popClip)
            } else {
                body(&self)
            }
            return
        }
        let saved = list.items
        list.items = []
        layerDepth += 1
        body(&self)
        layerDepth -= 1
        var layer = layer
        layer.items = list.items
        list.items = saved
        if !layer.items.isEmpty || layer.shadow != nil { list.append(.layer(layer)) }
    }

    /// What `body` draws, as items (for a mask), without adding them.
    mutating func capture(_ body: (inout DisplayListRecorder) -> Void) -> [DisplayItem] {
        let saved = list.items
        list.items = []
        body(&self)
        let captured = list.items
        list.items = saved
        return captured
    }
}

extension CGAffineTransform {
    var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }
}

extension Path {
    /// The rectangle this path is, when it is one with sides along the axes
    /// (as `Rectangle` makes it), so that clipping to it needs no mask.
    package var axisAlignedRectangle: CGRect? {
        guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1],
              case .line(let c) = elements[2], case .line(let d) = elements[3], case .closeSubpath = elements[4],
              a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x else { return nil }
        return CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
    }
}

extension ViewNode {
    /// Paints this unit and what it contains, faded while it appears, then
    /// the views that are fading out of it.
    ///
    /// Most nodes of a long scrolled list are away from the clip: they are
    /// turned down on their bounds alone, before anything is copied out.
    func paint(into recorder: inout DisplayListRecorder) {
        // A deferred unit lies outside what can be seen; its insides have
        // not been arranged for where it is.
        guard !isHidden, !isDeferred else { return }
        if paintBounds.intersects(recorder.clip), let unit {
            let saved = recorder.opacity
            recorder.opacity *= animation.presentedOpacity
            if recorder.opacity > 0 { unit.paintTree(node: self, into: &recorder) }
            if let ring = recorder.focusRingNode, ring == ObjectIdentifier(self), let focusable = unit as? any Focusable {
                FocusRing.paint(focusable.focusRingPath(node: self), into: &recorder, color: environment.resolvedTint)
            }
            recorder.opacity = saved
        }
        if animation.hasDeparting {
            for ghost in animation.departing { ghost.paint(into: &recorder) }
        }
    }
}
