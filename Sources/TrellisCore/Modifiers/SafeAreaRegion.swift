/// How the insets of `safeAreaInset` reach the views inside it: which
/// scroll view may reach under an inset, how far each unit's frame lies
/// under the insets around it, and a scroll view's content margins.
///
/// Each `safeAreaInset` unit keeps, in its `InteractionState.safeAreaInsets`,
/// how far in from each of its edges its frame is covered (its own inset
/// and gap, and what the insets around it cover), left and right as drawn.
/// Layout runs top down, so a unit inside reads that of the nearest inset
/// around it while it places its subviews, and takes the overlap with its
/// own frame. "Around" means through a chain of units with one subview
/// each (paddings, frames, a `List` down to its scroll view) or an inset's
/// content; a stack or any other container of several views ends it, as
/// a scroll view among other views gets no margins in SwiftUI either.
@MainActor
struct SafeAreaRegion {
    let node: ViewNode
    let bounds: CGRect

    /// How many units a chain may pass through.
    static let maximumDepth = 8

    /// The insets of the insets around this unit that cover its bounds,
    /// in layout coordinates (a right-to-left container computes left to
    /// right and is flipped: its leading side is drawn on the right).
    var inherited: EdgeInsets {
        guard let outer = Self.enclosingInset(of: node) else { return EdgeInsets() }
        return laidOut(Self.overlap(of: bounds, with: outer.frame.inset(by: outer.interaction.safeAreaInsets)))
    }

    /// Keeps how far this inset unit's frame is covered (`covered`, in
    /// layout coordinates); when that changes, the units down to the
    /// scroll view inside are placed again, so that they see it.
    func store(_ covered: EdgeInsets) {
        let drawn = laidOut(covered)
        guard node.interaction.safeAreaInsets != drawn else { return }
        node.interaction.safeAreaInsets = drawn
        for unit in Self.chain(below: node) { unit.needsPlacement = true }
    }

    /// The scroll view the modified view is, when it scrolls along `axis`:
    /// it may reach under the inset.
    func scrollViewBelow(along axis: Axis) -> ViewNode? {
        guard let last = Self.chain(below: node).last,
              let scrollable = last.unit as? any Scrollable, scrollable.axes.contains(Axis.Set(axis)) else { return nil }
        return last
    }

    /// A scroll view's content margins: how far its frame reaches under
    /// the insets around it, on the axes it scrolls, in layout
    /// coordinates. Kept (as drawn) for its scroll bars.
    static func contentMargins(of node: ViewNode, frame: CGRect, axes: Axis.Set) -> EdgeInsets {
        var drawn = EdgeInsets()
        if let outer = enclosingInset(of: node) {
            drawn = overlap(of: frame, with: outer.frame.inset(by: outer.interaction.safeAreaInsets))
            if !axes.contains(.vertical) { drawn.top = 0; drawn.bottom = 0 }
            if !axes.contains(.horizontal) { drawn.leading = 0; drawn.trailing = 0 }
        }
        if node.interaction.safeAreaInsets != drawn { node.interaction.safeAreaInsets = drawn }
        return SafeAreaRegion(node: node, bounds: frame).laidOut(drawn)
    }

    /// The nearest inset unit whose content `node` is, through units with
    /// one subview each.
    static func enclosingInset(of node: ViewNode) -> ViewNode? {
        var current = node
        for _ in 0..<maximumDepth {
            guard let parent = current.enclosingUnit else { return nil }
            if parent.unit?.isSafeAreaInset == true { return parent.subviewNodes.first === current ? parent : nil }
            guard parent.subviewNodes.count == 1 else { return nil }
            current = parent
        }
        return nil
    }

    /// The units from an inset unit's content down to a scroll view, the
    /// scroll view last; empty when the chain ends before one.
    static func chain(below inset: ViewNode) -> [ViewNode] {
        var units: [ViewNode] = []
        var current = inset
        for _ in 0..<maximumDepth {
            let subviews = current.subviewNodes
            if current.unit?.isSafeAreaInset == true {
                guard subviews.count == 2 else { return [] }
            } else if current !== inset {
                if current.unit is any Scrollable { return units }
                guard subviews.count == 1 else { return [] }
            }
            current = subviews[0]
            units.append(current)
        }
        return []
    }

    /// How far `frame` reaches beyond `safe` on each edge, as drawn.
    static func overlap(of frame: CGRect, with safe: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
                   bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
    }

    /// Insets as drawn and as laid out differ by a mirror in a
    /// right-to-left container (the conversion is its own inverse).
    private func laidOut(_ insets: EdgeInsets) -> EdgeInsets {
        guard node.environment.layoutDirection == .rightToLeft else { return insets }
        return EdgeInsets(top: insets.top, leading: insets.trailing, bottom: insets.bottom, trailing: insets.leading)
    }
}

extension EdgeInsets {
    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}

extension CGRect {
    /// The rectangle less `insets` (leading taken as the left), never negative.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.horizontal),
               height: max(0, height - insets.vertical))
    }
}
