/// `geometryGroup()`: the subtree's geometry is resolved and animated in
/// this view's presented (animated) frame, so the children move with it as
/// one piece. Without it every view animates its own window-space frame,
/// and a view inserted into a moving parent appears at its final place.
public nonisolated struct GeometryGroupView<Content: View>: View {
    public typealias Body = Never
    let content: Content
}

@MainActor extension GeometryGroupView: UnitView, GeometryGrouping {
    var kindName: String { "GeometryGroup" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        subviews.count == 1 ? subviews[subviews.startIndex].dimensions(in: ProposedViewSize(size)).explicit(key) : nil
    }
}

/// Units whose descendants animate relative to them.
protocol GeometryGrouping {}

nonisolated extension View {
    public func geometryGroup() -> GeometryGroupView<Self> { GeometryGroupView(content: self) }
}
