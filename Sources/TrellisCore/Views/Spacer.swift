/// Flexible space that grows along the axis of the stack it is in (both
/// axes elsewhere), never shrinking below `minLength` (8 points when nil,
/// SwiftUI's standard spacing).
public nonisolated struct Spacer: View, Equatable {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

@MainActor extension Spacer: FramedView {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let proposal = proposal.sanitized
        let least = max(0, minLength ?? 8)
        func grow(_ offered: CGFloat?) -> CGFloat { max(least, offered ?? least) }
        switch node.environment.stackAxis {
        case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing { .standard }

    /// Below every other view: a stack gives its spacers only what its
    /// other subviews leave.
    var defaultLayoutPriority: Double { -.infinity }
}
