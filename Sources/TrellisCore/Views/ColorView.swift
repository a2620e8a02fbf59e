/// A colour used as a view fills the space it is offered, like a
/// rectangle of that colour.
extension Color: View {
    public typealias Body = Never
}

@MainActor extension Color: FramedView {
    var kindName: String { "Color" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        recorder.fill(Path(node.presentedFrame), node.animation.paintPresented.map(RGBAColor.init) ?? resolved(in: node.environment))
    }
}

@MainActor extension Color: AnimatablePaint {
    func paintValue(node: ViewNode) -> Motion.Vector { resolved(in: node.environment).vector }
}
