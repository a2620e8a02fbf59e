/// A type-erased `Layout`, as SwiftUI's `AnyLayout`: lets one container
/// switch between layouts while its children keep their identity.
///
/// ```swift
/// let layout = isTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
/// layout { ForEach(pets) { Avatar(pet: $0) } }
/// ```
///
/// The container's type is `LayoutContainer<AnyLayout, …>` whichever layout
/// is inside, so the reconciler keeps the same node and the same child
/// nodes across a switch; only their frames change, and under an animated
/// transaction the children glide from one arrangement to the other.
///
/// The cache is the wrapped layout's own, tagged with its type: when the
/// layout changes type the old cache is dropped and a new one made, since a
/// `HStackLayout`'s cache means nothing to a custom layout.
public struct AnyLayout: Layout, BuiltinLayoutName {
    private let box: AnyLayoutBox

    public nonisolated init<L: Layout>(_ layout: L) {
        box = ConcreteLayoutBox(layout)
    }

    /// The wrapped layout's cache and the type it belongs to.
    public struct Cache {
        let layoutType: ObjectIdentifier
        var value: Any
    }

    /// The name of the wrapped layout (`HStack`, `MyRadialLayout`), shown
    /// as the container's kind in the inspection file.
    var builtinName: String { box.name }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: box.layoutType, value: box.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType == box.layoutType {
            box.updateCache(&cache.value, subviews: subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        ensure(&cache, subviews)
        return box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        ensure(&cache, subviews)
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        ensure(&cache, subviews)
        return box.spacing(subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        ensure(&cache, subviews)
        return box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        ensure(&cache, subviews)
        return box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// A cache made for another layout type is replaced before use.
    private func ensure(_ cache: inout Cache, _ subviews: Subviews) {
        if cache.layoutType != box.layoutType { cache = makeCache(subviews: subviews) }
    }
}

/// The erased layout: every call takes the cache as `Any` and casts it back.
/// Sendable only so that a nonisolated `init` can store it: every method
/// that touches the wrapped layout runs on the main actor.
private class AnyLayoutBox: @unchecked Sendable {
    var layoutType: ObjectIdentifier { fatalError("abstract") }
    @MainActor var name: String { fatalError("abstract") }
    @MainActor func makeCache(subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    @MainActor func updateCache(_ cache: inout Any, subviews: LayoutSubviews) { fatalError("abstract") }
    @MainActor func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize { fatalError("abstract") }
    @MainActor func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) { fatalError("abstract") }
    @MainActor func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing { fatalError("abstract") }
    @MainActor func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                      subviews: LayoutSubviews, cache: inout Any) -> CGFloat? { fatalError("abstract") }
    @MainActor func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                      subviews: LayoutSubviews, cache: inout Any) -> CGFloat? { fatalError("abstract") }
}

private final class ConcreteLayoutBox<L: Layout>: AnyLayoutBox, @unchecked Sendable {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }

    @MainActor override var name: String { (layout as? any BuiltinLayoutName)?.builtinName ?? typeName(L.self) }

    @MainActor override func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    @MainActor override func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    @MainActor override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @MainActor override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @MainActor override func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    @MainActor override func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                               subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        with(&cache, subviews) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    @MainActor override func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                               subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        with(&cache, subviews) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// Runs `body` on the typed cache and stores it back; a cache of the
    /// wrong type (which `AnyLayout` never hands over) is remade.
    @MainActor private func with<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }
}
