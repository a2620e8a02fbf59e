/// Makes and drops the rows of lazy containers between layout passes (see
/// `LazyContainer`): rows a container keeps are left exactly as they are —
/// their bodies are not evaluated again — new rows are reconciled like any
/// new child, and rows that left are removed from the tree.
@MainActor
enum LazyMaterializer {
    static func refresh(_ node: ViewNode) {
        guard let container = node.unit as? LazyContainer else { return }
        let shown = Reconciler.observing(for: node) { container.shownRows(node) }
        var environment = node.environment
        container.transformEnvironment(&environment)
        if !environment.layoutTraits.isEmpty { environment.layoutTraits = LayoutTraits() }
        var existing: [ChildKey: ViewNode] = [:]
        for child in node.children where existing[child.key] == nil { existing[child.key] = child }
        var children: [ViewNode] = []
        children.reserveCapacity(shown.count)
        for (key, view) in shown {
            if let kept = existing.removeValue(forKey: key) {
                if kept.viewType == ObjectIdentifier(type(of: view)) {
                    children.append(kept)
                    continue
                }
                node.host.noteRemoved(kept)
            }
            let child = ViewNode(key: key, parent: node, view: view, environment: environment, host: node.host)
            Reconciler.update(child, with: view, environment: environment)
            children.append(child)
        }
        for removed in node.children where existing[removed.key] === removed { node.host.noteRemoved(removed) }
        node.children = children
        node.collectSubviews()
        node.invalidateLayout()
        node.host.setNeedsLayout()
    }
}
