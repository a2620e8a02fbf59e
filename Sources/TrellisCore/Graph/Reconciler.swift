import Observation

/// Brings a node up to date with a new view value: links its state,
/// evaluates its body or lists its children, and matches the resulting
/// children to existing nodes by key and type, so identity (and state)
/// survives as long as the same view stays in the same place. A child
/// whose view is equal to the one it had (`Equatable` views: text,
/// shapes, padding, frames, backgrounds of those) is left as it was.
@MainActor
enum Reconciler {
    /// How deep views may nest: every pass over the tree (layout, paint,
    /// hit testing) recurses once per level, and 10,000 nested clips
    /// overflow a thread's stack (a debug build's paint overflowed a
    /// worker thread's at about 800). Deeper views are left out, with one
    /// diagnostic; real view trees are a few dozen levels deep.
    static let maximumNesting = 500
    /// The depth of the node being updated (counted from the root).
    private static var nesting = 0

    static func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
        let outermost = nesting == 0
        if outermost { nesting = node.depth }
        nesting += 1
        defer { nesting = outermost ? 0 : nesting - 1 }
        // A new node holds this same value, so its modifiers see no change.
        let previous = node.view
        node.host.noteViewUpdate()
        let wasLaidOut = node.hasBeenPlaced
        node.setView(view)
        node.environment = environment
        // A button's new action changes nothing layout could see: its
        // geometry is its label's, and the label is reconciled below (and
        // invalidates it if it changes). A click in a grid of buttons then
        // lays out only what the click changed.
        if !wasLaidOut || !(node.unit?.geometryIsItsContent ?? false) { node.invalidateLayout() }
        node.needsBodyUpdate = false
        guard nesting < maximumNesting else {
            Diagnostics.report("views nest deeper than \(maximumNesting) levels; what is deeper is not shown")
            reconcileChildren(of: node, with: [], environment: environment)
            if node.isUnit { node.collectSubviews() }
            return
        }
        var items: [(ChildKey, any View)] = []
        var childEnvironment = environment
        var transparent: (any TransparentView)?
        switch node.role {
        case .transparent(let list):
            transparent = list
            if let marking = list as? any TransactionMarking, let marker = marking.marker(previous: previous) {
                node.transactionMarker = marker
                node.host.noteMarked(node)
            }
            list.transformEnvironment(&childEnvironment)
            observing(for: node) { list.forEachElement { items.append(($0, $1)) } }
        case .unit(let unit):
            unit.transformEnvironment(&childEnvironment)
            // Layout values (priority, `LayoutValueKey`s) belong to the first
            // unit below the modifier that set them, not to its descendants.
            // (Written only when set: every write copies the environment.)
            if !childEnvironment.layoutTraits.isEmpty { childEnvironment.layoutTraits = LayoutTraits() }
            observing(for: node) { unit.forEachChild(in: node) { items.append(($0, $1)) } }
        case .composite:
            DynamicPropertyLinker.link(view, to: node)
            items = [(.body, evaluateBody(of: view, node: node))]
        }
        reconcileChildren(of: node, with: items, environment: childEnvironment)
        transparent?.reconciled(node, previous: previous)
        // (A custom layout's cache was marked stale by `invalidateLayout`,
        // and is again here if the subviews changed.)
        if node.isUnit { node.collectSubviews() }
        node.host.setNeedsLayout()
    }

    /// Re-evaluates a node whose state changed, then refreshes the subview
    /// list of the unit that contains it.
    static func refresh(_ node: ViewNode) {
        update(node, with: node.view, environment: node.environment)
        // The node's units may have changed in number; the unit that
        // contains them lists them as its subviews.
        if !node.isUnit { node.enclosingUnit?.collectSubviews() }
    }

    /// Lists a unit's children again from its current value while a layout
    /// pass runs: a `GeometryReader`'s content, which depends on the frame
    /// layout just gave it (as SwiftUI evaluates it during layout). The
    /// invalidations stop at the unit, whose size does not depend on its
    /// content, and the pass goes on to place the new subviews.
    static func relistDuringLayout(_ node: ViewNode) {
        guard let unit = node.unit else { return }
        var environment = node.environment
        unit.transformEnvironment(&environment)
        if !environment.layoutTraits.isEmpty { environment.layoutTraits = LayoutTraits() }
        var items: [(ChildKey, any View)] = []
        observing(for: node) { unit.forEachChild(in: node) { items.append(($0, $1)) } }
        node.host.duringLayout {
            node.stoppingInvalidationsHere { reconcileChildren(of: node, with: items, environment: environment) }
        }
        node.collectSubviews()
    }

    private static func reconcileChildren(of node: ViewNode, with items: [(ChildKey, any View)], environment: EnvironmentValues) {
        var existing = ChildMatcher(node.children)
        var children: [ViewNode] = []
        children.reserveCapacity(items.count)
        // Duplicate ids among the new children: a set for long lists, a
        // scan of the few made so far otherwise.
        var seen: Set<ChildKey>? = items.count > 32 ? Set(minimumCapacity: items.count) : nil
        for (outerKey, outerView) in items {
            // Look through views that would only wrap one child.
            var key = outerKey, view = outerView, environment = environment
            while let list = ViewKindCache.transparent(view),
                  let (innerKey, inner) = list.passThroughChild {
                list.transformEnvironment(&environment)
                key = key.appending(innerKey)
                view = inner
            }
            let duplicate = if let seen { seen.contains(key) } else { children.contains { $0.key == key } }
            if duplicate {
                Diagnostics.report("the ID \(key) occurs more than once in \(node.kindDescription); views with the same ID share no state and may not animate correctly")
            }
            seen?.insert(key)
            let child: ViewNode
            switch existing.take(key) {
            case .some(let match) where match.viewType == ObjectIdentifier(type(of: view)):
                // An equal view in an equivalent environment, whose own
                // state did not change, would rebuild exactly what it has:
                // its subtree, its measurements and its layout stay.
                if !match.needsBodyUpdate, match.environment.isEquivalent(to: environment), ViewValueComparison.areEqual(match.view, view) {
                    children.append(match)
                    continue
                }
                child = match
            case .some(let replaced):
                node.host.noteRemoved(replaced)
                child = ViewNode(key: key, parent: node, view: view, environment: environment, host: node.host)
            case .none:
                child = ViewNode(key: key, parent: node, view: view, environment: environment, host: node.host)
            }
            update(child, with: view, environment: environment)
            children.append(child)
        }
        for removed in existing.remaining { node.host.noteRemoved(removed) }
        node.children = children
    }

    private static func evaluateBody(of view: any View, node: ViewNode) -> any View {
        node.host.noteBodyEvaluation()
        return observing(for: node) { body(of: view) }
    }

    /// Runs `make` — a body, or the closures a view's children come from (a
    /// `ForEach`'s or a `List`'s rows, a `GeometryReader`'s content) — so
    /// that an `@Observable` property read there updates `node`, as SwiftUI
    /// tracks those reads. With nothing read, this costs a thread-local
    /// write and no allocation.
    static func observing<T>(for node: ViewNode, _ make: () -> T) -> T {
        withObservationTracking(make, onChange: {
            let box = node.handle
            let inbox = node.host.observationInbox
            // Observation calls this from whichever thread mutated the
            // model, before the change; the host collects it at its next update.
            return {
                // On the main thread the change may be inside `withAnimation`:
                // the update takes its transaction, as for `@State`.
                if MainExecutor.isCurrent { MainActor.assumeIsolated { box.noteTransaction() } }
                inbox.post(box)
            }
        }())
    }

    private static func body<V: View>(of view: V) -> any View { view.body }
}


extension ViewNode {
    var kindDescription: String {
        switch role {
        case .unit(let unit): unit.kindName
        case .transparent, .composite: typeName(type(of: view))
        }
    }
}
