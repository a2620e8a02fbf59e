/// One row of a `Grid`: each of its views is a cell, in column order.
/// `alignment` overrides the grid's vertical alignment for this row.
///
/// The grid decides every cell's area (it needs all rows to size the
/// columns) and leaves the result on the row's node; the row then places
/// its cells there. Outside a grid a row lays its cells out like an
/// `HStack`, so misplaced rows still show their content.
public nonisolated struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

@MainActor extension GridRow: FramedView, GridRowUnit {
    var kindName: String { "GridRow" }
    var rowAlignment: VerticalAlignment? { alignment }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        // Cells sit side by side: a Divider in a row stands upright.
        environment.stackAxis = .horizontal
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private var fallback: StackAlgorithm {
        StackAlgorithm(axis: .horizontal, spacing: nil, crossGuide: (alignment ?? .center).key)
    }

    /// The grid's placement, when it is for this very proposal.
    private func gridPlacement(_ node: ViewNode, _ proposal: ProposedViewSize, count: Int) -> GridRowPlacement? {
        guard let placement = node.gridRowPlacement, placement.cells.count == count,
              ProposedViewSize(placement.size) == proposal else { return nil }
        return placement
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        gridPlacement(node, proposal, count: subviews.count)?.size ?? fallback.arrange(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard let placement = gridPlacement(node, proposal, count: subviews.count) else {
            fallback.place(in: bounds, proposal: proposal, subviews)
            return
        }
        for (subview, (origin, cellProposal)) in zip(subviews, placement.cells) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: cellProposal)
        }
    }
}
