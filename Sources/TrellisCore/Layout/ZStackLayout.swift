/// Overlays subviews, aligning them on both axes; `ZStack`'s layout.
/// Each subview is offered the whole proposal; the stack is as large as
/// the aligned union of its subviews.
public struct ZStackLayout: Layout, BuiltinLayoutName {
    public var alignment: Alignment

    public nonisolated init(alignment: Alignment = .center) { self.alignment = alignment }

    var builtinName: String { "ZStack" }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews)
        // Centre the aligned group in bounds that may be larger than it.
        let slackX = bounds.width - arrangement.size.width
        let slackY = bounds.height - arrangement.size.height
        let anchor = ZStackLayout.unitPoint(alignment)
        for (subview, frame) in zip(subviews, arrangement.frames) {
            subview.place(at: CGPoint(x: bounds.minX + slackX * anchor.x + frame.minX,
                                      y: bounds.minY + slackY * anchor.y + frame.minY),
                          anchor: .topLeading, proposal: proposal)
        }
    }

    /// A custom guide is the subviews' explicit values, combined.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        customGuide(guide.key, size: bounds.size, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        customGuide(guide.key, size: bounds.size, subviews)
    }

    private func customGuide(_ key: AlignmentKey, size: CGSize, _ subviews: Subviews) -> CGFloat? {
        guard !key.isBuiltIn, !subviews.isEmpty else { return nil }
        let proposal = ProposedViewSize(size)
        let frames = arrange(proposal, subviews).frames
        return key.combined(from: subviews, frames: frames, proposals: Array(repeating: proposal, count: frames.count))
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, frames: [CGRect]) {
        guard !subviews.isEmpty else { return (.zero, []) }
        let all = subviews.map { $0.dimensions(in: proposal) }
        let guideX = all.map { $0[alignment.horizontal] }.max() ?? 0
        let guideY = all.map { $0[alignment.vertical] }.max() ?? 0
        let frames = all.map { d in
            CGRect(x: guideX - d[alignment.horizontal], y: guideY - d[alignment.vertical], width: d.width, height: d.height)
        }
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        let shifted = frames.map { $0.offsetBy(dx: -union.minX, dy: -union.minY) }
        return (union.size, shifted)
    }

    /// Where in the slack an aligned group sits, for the standard guides.
    static func unitPoint(_ alignment: Alignment) -> UnitPoint {
        let x: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .center ? 0.5
            : alignment.vertical == .bottom ? 1 : 0.5
        return UnitPoint(x: x, y: y)
    }
}

/// A view that overlays its children, aligned on both axes.
public nonisolated struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
}

@MainActor extension ZStack: LayoutContainerView {}
