/// The content a single-child modifier (padding, frame…) wraps, measured
/// and placed as one view. Content that is several views (a `Group`, a
/// body with many children) is stacked vertically, as a window stacks a
/// body of several views.
@MainActor
struct ModifierContent {
    let subviews: LayoutSubviews

    private var stack: StackAlgorithm {
        StackAlgorithm(axis: .vertical, spacing: nil, crossGuide: HorizontalAlignment.center.key)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        switch subviews.count {
        case 0: .zero
        case 1: subviews[subviews.startIndex].sizeThatFits(proposal)
        default: stack.arrange(proposal, subviews).size
        }
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        if subviews.count == 1 { return subviews[subviews.startIndex].dimensions(in: proposal) }
        return ViewDimensions(size: sizeThatFits(proposal))
    }

    /// The content's own guide `key` at `size`, for a unit that places its
    /// content at its origin at its own size (so the guides coincide).
    /// Content of several views is stacked and defines no guides itself.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        explicitAlignment(key, proposal: ProposedViewSize(size), at: .zero)
    }

    /// The content's guide `key` when it is measured with `proposal` and
    /// sits at `origin` in its unit (padding's insets): its own guide,
    /// moved by where it sits.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, at origin: CGPoint) -> CGFloat? {
        guard subviews.count == 1,
              let guide = subviews[subviews.startIndex].dimensions(in: proposal).explicit(key) else { return nil }
        return guide + (key.axis == .vertical ? origin.y : origin.x)
    }

    /// Places the content with its top-leading corner at `origin`.
    func place(at origin: CGPoint, proposal: ProposedViewSize) {
        switch subviews.count {
        case 0: break
        case 1: subviews[subviews.startIndex].place(at: origin, anchor: .topLeading, proposal: proposal)
        default:
            let size = sizeThatFits(proposal)
            stack.place(in: CGRect(origin: origin, size: size), proposal: proposal, subviews)
        }
    }

    /// Places content of `size` inside `bounds` so that the content's and
    /// the bounds' `alignment` guides coincide.
    /// `container` gives the bounds' guides (an overlay's are its
    /// content's); without it, the guides' defaults for the bounds' size.
    func place(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize, container: ViewDimensions? = nil) {
        place(at: origin(in: bounds, alignment: alignment, proposal: proposal, container: container), proposal: proposal)
    }

    /// The content's guide `key` for a unit of `size` that aligns its
    /// content inside itself (a frame).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, alignment: Alignment, proposal: ProposedViewSize) -> CGFloat? {
        guard subviews.count == 1 else { return nil }
        return explicitAlignment(key, proposal: proposal,
                                 at: origin(in: CGRect(origin: .zero, size: size), alignment: alignment, proposal: proposal))
    }

    /// Where `place(in:alignment:proposal:)` puts the content's top-leading corner.
    private func origin(in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize,
                        container: ViewDimensions? = nil) -> CGPoint {
        if !StandardGuideOverrides.exist, let unit = StandardAlignment(alignment) {
            // The common guides depend on sizes only (until some view sets
            // one with `alignmentGuide`): no guide lookups.
            let size = sizeThatFits(proposal)
            return CGPoint(x: bounds.minX + (bounds.width - size.width) * unit.x,
                           y: bounds.minY + (bounds.height - size.height) * unit.y)
        }
        let dimensions = self.dimensions(in: proposal)
        let container = container ?? ViewDimensions(size: bounds.size)
        return CGPoint(x: bounds.minX + container[alignment.horizontal] - dimensions[alignment.horizontal],
                       y: bounds.minY + container[alignment.vertical] - dimensions[alignment.vertical])
    }
}
