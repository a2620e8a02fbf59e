/// A view's size and the positions of its alignment guides, in its own
/// coordinate space (0 is its leading/top edge).
public struct ViewDimensions: Equatable {
    public var width: CGFloat
    public var height: CGFloat
    /// The view whose guides these are, asked lazily for the guides it sets
    /// itself (text baselines); nil for a plain size.
    private unowned(unsafe) let node: ViewNode?
    private unowned(unsafe) let engine: LayoutEngine?

    init(size: CGSize) {
        width = size.width
        height = size.height
        node = nil
        engine = nil
    }

    init(size: CGSize, node: ViewNode, engine: LayoutEngine) {
        width = size.width
        height = size.height
        self.node = node
        self.engine = engine
    }

    /// A guide the view sets explicitly (text baselines, `alignmentGuide`).
    @MainActor
    func explicit(_ key: AlignmentKey) -> CGFloat? {
        guard let node, let engine else { return nil }
        return engine.explicitAlignment(key, of: node, size: CGSize(width: width, height: height))
    }

    // Not main-actor isolated: an `AlignmentID`'s `defaultValue(in:)` and an
    // `alignmentGuide` closure read them from nonisolated code. They are
    // only ever handed out by layout, which runs on the main actor.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitValue(guide.key) ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitValue(guide.key) ?? guide.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    private func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let node, let engine else { return nil }
        let size = CGSize(width: width, height: height)
        return MainActor.assumeIsolated { engine.explicitAlignment(key, of: node, size: size) }
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }

    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
