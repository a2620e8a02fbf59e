/// Insets its content: proposes the space less the insets and reports the
/// content's size plus them. An unspecified or infinite proposal stays so.
package nonisolated struct PaddingView<Content: View>: View {
    package typealias Body = Never
    // Shared by every copy, so the node below keeps no copy of its own
    // (see `SharedViewFields`).
    private struct Fields {
        let content: Content
        let insets: EdgeInsets
    }
    private let shared: SharedViewFields<Fields>

    init(content: Content, insets: EdgeInsets) { shared = SharedViewFields(Fields(content: content, insets: insets)) }

    var content: Content { shared.fields.content }
    var insets: EdgeInsets { shared.fields.insets }
}

@MainActor extension PaddingView: FramedView, ForwardsLayoutValues {
    var kindName: String { "Padding" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let p = proposal.sanitized
        return ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                height: p.height.map { max(0, $0 - insets.vertical) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let size = ModifierContent(subviews: subviews).sizeThatFits(inner(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                                                   proposal: inner(proposal))
    }

    // The content's guides move by the leading and top insets.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        let innerSize = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
        return ModifierContent(subviews: subviews)
            .explicitAlignment(key, proposal: ProposedViewSize(innerSize), at: CGPoint(x: insets.leading, y: insets.top))
    }
}

nonisolated extension View {
    /// SwiftUI's default padding on every edge: 16 points.
    public func padding(_ length: CGFloat? = nil) -> some View {
        padding(.all, length)
    }

    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        PaddingView(content: self, insets: EdgeInsets(edges, Self.safeLength(length ?? 16)))
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(content: self, insets: EdgeInsets(top: Self.safeLength(insets.top), leading: Self.safeLength(insets.leading),
                                                      bottom: Self.safeLength(insets.bottom), trailing: Self.safeLength(insets.trailing)))
    }

    /// NaN or ∞ padding would poison every size above it, so it counts as
    /// 0; negative padding is allowed and pulls the edges out, as in SwiftUI.
    private static func safeLength(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension PaddingView: Equatable where Content: Equatable {
    package static func == (a: Self, b: Self) -> Bool {
        a.shared === b.shared || (a.content == b.content && a.insets == b.insets)
    }
}
