/// Overlays subviews, aligning them on both axes; `ZStack`'s layout.
///
/// As SwiftUI's: only the subviews of the highest `layoutPriority` size
/// the stack — each is offered the whole proposal, and the stack is the
/// extent of their aligned union. Then every subview, the others too, is
/// offered the stack's own size and placed so that its alignment guides
/// meet those of the sizing subviews. So in
/// `ZStack { Color.red; Text("Hi").layoutPriority(1) }` the colour is
/// exactly the text's size, and a colour behind a text in a `ScrollView`
/// fills the text's height.
public struct ZStackLayout: Layout, BuiltinLayoutName {
    public var alignment: Alignment

    public nonisolated init(alignment: Alignment = .center) { self.alignment = alignment }

    var builtinName: String { "ZStack" }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let guides = alignedGuides(subviews, proposal) else { return .zero }
        return CGSize(width: guides.x + guides.beyondX, height: guides.y + guides.beyondY)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offer = ProposedViewSize(bounds.size)
        for (subview, frame) in zip(subviews, frames(subviews, offer)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          anchor: .topLeading, proposal: offer)
        }
    }

    /// A custom guide is the subviews' explicit values, combined.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        customGuide(guide.key, size: bounds.size, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        customGuide(guide.key, size: bounds.size, subviews)
    }

    private func customGuide(_ key: AlignmentKey, size: CGSize, _ subviews: Subviews) -> CGFloat? {
        guard !key.isBuiltIn, !subviews.isEmpty else { return nil }
        let proposal = ProposedViewSize(size)
        let frames = frames(subviews, proposal)
        return key.combined(from: subviews, frames: frames, proposals: Array(repeating: proposal, count: frames.count))
    }

    /// Where each subview goes, offered `proposal`, relative to the
    /// stack's top-leading corner: its guides on the sizing subviews'.
    private func frames(_ subviews: Subviews, _ proposal: ProposedViewSize) -> [CGRect] {
        guard let guides = alignedGuides(subviews, proposal) else { return [] }
        return subviews.map { subview in
            let d = subview.dimensions(in: proposal)
            return CGRect(x: guides.x - d[alignment.horizontal], y: guides.y - d[alignment.vertical],
                          width: d.width, height: d.height)
        }
    }

    /// Where the sizing subviews' guides meet, measured from the union's
    /// top-leading corner (`x`, `y`), and how far the union reaches past
    /// them (`beyondX`, `beyondY`); nil without subviews.
    private func alignedGuides(_ subviews: Subviews, _ proposal: ProposedViewSize)
        -> (x: CGFloat, y: CGFloat, beyondX: CGFloat, beyondY: CGFloat)? {
        guard let top = subviews.map(\.priority).max() else { return nil }
        var result = (x: -CGFloat.infinity, y: -CGFloat.infinity, beyondX: -CGFloat.infinity, beyondY: -CGFloat.infinity)
        for subview in subviews where subview.priority == top {
            let d = subview.dimensions(in: proposal)
            // An infinite length has no usable guide: it reaches infinitely far.
            let guideX = d.width.isFinite ? d[alignment.horizontal] : 0
            let guideY = d.height.isFinite ? d[alignment.vertical] : 0
            result.x = max(result.x, guideX)
            result.y = max(result.y, guideY)
            result.beyondX = max(result.beyondX, d.width - guideX)
            result.beyondY = max(result.beyondY, d.height - guideY)
        }
        return result
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
