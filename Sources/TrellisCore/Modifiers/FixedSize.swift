/// `fixedSize()`: the content gets no proposal on the fixed axes, so it
/// takes its ideal size there whatever its parent offers.
///
/// It is placed with no proposal too, as in SwiftUI, not with the size it
/// resolved to: a stack offered its ideal length again would share it out
/// anew (and could wrap its text). Flexible views inside still fill that
/// size, because stacks and flexible frames placed without a proposal
/// offer their subviews the size they resolved to (see `StackAlgorithm`
/// and `FlexibleFrameView`).
package nonisolated struct FixedSizeView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let horizontal: Bool
    let vertical: Bool
}

@MainActor extension FixedSizeView: FramedView, ForwardsLayoutValues {
    var kindName: String { "FixedSize" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(inner(proposal))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(in: bounds, alignment: .center, proposal: inner(proposal))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        ModifierContent(subviews: subviews)
            .explicitAlignment(key, size: size, alignment: .center, proposal: inner(ProposedViewSize(size)))
    }
}

nonisolated extension View {
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }
}
