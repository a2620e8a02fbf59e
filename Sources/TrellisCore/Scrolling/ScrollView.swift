/// A scrollable view, as SwiftUI's `ScrollView`. Its content is laid out
/// at its natural length along each scrolled axis (proposed nil there) and
/// at the offered length across it; the scroll view itself takes the space
/// it is offered. Content shorter than the view sits at the top (or where
/// `defaultScrollAnchor` says) and is centred across the axis, as in
/// SwiftUI. The wheel scrolls it (a vertical wheel scrolls a horizontal-only
/// view sideways), its scroll bars can be dragged, and the offset is
/// clamped so the content never scrolls past its ends, also after a resize.
public nonisolated struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
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
        // Under a `safeAreaInset` the content keeps clear of the inset by
        // a margin at each end, and scrolls on under it.
        let margins = SafeAreaRegion.contentMargins(of: node, frame: bounds, axes: axes)
        let anchor = node.environment.defaultScrollAnchor
        var state = node.interaction
        var offset = state.scrollOffset
        var origin = bounds.origin
        var scrolled = size
        for axis in [Axis.horizontal, .vertical] {
            let (before, after) = axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
            let length = size[axis] + before + after, visible = bounds.size[axis]
            let limit = max(0, length - visible)
            let unit = anchor.map { axis == .horizontal ? $0.x : $0.y }
            guard axes.contains(Axis.Set(axis)) else {
                // Across the scrolled axis: centred (or at the anchor).
                offset[axis] = 0
                origin[axis] += (visible - length) * (unit ?? 0.5)
                continue
            }
            scrolled[axis] = length
            if !state.hasScrolledContent, let unit {
                offset[axis] = limit * unit
            } else if let unit, unit >= 1, state.scrollContentSize[axis] > 0,
                      offset[axis] >= state.scrollContentSize[axis] - visible - 0.5 {
                // Kept at the trailing end while the content grows (a chat log).
                offset[axis] = limit
            }
            let clamped = min(max(0, offset[axis]), limit)
            offset[axis] = clamped.isFinite ? clamped : 0
            // Content shorter than the view sits at the anchor (the top).
            origin[axis] += before + (length < visible ? (visible - length) * (unit ?? 0) : -offset[axis])
        }
        state.scrollOffset = offset
        state.scrollContentSize = scrolled
        state.hasScrolledContent = true
        node.interaction = state
        content.place(at: origin, proposal: inner)
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        recorder.clipped(to: frame) { recorder in
            for child in node.subviewNodes { child.paint(into: &recorder) }
            guard showsIndicators, node.environment.scrollIndicatorVisibility.showsBars else { return }
            for axis in [Axis.horizontal, .vertical] where axes.contains(Axis.Set(axis)) {
                guard let bar = ScrollBar(node: node, axis: axis, axes: axes, frame: frame) else { continue }
                recorder.fill(Capsule().path(in: bar.thumb), bar.color(highlighted: node.interaction.isHovered))
            }
        }
    }
}

/// What the host needs of any scroll view.
@MainActor
protocol Scrollable {
    var axes: Axis.Set { get }
    var showsIndicators: Bool { get }
}

@MainActor extension ScrollView: Scrollable {}

extension CGPoint {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension ViewNode {
    /// How far this scroll view's content is scrolled (zero for any other
    /// node). Frames are already in window coordinates with the offset
    /// applied; this is for whoever needs the offset itself.
    var contentScrollOffset: CGPoint { unit is any Scrollable ? interaction.scrollOffset : .zero }
}
