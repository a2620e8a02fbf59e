/// The layout of a unit that wraps its content without changing its
/// geometry (opacity, a geometry group, a button around its label, a menu
/// around its chrome): the content is proposed what the unit is, placed at
/// its origin, and its baselines are the unit's.
@MainActor
protocol ContentWrapperLayout: FramedView {}

extension ContentWrapperLayout {
    /// True; a wrapper that also paints something that animates (opacity)
    /// says false, so that a layout pass sees the new value.
    var geometryIsItsContent: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        ModifierContent(subviews: subviews).explicitAlignment(key, size: size)
    }
}
