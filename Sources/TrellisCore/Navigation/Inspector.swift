/// `inspector(isPresented:content:)`: while presented, a trailing column
/// beside the view it modifies, its width from `inspectorColumnWidth` on
/// the inspector's content, its leading edge dragged to resize it (as on
/// macOS). Inside `withAnimation` the view beside it glides to its new width.
package nonisolated struct InspectorView<Content: View, Inspector: View>: View {
    package typealias Body = Never
    let content: Content
    /// The inspector's content while presented.
    let inspector: Inspector?
}

/// What the user dragged the inspector to, and where it was placed.
@MainActor final class InspectorState {
    var draggedWidth: CGFloat?
    var placedWidth: CGFloat = 0
}

@MainActor extension InspectorView: FramedView {
    var kindName: String { "Inspector" }

    /// Without `inspectorColumnWidth`, an inspector starts this wide.
    static var defaultWidth: SplitColumnWidth { SplitColumnWidth(min: 200, ideal: 250, max: 400) }

    /// The width the inspector's content asks for, or the default.
    private var spec: SplitColumnWidth { inspector.flatMap { SplitColumnLayout.width(of: $0) } ?? Self.defaultWidth }
    private var limits: ClosedRange<CGFloat> { SplitColumnLayout.limits(spec) }

    private func state(_ node: ViewNode) -> InspectorState {
        if let state = node.layoutCache as? InspectorState { return state }
        let state = InspectorState()
        node.layoutCache = state
        return state
    }

    private func width(_ node: ViewNode, in available: CGFloat) -> CGFloat {
        guard inspector != nil else { return 0 }
        let wanted = SplitColumnLayout.widths([spec], dragged: state(node).draggedWidth.map { [0: $0] } ?? [:])[0]
        return max(0, min(wanted, available - 1))
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
        guard let inspector else { return }
        visit(.index(1), inspector.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
        let state = self.state(node), handle = node.handle
        visit(.index(2), ColumnResizeHandle(limits: limits, currentWidth: { state.placedWidth }, setWidth: { width in
            state.draggedWidth = width
            guard let node = handle.node else { return }
            node.invalidateLayout()
            node.host.setNeedsLayout()
        }, growsTowardLeadingEdge: true))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        guard subviews.count == 3, let width = p.width else {
            let content = subviews[0].sizeThatFits(p)
            return CGSize(width: content.width + (subviews.count == 3 ? limits.lowerBound + 1 : 0), height: content.height)
        }
        let column = self.width(node, in: width)
        let content = subviews[0].sizeThatFits(ProposedViewSize(width: max(0, width - column - 1), height: p.height))
        return CGSize(width: width, height: p.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let column = subviews.count == 3 ? width(node, in: bounds.width) : 0
        state(node).placedWidth = column
        let contentWidth = subviews.count == 3 ? max(0, bounds.width - column - 1) : bounds.width
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: contentWidth, height: bounds.height))
        guard subviews.count == 3 else { return }
        subviews[1].place(at: CGPoint(x: bounds.maxX - column, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: column, height: bounds.height))
        subviews[2].place(at: CGPoint(x: bounds.maxX - column - 1 - SplitDividerHandle.width / 2, y: bounds.minY),
                          anchor: .topLeading, proposal: ProposedViewSize(width: SplitDividerHandle.width, height: bounds.height))
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let column = state(node).placedWidth
        guard inspector != nil, column > 0 else { return }
        let frame = node.presentedFrame
        recorder.fill(Path(CGRect(x: frame.maxX - column - 1, y: frame.minY, width: 1, height: frame.height)),
                      Color.separator.resolved(in: node.environment))
    }
}

nonisolated extension View {
    /// Shows `content` as an inspector, a trailing column beside this
    /// view, while `isPresented` is true.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        InspectorView(content: self, inspector: isPresented.wrappedValue ? content() : nil)
    }

    /// A fixed width for the inspector this view is the content of.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        SplitColumnWidthView(content: self, width: SplitColumnWidth(min: width, ideal: width, max: width))
    }

    /// The width the inspector starts at and how far its edge can be dragged.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        SplitColumnWidthView(content: self, width: SplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}
