/// A `Layout` value used as a container: `WideFirstGrid { … }`. The
/// layout's cache lives in the node, made on first use and updated when
/// the subviews change, as SwiftUI does.
package nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    package typealias Body = Never
    let layout: L
    let content: Content
}

@MainActor extension LayoutContainer: FramedView {
    var kindName: String { (layout as? any BuiltinLayoutName)?.builtinName ?? typeName(L.self) }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        let axis = L.layoutProperties.stackOrientation
        // Written only when it changes: every write copies the environment.
        if environment.stackAxis != axis { environment.stackAxis = axis }
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        withCache(node, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        withCache(node, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(node: ViewNode, subviews: LayoutSubviews) -> ViewSpacing {
        withCache(node, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        return withCache(node, subviews) { cache in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(of: HorizontalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(of: VerticalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    /// Runs `body` with the node's cache, making or updating it first.
    private func withCache<R>(_ node: ViewNode, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var cache: L.Cache
        if let existing = node.layoutCache as? L.Cache {
            cache = existing
            if node.layoutCacheIsStale { layout.updateCache(&cache, subviews: subviews) }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        node.layoutCacheIsStale = false
        let result = body(&cache)
        node.layoutCache = cache
        return result
    }
}

/// A stack view (`HStack`, `VStack`, `ZStack`) is its layout used as a
/// container; it has no node or body of its own (so re-evaluating the
/// view that contains it costs nothing more).
@MainActor
protocol LayoutContainerView: TransparentView {
    associatedtype ContainerLayout: Layout
    associatedtype Content: View
    var layout: ContainerLayout { get }
    var content: Content { get }
}

extension LayoutContainerView {
    private var container: LayoutContainer<ContainerLayout, Content> { LayoutContainer(layout: layout, content: content) }
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), container) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), container) }
}

/// Trellis' own layouts report the container name SwiftUI users know
/// (`VStack`, not `VStackLayout`).
@MainActor
protocol BuiltinLayoutName {
    var builtinName: String { get }
}
