/// `scrollTargetLayout()`: the subviews of the layout inside (a stack's
/// rows, a lazy stack's rows made so far) are its scroll view's targets —
/// what `scrollPosition(id:)` reports and `.viewAligned` aligns to.
package nonisolated struct ScrollTargetLayoutView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let isEnabled: Bool
}

@MainActor extension ScrollTargetLayoutView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

@MainActor
protocol ScrollTargetLayoutMarking { var marksTargets: Bool { get } }

@MainActor extension ScrollTargetLayoutView: ScrollTargetLayoutMarking {
    var marksTargets: Bool { isEnabled }
}

/// One target view of a scroll view: its id (a `ForEach` row's or an
/// explicit `.id`), if any, and its frame in window coordinates.
struct ScrollTargetView {
    let id: AnyHashable?
    let frame: CGRect
}

@MainActor
enum ScrollTargets {
    /// The targets of `scroller`'s target layouts, in layout order; nested
    /// scroll views keep theirs.
    static func views(in scroller: ViewNode) -> [ScrollTargetView] {
        var found: [ScrollTargetView] = []
        func visit(_ node: ViewNode) {
            if node !== scroller, node.unit is any Scrollable { return }
            if let marker = node.view as? any ScrollTargetLayoutMarking, marker.marksTargets,
               let container = firstUnit(in: node) {
                for subview in container.subviewNodes where subview.hasBeenPlaced && !subview.isHidden {
                    found.append(ScrollTargetView(id: id(of: subview, below: container), frame: subview.frame))
                }
                return
            }
            for child in node.children { visit(child) }
        }
        visit(scroller)
        return found
    }

    /// The id of the leading-most target in view (or, with an anchor, the
    /// one under that point of the visible region).
    static func leadingID(in scroller: ViewNode, axes: Axis.Set, anchor: UnitPoint?) -> AnyHashable? {
        let visible = contentFrame(of: scroller)
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let inView = views(in: scroller).filter { $0.id != nil && $0.frame.intersects(visible) }
        if let anchor {
            let point = CGPoint(x: visible.minX + anchor.x * visible.width, y: visible.minY + anchor.y * visible.height)
            let distance = { (view: ScrollTargetView) -> CGFloat in
                let frame = view.frame
                return max(0, frame.minX - point.x, point.x - frame.maxX) + max(0, frame.minY - point.y, point.y - frame.maxY)
            }
            return inView.min { distance($0) < distance($1) }?.id
        }
        return inView.first { $0.frame.maxEdge(along: axis) > visible.origin[axis] + 0.5 }?.id
    }

    /// The part of a scroll view its content shows in, between its content
    /// margins (window coordinates).
    static func contentFrame(of scroller: ViewNode) -> CGRect {
        let frame = scroller.frame.inset(by: scroller.interaction.scrollContentMargins)
        return frame.width >= 0 && frame.height >= 0 ? frame : scroller.frame
    }

    /// The scroll view a scroll modifier applies to: the first inside it.
    static func scroller(in node: ViewNode) -> ViewNode? {
        if node.unit is any Scrollable { return node }
        for child in node.children { if let found = scroller(in: child) { return found } }
        return nil
    }

    private static func firstUnit(in node: ViewNode) -> ViewNode? {
        if node.isUnit { return node }
        for child in node.children { if let unit = firstUnit(in: child) { return unit } }
        return nil
    }

    /// The outermost id between a subview and its container.
    private static func id(of subview: ViewNode, below container: ViewNode) -> AnyHashable? {
        var result: AnyHashable?
        var current: ViewNode? = subview
        while let node = current, node !== container {
            if let id = explicitID(node.key) { result = id }
            current = node.parent
        }
        return result
    }

    private static func explicitID(_ key: ChildKey) -> AnyHashable? {
        switch key {
        case .id(let value), .explicit(let value): value
        case .nested(let outer, let inner): explicitID(outer) ?? explicitID(inner)
        default: nil
        }
    }
}

extension CGRect {
    func maxEdge(along axis: Axis) -> CGFloat { axis == .horizontal ? maxX : maxY }
}

nonisolated extension View {
    /// Makes the subviews of this layout the targets of the scroll view
    /// around it (see `scrollPosition(id:)`, `.viewAligned`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayoutView(content: self, isEnabled: isEnabled)
    }
}

extension ScrollTargets {
    /// The offset that shows `rect` (window coordinates, last layout) in
    /// `scroller`: its `anchor` point at the same point of the view;
    /// without an anchor, by as little as shows the whole of it.
    static func offset(showing rect: CGRect, in scroller: ViewNode, axes: Axis.Set, anchor: UnitPoint?) -> CGPoint {
        // The part between the margins the content scrolls under.
        let frame = contentFrame(of: scroller)
        var offset = scroller.interaction.scrollOffset
        for axis in [Axis.horizontal, .vertical] where axes.contains(Axis.Set(axis)) {
            let start = rect.origin[axis] - frame.origin[axis] + offset[axis]
            let length = rect.size[axis], visible = frame.size[axis]
            if let anchor {
                let unit = axis == .horizontal ? anchor.x : anchor.y
                offset[axis] = start + unit * length - unit * visible
            } else if start < offset[axis] {
                offset[axis] = start
            } else if start + length > offset[axis] + visible {
                offset[axis] = start + length - visible
            }
        }
        return offset
    }

    /// Scrolls programmatically: inside `withAnimation` the content glides.
    static func scroll(_ scroller: ViewNode, to offset: CGPoint, in transaction: Transaction?) {
        guard offset.x.isFinite, offset.y.isFinite, offset != scroller.interaction.scrollOffset else { return }
        scroller.interaction.scrollOffset = offset
        if transaction?.animation != nil { scroller.interaction.scrollPhase = .animating }
        scroller.setNeedsPlacement()
        scroller.host.noteStateChange(in: transaction)
        scroller.host.setNeedsLayout()
    }
}
