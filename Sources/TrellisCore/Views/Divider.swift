/// A thin line that separates content, as SwiftUI's `Divider`: one point
/// thick, horizontal in vertical contexts (a `VStack`, a `Grid` outside its
/// rows, anywhere without a stack axis) and vertical in an `HStack` or a
/// `GridRow`. Along its length it takes whatever is offered (nothing when
/// asked for its ideal size), so it stretches across its container; in a
/// grid it spans the columns without widening them.
public nonisolated struct Divider: View, Equatable {
    public typealias Body = Never
    public init() {}

    /// macOS `separatorColor`: black at 10% opacity, white at 10% in dark.
    static let color = Color(system: .separator)
    static let thickness: CGFloat = 1
}

@MainActor extension Divider: FramedView, UnsizedInGrids {
    private func isVertical(_ node: ViewNode) -> Bool { node.environment.stackAxis == .horizontal }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let proposal = proposal.sanitized
        return isVertical(node)
            ? CGSize(width: Self.thickness, height: proposal.height ?? 0)
            : CGSize(width: proposal.width ?? 0, height: Self.thickness)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        recorder.fill(Path(frame), Self.color.resolved(in: node.environment))
    }
}
