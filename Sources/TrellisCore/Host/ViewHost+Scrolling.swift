/// Scrolling input: the wheel, and dragging a scroll bar (a press in the
/// bar's strip grabs the thumb, or jumps it there first).
extension ViewHost {
    /// Scrolls the innermost scroll view under `point` that scrolls in the
    /// wheel's direction (a vertical wheel over a horizontal-only view
    /// scrolls it sideways, as GTK does).
    func scrollWheel(at point: CGPoint, delta: CGSize) {
        guard delta.width.isFinite, delta.height.isFinite else { return }
        let scrollers = HitTester.scrollViews(at: point, in: root)
        for scroller in scrollers.reversed() {
            guard let scrollable = scroller.unit as? any Scrollable, scroller.environment.isScrollEnabled else { continue }
            var amount = CGPoint(x: delta.width, y: delta.height)
            if scrollable.axes == .horizontal, amount.x == 0 { amount = CGPoint(x: amount.y, y: 0) }
            if !scrollable.axes.contains(.horizontal) { amount.x = 0 }
            if !scrollable.axes.contains(.vertical) { amount.y = 0 }
            guard amount != .zero else { continue }
            let start = scroller.interaction.scrollOffset
            scroll(scroller, axes: scrollable.axes, from: start, to: CGPoint(x: start.x + amount.x, y: start.y + amount.y))
            return
        }
    }

    /// The user scrolls `scroller` by one step (a wheel click, a page
    /// key): a whole scroll, which ends where the target behaviour says.
    func scroll(_ scroller: ViewNode, axes: Axis.Set, from start: CGPoint, to proposed: CGPoint) {
        scroller.interaction.scrollPhase = .interacting
        let velocity = CGPoint(x: proposed.x - start.x, y: proposed.y - start.y)
        if !settle(scroller, axes: axes, from: start, proposed: proposed, velocity: velocity) {
            setScrollOffset(of: scroller, to: proposed)
            scroller.interaction.settledPhase = .idle
        }
    }

    /// A press on a scroll bar starts dragging it; returns false if the
    /// press was not on one.
    func beginScrollBarDrag(at point: CGPoint) -> Bool {
        for scroller in HitTester.scrollViews(at: point, in: root).reversed() {
            guard let scrollable = scroller.unit as? any Scrollable, scrollable.showsIndicators,
                  scroller.environment.scrollIndicatorVisibility.showsBars, scroller.environment.isScrollEnabled else { continue }
            for axis in [Axis.vertical, .horizontal] where scrollable.axes.contains(Axis.Set(axis)) {
                guard let bar = ScrollBar(node: scroller, axis: axis, axes: scrollable.axes, frame: scroller.presentedFrame),
                      bar.track.contains(point) else { continue }
                var grab = point[axis] - bar.thumb.origin[axis]
                if grab < 0 || grab > bar.thumb.size[axis] {
                    // A press beside the thumb moves the thumb's middle there.
                    grab = bar.thumb.size[axis] / 2
                    var offset = scroller.interaction.scrollOffset
                    offset[axis] = bar.offset(forThumbAt: point[axis] - grab)
                    setScrollOffset(of: scroller, to: offset)
                }
                scrollBarDrag = ScrollBarDrag(scroller: scroller, axis: axis, grab: grab, start: scroller.interaction.scrollOffset)
                scroller.interaction.scrollPhase = .interacting
                scroller.interaction.isHovered = true
                needsDisplay = true
                return true
            }
        }
        return false
    }

    /// Follows the pointer while a bar is dragged; false when none is.
    func continueScrollBarDrag(to point: CGPoint) -> Bool {
        guard let drag = scrollBarDrag else { return false }
        let scroller = drag.scroller
        guard scroller.isAttached(to: root), let scrollable = scroller.unit as? any Scrollable,
              let bar = ScrollBar(node: scroller, axis: drag.axis, axes: scrollable.axes, frame: scroller.presentedFrame) else {
            return true
        }
        var offset = scroller.interaction.scrollOffset
        offset[drag.axis] = bar.offset(forThumbAt: point[drag.axis] - drag.grab)
        setScrollOffset(of: scroller, to: offset)
        return true
    }

    /// Ends a bar drag; false when none was going on.
    func endScrollBarDrag() -> Bool {
        guard let drag = scrollBarDrag else { return false }
        scrollBarDrag = nil
        drag.scroller.interaction.isHovered = false
        if let scrollable = drag.scroller.unit as? any Scrollable,
           !settle(drag.scroller, axes: scrollable.axes, from: drag.start, proposed: drag.scroller.interaction.scrollOffset, velocity: .zero) {
            drag.scroller.interaction.scrollPhase = .idle
            layoutObservers.layoutChanged = true
            needsLayout = true
        }
        needsDisplay = true
        return true
    }

    /// Moves a scroll view's content at once, whatever else animates; the
    /// next layout clamps the offset to the content.
    func setScrollOffset(of scroller: ViewNode, to offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        scroller.interaction.scrollOffset = offset
        scroller.setNeedsPlacement()
        var immediate = Transaction(animation: nil)
        immediate.disablesAnimations = true
        pendingTransaction = immediate
        needsLayout = true
    }
}
