/// `containerRelativeFrame`: on the given axes the view is proposed, and
/// takes, a length computed from the size of its nearest container — a
/// scroll view (its visible size), the column of a navigation split view,
/// a navigation stack's or a tab's content, else the window. On the other
/// axes the proposal passes through and the frame takes the content's size.
/// The content is aligned inside the frame.
package nonisolated struct ContainerRelativeFrameView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment
    let length: @Sendable (CGFloat, Axis) -> CGFloat
}

/// A view whose size is the size `containerRelativeFrame` measures against.
@MainActor
protocol RelativeFrameContainer {
    /// The container's space is that of its subview holding the view (a
    /// column, a tab), not its own frame (a scroll view's visible size).
    var measuresByContent: Bool { get }
}

extension ScrollView: RelativeFrameContainer { var measuresByContent: Bool { false } }
extension NavigationStack: RelativeFrameContainer { var measuresByContent: Bool { true } }
extension NavigationSplitView: RelativeFrameContainer { var measuresByContent: Bool { true } }
extension TabView: RelativeFrameContainer { var measuresByContent: Bool { true } }

@MainActor extension ContainerRelativeFrameView: FramedView, ForwardsLayoutValues, ContainerRelativeMeasuring {
    var kindName: String { "ContainerRelativeFrame" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    /// The nearest container's size as layout last decided it.
    func containerSize(of node: ViewNode) -> CGSize {
        var below: ViewNode = node
        var current = node.parent
        while let ancestor = current {
            if let unit = ancestor.unit as? any RelativeFrameContainer {
                let size = unit.measuresByContent ? below.frame.size : ancestor.frame.size
                if size.width > 0 || size.height > 0 { return size }
            }
            if ancestor.isUnit { below = ancestor }
            current = ancestor.parent
        }
        return node.host.windowSize
    }

    /// Measuring notes the container size used: the size answered (and
    /// cached) depends on it.
    private func proposal(for proposal: ProposedViewSize, node: ViewNode, measuring: Bool = false) -> ProposedViewSize {
        let container = containerSize(of: node)
        if measuring { node.host.noteContainerRelativeFrame(node, containerSize: container) }
        let p = proposal.sanitized
        func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        return ProposedViewSize(width: axes.contains(.horizontal) ? valid(length(container.width, .horizontal)) : p.width,
                                height: axes.contains(.vertical) ? valid(length(container.height, .vertical)) : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let inner = self.proposal(for: proposal, node: node, measuring: true)
        let size = ModifierContent(subviews: subviews).sizeThatFits(inner)
        return CGSize(width: axes.contains(.horizontal) ? inner.width ?? size.width : size.width,
                      height: axes.contains(.vertical) ? inner.height ?? size.height : size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(in: bounds, alignment: alignment, proposal: self.proposal(for: proposal, node: node))
    }
}

nonisolated extension View {
    /// The container's length on `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in length }
    }

    /// `span` of `count` equal parts of the container's length, with
    /// `spacing` between the parts (and inside the span).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count), span = max(1, min(span, count))
        let spacing = spacing.isFinite ? max(0, spacing) : 0
        return ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return max(0, part * CGFloat(span) + spacing * CGFloat(span - 1))
        }
    }

    /// The length `length` computes from the container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        nonisolated(unsafe) let length = length
        return ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length($0, $1) }
    }
}
