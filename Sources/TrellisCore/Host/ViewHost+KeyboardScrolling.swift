/// Page Up, Page Down, Home and End scroll a scroll view, as in GTK and
/// macOS: the one holding the focused view (or the list last clicked),
/// else the one under the pointer, else the window's first one. A text
/// field that has the focus keeps Home and End (they move its caret), and
/// a list keeps the keys it acts on; this runs when nothing took the key.
extension ViewHost {
    /// What stays in view from one page to the next: AppKit keeps 10
    /// points (`NSScrollView.verticalPageScroll`); GTK pages 90% of the
    /// view (`GtkAdjustment`'s page increment). Trellis follows the Mac.
    static let pageOverlap: CGFloat = 10

    func scrollFromKeyboard(_ key: CommandKey) -> Bool {
        guard [.pageUp, .pageDown, .home, .end].contains(key),
              heldModifiers.isDisjoint(with: [.control, .alt]) else { return false }
        if key == .home || key == .end, focus.node?.unit is EditableText { return false }
        guard let scroller = keyboardScrollTarget(), let scrollable = scroller.unit as? any Scrollable else { return false }
        let axis: Axis = scrollable.axes.contains(.vertical) ? .vertical : .horizontal
        let margins = scroller.interaction.scrollContentMargins
        let visible = scroller.frame.size[axis] - (axis == .vertical ? margins.top + margins.bottom : margins.leading + margins.trailing)
        let page = max(visible - Self.pageOverlap, visible / 2, 1)
        let limit = max(0, scroller.interaction.scrollContentSize[axis] - scroller.frame.size[axis])
        let start = scroller.interaction.scrollOffset
        var proposed = start
        switch key {
        case .pageDown: proposed[axis] = min(limit, start[axis] + page)
        case .pageUp: proposed[axis] = max(0, start[axis] - page)
        case .home: proposed[axis] = 0
        default: proposed[axis] = limit
        }
        // Already at that end: the key is still the scroll view's.
        guard proposed != start else { return true }
        scroll(scroller, axes: scrollable.axes, from: start, to: proposed)
        return true
    }

    /// The scroll view page keys move (see the type's comment).
    private func keyboardScrollTarget() -> ViewNode? {
        func usable(_ node: ViewNode) -> Bool { node.unit is any Scrollable && node.environment.isScrollEnabled }
        var current = focus.node ?? keyTarget.flatMap { $0.isAttached(to: root) ? $0 : nil }
        while let node = current {
            if usable(node) { return node }
            current = node.parent
        }
        if let pointer, let under = HitTester.scrollViews(at: pointer, in: root).last(where: usable) { return under }
        var first: ViewNode?
        func visit(_ node: ViewNode) {
            guard first == nil, !node.isHidden else { return }
            if usable(node) { first = node; return }
            node.subviewNodes.forEach(visit)
        }
        visit(root)
        return first
    }
}
