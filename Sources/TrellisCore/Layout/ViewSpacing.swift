/// The spacing preferences of a view's edges. Stacks without an explicit
/// `spacing` ask adjacent subviews for the distance between them.
///
/// Trellis uses SwiftUI's standard 8-point gap between any two views;
/// `ViewSpacing.zero` views (Spacer's neighbours ask nothing more) add none.
public struct ViewSpacing: Sendable, Equatable {
    /// Preferred distance from each edge to a neighbour's edge.
    var edges: [Edge: CGFloat]

    public static let zero = ViewSpacing(uniform: 0)
    static let standard = ViewSpacing(uniform: 8)

    public init() { self.init(uniform: 8) }

    init(uniform value: CGFloat) {
        edges = [.top: value, .leading: value, .bottom: value, .trailing: value]
    }

    /// Takes the larger preference of the two on each of `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[edge] = max(self.edges[edge] ?? 0, other.edges[edge] ?? 0)
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(edges[.trailing] ?? 0, next.edges[.leading] ?? 0)
        case .vertical: max(edges[.bottom] ?? 0, next.edges[.top] ?? 0)
        }
    }
}
