/// `HStackLayout` and `VStackLayout` are one layout along either axis.
/// This is all of it but the axis and the type of the alignment, which
/// each public stack declares in a few lines.
@MainActor
protocol AxisStackLayout: Layout, BuiltinLayoutName where Cache == () {
    /// The axis the subviews are arranged along.
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    /// The guide that lines the subviews up across the axis.
    var crossGuide: AlignmentKey { get }
}

extension AxisStackLayout {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    var builtinName: String { Self.axis == .horizontal ? "HStack" : "VStack" }

    private var algorithm: StackAlgorithm { StackAlgorithm(axis: Self.axis, spacing: spacing, crossGuide: crossGuide) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews)
    }

    /// A stack's text baselines are its first (or last) subview's that has
    /// one; a custom guide is its subviews' explicit values, combined.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else {
            return customGuide(guide.key, size: bounds.size, subviews)
        }
        return algorithm.baseline(guide.key, last: guide == .lastTextBaseline, size: bounds.size, subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        customGuide(guide.key, size: bounds.size, subviews)
    }

    private func customGuide(_ key: AlignmentKey, size: CGSize, _ subviews: Subviews) -> CGFloat? {
        guard !key.isBuiltIn, !subviews.isEmpty else { return nil }
        let arrangement = algorithm.arrange(ProposedViewSize(size), subviews)
        return key.combined(from: subviews, frames: arrangement.frames, proposals: arrangement.proposals)
    }
}
