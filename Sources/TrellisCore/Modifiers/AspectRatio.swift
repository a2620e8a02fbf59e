/// `aspectRatio`, `scaledToFit`, `scaledToFill`: the content is proposed
/// the largest size of the ratio that fits in the proposal (`.fit`) or
/// the smallest that covers it (`.fill`); a missing dimension follows from
/// the other. Without a ratio, the content's ideal size gives it. The view
/// is as large as the content's answer, which is centred in it.
package nonisolated struct AspectRatioView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let ratio: CGFloat?
    let contentMode: ContentMode
}

/// How content is scaled to a ratio: to fit inside, or to fill.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit, fill
}

@MainActor extension AspectRatioView: FramedView {
    var kindName: String { "AspectRatio" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let content = ModifierContent(subviews: subviews)
        return content.sizeThatFits(contentProposal(proposal.sanitized, content: content))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let content = ModifierContent(subviews: subviews)
        let inner = contentProposal(proposal.sanitized, content: content)
        content.place(in: bounds, alignment: .center, proposal: inner)
    }

    /// The proposal the content gets.
    func contentProposal(_ proposal: ProposedViewSize, content: ModifierContent) -> ProposedViewSize {
        var ratio = self.ratio ?? 0
        if self.ratio == nil {
            let ideal = content.sizeThatFits(.unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : 0
        }
        guard ratio.isFinite, ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?):
            if width.isInfinite && height.isInfinite { return proposal }
            if height == 0 || width == 0 {
                return contentMode == .fit ? ProposedViewSize(width: 0, height: 0)
                    : width == 0 ? ProposedViewSize(width: height * ratio, height: height)
                    : ProposedViewSize(width: width, height: width / ratio)
            }
            let wider = width / height > ratio
            if wider == (contentMode == .fit) {
                return ProposedViewSize(width: height * ratio, height: height)
            }
            return ProposedViewSize(width: width, height: width / ratio)
        case (let width?, nil):
            return ProposedViewSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedViewSize(width: height * ratio, height: height)
        case (nil, nil):
            return proposal
        }
    }
}

nonisolated extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, ratio: aspectRatio, contentMode: contentMode)
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, ratio: aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil,
                        contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
