/// The views that act on what layout decided — `onPreferenceChange`,
/// `onGeometryChange` — for one host. After each layout pass the host asks
/// each for its value; one that differs from the last (or is the first)
/// gives an action, run between passes like `onChange`. State the actions
/// set is laid out in the same frame, for a bounded number of rounds
/// (`ViewHost.lifecycleRoundsPerFrame`): a value that changes layout every
/// pass is then broken off with one diagnostic (its last value is kept as
/// seen), never looped on.
@MainActor
final class LayoutObservers {
    private final class Entry {
        let handle: NodeHandle
        var last: Any?
        init(handle: NodeHandle) { self.handle = handle }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Registration order, so actions run in view order of first appearance.
    private var order: [ObjectIdentifier] = []

    var isEmpty: Bool { entries.isEmpty }
    /// A layout pass ran since the values were last compared.
    var layoutChanged = false

    /// `node` observes layout (called each time it is reconciled).
    func register(_ node: ViewNode) {
        let id = ObjectIdentifier(node)
        guard entries[id] == nil else { return }
        entries[id] = Entry(handle: node.handle)
        order.append(id)
    }

    /// The actions the last layout calls for; each observer's value is
    /// taken as seen. Observers no longer in the tree are forgotten.
    func pendingActions(root: ViewNode) -> [@MainActor () -> Void] {
        guard layoutChanged, !entries.isEmpty else { return [] }
        layoutChanged = false
        var actions: [@MainActor () -> Void] = []
        order.removeAll { id in
            guard let entry = entries[id], let node = entry.handle.node, node.isAttached(to: root) else {
                entries[id] = nil
                return true
            }
            guard !node.isHiddenInLayout, let observer = node.view as? any LayoutObserving else { return false }
            if let action = observer.observe(node: node, last: &entry.last) { actions.append(action) }
            return false
        }
        return actions
    }
}

/// A view that compares something layout decided with its last value.
@MainActor
protocol LayoutObserving {
    /// The action for the value now, if it differs from `last` (nil: never
    /// seen); `last` becomes the value now.
    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)?
}

extension ViewNode {
    /// Whether layout set this node, or a unit above it, aside.
    var isHiddenInLayout: Bool {
        var current: ViewNode? = self
        while let node = current {
            if node.isHidden { return true }
            current = node.parent
        }
        return false
    }
}
