/// Shows the first of its children whose ideal size fits the proposal on
/// the constrained axes, or the last child when none does, as SwiftUI's
/// `ViewThatFits`. Only the chosen child is laid out, painted and
/// hit-tested; the others keep their identity but take no part.
///
/// An unspecified proposal on a constrained axis fits anything, so with no
/// proposal the first child is shown.
public nonisolated struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

@MainActor extension ViewThatFits: FramedView {
    var kindName: String { "ViewThatFits" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    /// The index of the child to show for `proposal`.
    private func choice(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        let proposal = proposal.sanitized
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        guard let chosen = choice(proposal, subviews) else { return .zero }
        return subviews[subviews.startIndex + chosen].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let chosen = choice(proposal, subviews)
        for (index, subview) in subviews.enumerated() {
            if index == chosen {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
            } else {
                subview.hide()
            }
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        guard let chosen = choice(ProposedViewSize(size), subviews) else { return nil }
        return subviews[subviews.startIndex + chosen].dimensions(in: ProposedViewSize(size)).explicit(key)
    }
}
