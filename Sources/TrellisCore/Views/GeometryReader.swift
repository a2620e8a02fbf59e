/// A container that offers its content its own size and frame: greedy, it
/// takes the whole space proposed (10 points on an axis without a
/// proposal, as SwiftUI), and places its content at its top-leading
/// corner, proposing it the reader's size.
///
/// The content depends on layout, so it is made while layout runs, as
/// SwiftUI does: when layout places the reader with a size or a window
/// position other than last time, the content closure runs again with the
/// new `GeometryProxy` and the new content is reconciled and placed in the
/// same pass (`Reconciler.relistDuringLayout`). The reader's own size
/// never depends on its content, so nothing above it is measured again.
/// A body change around the reader runs the closure with the last proxy;
/// before its first layout the reader has no content.
public nonisolated struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

@MainActor extension GeometryReader: FramedView {
    var kindName: String { "GeometryReader" }
    var arrangementDependsOnPosition: Bool { true }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        guard let proxy = node.geometryProxy else { return }
        visit(.index(0), content(proxy))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        var subviews = subviews
        let proxy = GeometryProxy(node: node)
        if node.geometryProxy != proxy {
            node.geometryProxy = proxy
            Reconciler.relistDuringLayout(node)
            subviews = LayoutSubviews(node.subviewNodes, engine: subviews.engine)
        }
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
