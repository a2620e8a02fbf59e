import Synchronization

/// Bodies whose observed model properties changed, waiting for their
/// host's next update. Observation reports a change from the mutating
/// thread and before the new value is stored, so the body cannot be
/// re-evaluated there and then; the host drains its inbox on the main
/// thread. One inbox per host, so a window never touches another's nodes.
final class ObservationInbox: Sendable {
    private let pending = Mutex<[WeakNode]>([])

    func post(_ node: WeakNode) {
        pending.withLock { $0.append(node) }
        // From another thread, wake the main queue: the event loop serves
        // it, and updates the host after it runs.
        if !Thread.isMainThread { DispatchQueue.main.async {} }
    }

    /// The nodes posted since the last call.
    func drain() -> [WeakNode] {
        pending.withLock { nodes in
            defer { nodes.removeAll() }
            return nodes
        }
    }
}

/// A weak reference that can cross into Observation's `@Sendable` callback.
final class WeakNode: @unchecked Sendable {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}
