/// A view's size and the positions of its alignment guides, in its own
/// coordinate space (0 is its leading/top edge).
public struct ViewDimensions: Equatable {
    public var width: CGFloat
    public var height: CGFloat
    /// Guides the view sets explicitly (text baselines, `alignmentGuide`).
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }

    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
