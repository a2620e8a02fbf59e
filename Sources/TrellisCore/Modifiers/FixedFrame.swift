/// `frame(width:height:alignment:)`: a given dimension is proposed to the
/// content and becomes the frame's own; a nil dimension passes the
/// proposal through and takes the content's size. The content is aligned
/// inside the frame (and may overflow it).
package nonisolated struct FixedFrameView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
}

@MainActor extension FixedFrameView: FramedView, ForwardsLayoutValues {
    var kindName: String { "Frame" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let p = proposal.sanitized
        return ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = ModifierContent(subviews: subviews).sizeThatFits(inner(proposal))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(in: bounds, alignment: alignment, proposal: inner(proposal))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        ModifierContent(subviews: subviews)
            .explicitAlignment(key, size: size, alignment: alignment, proposal: inner(ProposedViewSize(size)))
    }
}

nonisolated extension View {
    /// A frame of fixed width and/or height. Negative, NaN and infinite
    /// sizes are invalid: they are reported once and ignored.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FixedFrameView(content: self, width: FrameDimension.valid(width, "width"),
                       height: FrameDimension.valid(height, "height"), alignment: alignment)
    }
}

enum FrameDimension {
    /// A fixed dimension must be a finite, non-negative length.
    static func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            Diagnostics.report("invalid frame dimension (\(name): \(value)); it is ignored")
            return nil
        }
        return value
    }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension FixedFrameView: Equatable where Content: Equatable {}
