/// A scrollable view, as SwiftUI's `ScrollView`. Its content is laid out
/// at its natural length along the scroll axis (proposed nil there) and at
/// the offered width across it; the scroll view itself takes the space it
/// is offered. The mouse wheel scrolls it; the offset is clamped so the
/// content never scrolls past its ends, also after a resize.
public nonisolated struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// The axis scrolled by the wheel (vertical unless only horizontal).
    var scrollAxis: Axis { axes == .horizontal ? .horizontal : .vertical }
}

@MainActor extension ScrollView: FramedView {
    var kindName: String { "ScrollView" }
    var clipsSubviews: Bool { true }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var inner = proposal
        if axes.contains(.vertical) { inner.height = nil }
        if axes.contains(.horizontal) { inner.width = nil }
        return inner
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let content = ModifierContent(subviews: subviews).sizeThatFits(contentProposal(p))
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let inner = contentProposal(ProposedViewSize(bounds.size))
        let content = ModifierContent(subviews: subviews)
        let size = content.sizeThatFits(inner)
        let axis = scrollAxis
        let length = size[axis]
        let limit = max(0, length - bounds.size[axis])
        let offset = min(max(0, node.interaction.scrollOffset), limit)
        node.interaction.scrollOffset = offset.isFinite ? offset : 0
        node.interaction.scrollContentLength = length
        let origin = CGPoint(x: bounds.minX - (axis == .horizontal ? offset : 0),
                             y: bounds.minY - (axis == .vertical ? offset : 0))
        content.place(at: origin, proposal: inner)
    }

    func paintTree(node: ViewNode, into canvas: inout Canvas) {
        let frame = node.presentedFrame
        canvas.clipped(to: frame) { canvas in
            for child in node.subviewNodes { child.paint(into: &canvas) }
            if showsIndicators { paintIndicator(node: node, frame: frame, into: &canvas) }
        }
    }

    /// A thin overlay bar showing which part of the content is visible,
    /// drawn only when the content is longer than the view.
    private func paintIndicator(node: ViewNode, frame: CGRect, into canvas: inout Canvas) {
        let axis = scrollAxis
        let visible = frame.size[axis]
        let length = node.interaction.scrollContentLength
        guard length > visible + 0.5, visible > 0 else { return }
        let track = visible - 4
        let barLength = max(24, track * visible / length)
        let position = 2 + (track - barLength) * node.interaction.scrollOffset / (length - visible)
        // Right to left, the content starts at the right: so does the
        // horizontal bar, and the vertical one runs along the left edge.
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        let bar = axis == .vertical
            ? CGRect(x: rightToLeft ? frame.minX + 3 : frame.maxX - 9, y: frame.minY + position, width: 6, height: barLength)
            : CGRect(x: rightToLeft ? frame.maxX - position - barLength : frame.minX + position, y: frame.maxY - 9,
                     width: barLength, height: 6)
        canvas.fill(Capsule().path(in: bar), SystemPalette.color(.scrollIndicator, in: node.environment.colorScheme))
    }
}

/// What the host needs of any scroll view.
@MainActor
protocol Scrollable {
    var scrollAxis: Axis { get }
}

@MainActor extension ScrollView: Scrollable {}
