/// Where a scroll ends under a `scrollTargetBehavior`: when a wheel click
/// or a scroll bar drag ends, the behaviour moves the proposed offset (to a
/// page, to a view's edge) and the content glides there.
extension ViewHost {
    /// How long the content glides to the target.
    static let settleAnimation = Animation.smooth(duration: 0.3)

    /// Scrolls `scroller` to where its target behaviour settles a scroll
    /// from `start` to `proposed`; false when it has no behaviour (the
    /// caller moves it to `proposed` itself).
    func settle(_ scroller: ViewNode, axes: Axis.Set, from start: CGPoint, proposed: CGPoint, velocity: CGPoint) -> Bool {
        guard let behavior = scroller.environment.scrollTargetBehavior else { return false }
        let origin = ScrollTargets.contentFrame(of: scroller).origin
        let margins = scroller.interaction.scrollContentMargins
        let container = scroller.frame.size
        var content = scroller.interaction.scrollContentSize
        content.width = max(0, content.width - margins.horizontal)
        content.height = max(0, content.height - margins.vertical)
        // Content coordinates: the content's origin lies inside the margins.
        let toContent = CGPoint(x: -margins.leading, y: -margins.top)
        func rect(_ offset: CGPoint) -> CGRect {
            CGRect(origin: CGPoint(x: offset.x + toContent.x, y: offset.y + toContent.y), size: container)
        }
        let targets = ScrollTargets.views(in: scroller).map { view in
            view.frame.offsetBy(dx: scroller.interaction.scrollOffset.x - origin.x, dy: scroller.interaction.scrollOffset.y - origin.y)
        }
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(rect: rect(start)), velocity: CGVector(dx: velocity.x * 60, dy: velocity.y * 60),
            contentSize: content, containerSize: CGSize(width: container.width - margins.horizontal, height: container.height - margins.vertical),
            axes: axes, environment: scroller.environment, targetRects: targets)
        var target = ScrollTarget(rect: rect(proposed))
        behavior.updateTarget(&target, context: context)
        let anchor = target.anchor ?? .topLeading
        var offset = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] {
            let unit = axis == .horizontal ? anchor.x : anchor.y
            offset[axis] = target.rect.origin[axis] + unit * (target.rect.size[axis] - container[axis]) - toContent[axis]
            let limit = max(0, scroller.interaction.scrollContentSize[axis] - container[axis])
            offset[axis] = axes.contains(Axis.Set(axis)) ? min(max(0, offset[axis]), limit) : scroller.interaction.scrollOffset[axis]
        }
        guard offset.x.isFinite, offset.y.isFinite else { return false }
        let moves = offset != scroller.interaction.scrollOffset
        scroller.interaction.scrollOffset = offset
        scroller.interaction.settledPhase = moves ? .animating : .idle
        scroller.setNeedsPlacement()
        pendingTransaction = Transaction(animation: Self.settleAnimation)
        needsLayout = true
        return true
    }
}
