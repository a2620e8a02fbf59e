/// The subviews of a layout container, in order, as proxies: a layout can
/// measure and place them but never sees the views themselves.
///
/// It shares the container node's own list of subview nodes and makes
/// each proxy when asked: a pass over many containers allocates nothing,
/// and a node keeps no second list.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    public typealias Index = Int

    let nodes: [ViewNode]
    /// The host's engine, which outlives every pass.
    unowned(unsafe) let engine: LayoutEngine
    /// The container whose subviews these are (alive for the pass).
    unowned(unsafe) let container: ViewNode?
    public let startIndex: Int
    public let endIndex: Int

    init(_ nodes: [ViewNode], engine: LayoutEngine, container: ViewNode? = nil) {
        self.init(nodes, engine: engine, container: container, range: nodes.indices)
    }

    private init(_ nodes: [ViewNode], engine: LayoutEngine, container: ViewNode?, range: Range<Int>) {
        self.nodes = nodes
        self.engine = engine
        self.container = container
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], engine: engine) }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes, engine: engine, container: container, range: bounds)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a.nodes[a.startIndex..<a.endIndex], b.nodes[b.startIndex..<b.endIndex]).allSatisfy { $0 === $1 }
    }
}
