/// Collects display items while the tree is painted, applying the
/// inherited opacity and emphasis to every colour.
struct Canvas {
    var list: DisplayList
    /// Product of the `.opacity` modifiers around the current node.
    var opacity: Double = 1
    /// Alpha multiplier for translucent fills: hover and press feedback of
    /// plain buttons, so a tile's faint background visibly darkens.
    var fillEmphasis: Double = 1
    /// The current clip in window coordinates, for culling.
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

    init(background: RGBAColor, bounds: CGRect) {
        list = DisplayList(background: background)
        clip = bounds
    }

    mutating func fill(_ path: Path, _ color: RGBAColor) {
        let color = color.multiplyingAlpha(by: opacity)
        guard color.alpha > 0, !path.isEmpty else { return }
        list.append(.fill(path, color))
    }

    mutating func stroke(_ path: Path, width: CGFloat, _ color: RGBAColor) {
        let color = color.multiplyingAlpha(by: opacity)
        guard color.alpha > 0, width > 0, !path.isEmpty else { return }
        list.append(.stroke(path, width: width, color))
    }

    mutating func text(_ string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor) {
        let color = color.multiplyingAlpha(by: opacity)
        guard color.alpha > 0, !string.isEmpty else { return }
        list.append(.text(string, origin: origin, font: font, color: color))
    }

    /// Runs `body` with drawing confined to `rect`.
    mutating func clipped(to rect: CGRect, _ body: (inout Canvas) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        list.append(.pushClip(rect))
        body(&self)
        list.append(.popClip)
        clip = saved
    }
}

extension ViewNode {
    /// Paints this unit and what it contains, faded while it appears, then
    /// the views that are fading out of it.
    ///
    /// Most nodes of a long scrolled list are away from the clip: they are
    /// turned down on their bounds alone, before anything is copied out.
    func paint(into canvas: inout Canvas) {
        // A deferred unit lies outside what can be seen; its insides have
        // not been arranged for where it is.
        guard !isHidden, !isDeferred else { return }
        if paintBounds.intersects(canvas.clip), let unit {
            let saved = canvas.opacity
            canvas.opacity *= animation.presentedOpacity
            if canvas.opacity > 0 { unit.paintTree(node: self, into: &canvas) }
            if let ring = canvas.focusRingNode, ring == ObjectIdentifier(self), let focusable = unit as? any Focusable {
                FocusRing.paint(focusable.focusRingPath(node: self), into: &canvas, color: environment.resolvedTint)
            }
            canvas.opacity = saved
        }
        if animation.hasDeparting {
            for ghost in animation.departing { ghost.paint(into: &canvas) }
        }
    }
}
