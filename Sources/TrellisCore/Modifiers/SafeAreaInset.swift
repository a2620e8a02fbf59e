/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view along
/// one edge of the modified view, which is laid out in what is left.
///
/// The unit takes the whole space it is offered. The inset is proposed
/// the width across its edge (its ideal length along it), placed against
/// the edge and aligned across it; the modified view is proposed the rest,
/// less `spacing` (nil: the standard gap between the two), and centred in
/// it. Insets nest: the modifier outside takes its edge first.
///
/// A scroll view reaches under the inset instead, as in SwiftUI: when the
/// modified view is a scroll view along the edge's axis (also through
/// modifiers with one subview, further insets or a `List`), it gets the
/// whole space and keeps its content clear of the inset by a margin
/// (`SafeAreaRegion`), so the content scrolls on under the inset and its
/// last row still comes into sight above it.
package nonisolated struct SafeAreaInsetView<Content: View, Inset: View>: View {
    package typealias Body = Never
    let content: Content
    let inset: Inset
    let edge: Edge
    /// The alignment across the edge (the other component is unused).
    let alignment: Alignment
    let spacing: CGFloat?
}

@MainActor extension SafeAreaInsetView: FramedView, ForwardsLayoutValues {
    var kindName: String { "SafeAreaInset" }
    var isSafeAreaInset: Bool { true }

    // The inset is one unit (a stack around what the builder made), last,
    // so that it paints over a scroll view reaching under it and takes
    // clicks first.
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
        visit(.index(1), ZStack(alignment: alignment) { inset })
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func parts(_ subviews: LayoutSubviews) -> (content: ModifierContent, inset: LayoutSubview)? {
        guard let last = subviews.indices.last else { return nil }
        return (ModifierContent(subviews: subviews[subviews.startIndex..<last]), subviews[last])
    }

    /// The inset's proposal: the length across the edge, its ideal along it.
    private func insetProposal(across length: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    /// The gap between the inset and the modified view.
    private func gap(_ subviews: LayoutSubviews, inset: LayoutSubview) -> CGFloat {
        if let spacing { return spacing.isFinite ? spacing : 0 }
        guard subviews.count > 1 else { return ViewSpacing.standard.distance(to: .standard, along: axis) }
        let content = subviews[subviews.startIndex].spacing
        return edge == .top || edge == .leading
            ? inset.spacing.distance(to: content, along: axis) : content.distance(to: inset.spacing, along: axis)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard let (content, inset) = parts(subviews) else { return .zero }
        let p = proposal.sanitized
        let insetSize = inset.sizeThatFits(insetProposal(across: p[axis.other]))
        let taken = insetSize[axis] + gap(subviews, inset: inset)
        var inner = p
        inner[axis] = p[axis].map { max(0, $0 - taken) }
        let contentSize = content.sizeThatFits(inner)
        var size = CGSize.zero
        size[axis] = p[axis].flatMap { $0.isFinite ? $0 : nil } ?? contentSize[axis] + taken
        size[axis.other] = p[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? max(contentSize[axis.other], insetSize[axis.other])
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard let (content, inset) = parts(subviews) else { return }
        let region = SafeAreaRegion(node: node, bounds: bounds)
        // The space the insets around this one left, in layout coordinates.
        let inherited = region.inherited
        let safe = bounds.inset(by: inherited)
        let insetSize = inset.sizeThatFits(insetProposal(across: safe.size[axis.other]))
        let along = insetSize[axis]
        let taken = along + gap(subviews, inset: inset)
        var slot = safe
        switch edge {
        case .top: slot.size.height = along
        case .bottom: slot.origin.y = safe.maxY - along; slot.size.height = along
        case .leading: slot.size.width = along
        case .trailing: slot.origin.x = safe.maxX - along; slot.size.width = along
        }
        ModifierContent(subviews: subviews[subviews.index(before: subviews.endIndex)...])
            .place(in: slot, alignment: alignment, proposal: insetProposal(across: safe.size[axis.other]))

        var covered = inherited
        covered[edge] += taken
        if region.scrollViewBelow(along: axis) != nil {
            // The scroll view takes the whole space; its margins keep its
            // content clear of the insets.
            content.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            region.store(covered)
        } else {
            var rest = bounds
            switch edge {
            case .top: rest.origin.y = safe.minY + taken; rest.size.height = max(0, bounds.maxY - rest.minY)
            case .bottom: rest.size.height = max(0, safe.maxY - taken - bounds.minY)
            case .leading: rest.origin.x = safe.minX + taken; rest.size.width = max(0, bounds.maxX - rest.minX)
            case .trailing: rest.size.width = max(0, safe.maxX - taken - bounds.minX)
            }
            var inner = proposal.sanitized
            inner[axis] = inner[axis].map { _ in rest.size[axis] }
            inner[axis.other] = inner[axis.other].map { _ in rest.size[axis.other] }
            content.place(in: rest, alignment: .center, proposal: inner)
            region.store(covered)
        }
    }
}

nonisolated extension View {
    /// Shows `content` above or below this view, which is laid out in the
    /// space that is left (a scroll view reaches under it).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                          alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    /// Shows `content` beside this view, which is laid out in the space
    /// that is left (a scroll view reaches under it).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                          alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension SafeAreaInsetView: Equatable where Content: Equatable, Inset: Equatable {}
