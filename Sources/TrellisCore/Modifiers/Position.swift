/// `position`: the view takes all the space it is offered and draws its
/// content, offered that same space, centred at a point of it (the point
/// is in the view's own coordinates, its top-leading corner at 0, 0).
package nonisolated struct PositionView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let position: CGPoint
}

@MainActor extension PositionView: FramedView {
    var kindName: String { "Position" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
        }
    }
}

extension PositionView: Equatable where Content: Equatable {}

nonisolated extension View {
    public func position(_ position: CGPoint) -> some View { PositionView(content: self, position: position) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        PositionView(content: self, position: CGPoint(x: x, y: y))
    }
}
