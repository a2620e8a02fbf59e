/// `offset`: the content is drawn moved by (x, y) while the view keeps
/// its place and size in layout. The content's frame is moved (so hit
/// testing, the inspection and readers of the content's frame see where it
/// is drawn), and it animates as any frame does.
package nonisolated struct OffsetView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let offset: CGSize
}

@MainActor extension OffsetView: FramedView {
    var kindName: String { "Offset" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
        ModifierContent(subviews: subviews).place(at: CGPoint(x: bounds.minX + dx, y: bounds.minY + dy), proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        // Guides are the content's as laid out, before the offset.
        ModifierContent(subviews: subviews).explicitAlignment(key, size: size)
    }
}

extension OffsetView: Equatable where Content: Equatable {}

nonisolated extension View {
    public func offset(_ offset: CGSize) -> some View { OffsetView(content: self, offset: offset) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        OffsetView(content: self, offset: CGSize(width: x, height: y))
    }
}
