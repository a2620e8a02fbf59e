/// Gives its content a `ScrollViewProxy` that scrolls the scroll views
/// inside it to a view with a given id, as SwiftUI's `ScrollViewReader`.
/// It lays out as its content does.
public nonisolated struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

@MainActor extension ScrollViewReader: ContentWrapperLayout {
    var kindName: String { "ScrollViewReader" }
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content(ScrollViewProxy(reader: node.handle)))
    }
}

/// Scrolls to views by id: an id given with `.id(_:)` or a `ForEach` row's
/// id, among the reader's descendants, rows of lazy stacks not made yet
/// included. Inside `withAnimation` the content glides there.
public struct ScrollViewProxy: Sendable {
    let reader: NodeHandle

    /// Scrolls the nearest scroll view around the view with `id` so that
    /// the view's `anchor` point lines up with the same point of the scroll
    /// view; without an anchor, by as little as shows the whole view.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader = reader.node else { return }
        let key = AnyHashable(id)
        guard let (target, rect) = ScrollTargetSearch.find(key, in: reader),
              let scroller = ScrollTargetSearch.enclosingScroller(of: target),
              let scrollable = scroller.unit as? any Scrollable else {
            Diagnostics.report("scrollTo(\(id)): no view with this id inside a ScrollView of this ScrollViewReader")
            return
        }
        let offset = ScrollTargets.offset(showing: rect, in: scroller, axes: scrollable.axes, anchor: anchor)
        ScrollTargets.scroll(scroller, to: offset, in: Transaction.current)
    }
}

/// Finds a view by id for `scrollTo`.
@MainActor
enum ScrollTargetSearch {
    /// The node carrying `id` below `root` and the frame it covers (window
    /// coordinates, last layout); a lazy container's row not made yet
    /// answers with the container itself and the row's estimated frame.
    static func find(_ id: AnyHashable, in root: ViewNode) -> (ViewNode, CGRect)? {
        var found: (ViewNode, CGRect)?
        func visit(_ node: ViewNode) {
            guard found == nil else { return }
            if node !== root, matches(node.key, id), let rect = coveredFrame(node) {
                found = (node, rect)
                return
            }
            if let lazy = node.unit as? any LazyRowLocating, let rect = lazy.estimatedFrame(ofRowWith: id, node: node),
               !node.children.contains(where: { matches($0.key, id) }) {
                found = (node, rect)
                return
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }

    static func matches(_ key: ChildKey, _ id: AnyHashable) -> Bool {
        switch key {
        case .id(let value), .explicit(let value): value == id
        case .nested(_, let inner): matches(inner, id)
        default: false
        }
    }

    /// A unit's frame, or the union of the units a view is made of.
    static func coveredFrame(_ node: ViewNode) -> CGRect? {
        if node.isUnit { return node.hasBeenPlaced ? node.frame : nil }
        var union: CGRect?
        for child in node.children {
            if let rect = coveredFrame(child) { union = union.map { $0.union(rect) } ?? rect }
        }
        return union
    }

    static func enclosingScroller(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let candidate = current {
            if candidate.unit is any Scrollable { return candidate }
            current = candidate.parent
        }
        return nil
    }
}

/// A lazy container that can say where a row it has not made would be.
@MainActor
protocol LazyRowLocating {
    func estimatedFrame(ofRowWith id: AnyHashable, node: ViewNode) -> CGRect?
}
