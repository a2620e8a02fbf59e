/// A type that sizes and places a collection of subviews, exactly as
/// SwiftUI's `Layout` protocol: implement `sizeThatFits` and
/// `placeSubviews`, and use the value as a container, `MyLayout { … }`.
///
/// Trellis calls `sizeThatFits` as often as a parent needs to probe
/// (with `nil`, `0`, `∞` and real proposals) and `placeSubviews` once per
/// layout pass; both must agree. The cache is made on first use, updated
/// when the subviews change and shared by both calls of one pass.
@MainActor @preconcurrency
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return ViewSpacing() }
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// By default a fresh cache is made whenever the subviews change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Layout-wide properties; `stackOrientation` tells a `Spacer` inside the
/// layout which way to grow.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    /// Uses the layout as a container: `WideFirstGrid { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}
