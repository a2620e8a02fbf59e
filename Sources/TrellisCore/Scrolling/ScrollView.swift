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

    private func contentProposal(_ proposal: ProposedViewSize, margins: EdgeInsets) -> ProposedViewSize {
        var inner = proposal
        if axes.contains(.vertical) { inner.height = nil } else { inner.height = inner.height.map { max(0, $0 - margins.vertical) } }
        if axes.contains(.horizontal) { inner.width = nil } else { inner.width = inner.width.map { max(0, $0 - margins.horizontal) } }
        return inner
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let margins = node.environment.scrollContentSettings.contentMargins
        let content = ModifierContent(subviews: subviews).sizeThatFits(contentProposal(p, margins: margins))
        return CGSize(width: p.width ?? content.width + margins.horizontal, height: p.height ?? content.height + margins.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let settings = node.environment.scrollContentSettings
        let inner = contentProposal(ProposedViewSize(bounds.size), margins: settings.contentMargins)
        let content = ModifierContent(subviews: subviews)
        let size = content.sizeThatFits(inner)
        // Under a `safeAreaInset` the content keeps clear of the inset by
        // a margin at each end, and scrolls on under it; `contentMargins` add to that.
        let margins = SafeAreaRegion.contentMargins(of: node, frame: bounds, axes: axes).adding(settings.contentMargins)
        let environment = node.environment
        var state = node.interaction
        var offset = state.scrollOffset
        var origin = bounds.origin
        var scrolled = size
        for axis in [Axis.horizontal, .vertical] {
            let (before, after) = axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
            let length = size[axis] + before + after, visible = bounds.size[axis]
            let limit = max(0, length - visible)
            func unit(_ role: ScrollAnchorRole) -> CGFloat? {
                environment.scrollAnchor(for: role).map { axis == .horizontal ? $0.x : $0.y }
            }
            let alignment = unit(.alignment)
            guard axes.contains(Axis.Set(axis)) else {
                // Across the scrolled axis: centred (or at the anchor).
                offset[axis] = 0
                origin[axis] += before + (visible - length) * (alignment ?? 0.5)
                continue
            }
            scrolled[axis] = length
            if !state.hasScrolledContent, let initial = unit(.initialOffset) {
                offset[axis] = limit * initial
            } else if let kept = unit(.sizeChanges), kept >= 1, state.scrollContentSize[axis] > 0,
                      offset[axis] >= state.scrollContentSize[axis] - visible - 0.5 {
                // Kept at the trailing end while the content grows (a chat log).
                offset[axis] = limit
            }
            let clamped = min(max(0, offset[axis]), limit)
            offset[axis] = clamped.isFinite ? clamped : 0
            // Content shorter than the view sits at the anchor (the top).
            origin[axis] += before + (length < visible ? (visible - length) * (alignment ?? 0) : -offset[axis])
        }
        state.scrollOffset = offset
        state.scrollContentSize = scrolled
        state.scrollContentMargins = margins
        state.hasScrolledContent = true
        node.interaction = state
        content.place(at: origin, proposal: inner)
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        func paint(_ recorder: inout DisplayListRecorder) {
            for child in node.subviewNodes { child.paint(into: &recorder) }
            guard showsIndicators, node.environment.scrollIndicatorVisibility.showsBars else { return }
            for axis in [Axis.horizontal, .vertical] where axes.contains(Axis.Set(axis)) {
                guard let bar = ScrollBar(node: node, axis: axis, axes: axes, frame: frame) else { continue }
                recorder.fill(Capsule().path(in: bar.thumb), bar.color(highlighted: node.interaction.isHovered))
            }
        }
        // `scrollClipDisabled`: the content draws past the frame.
        if node.environment.scrollContentSettings.clipDisabled { paint(&recorder) } else { recorder.clipped(to: frame, paint) }
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
