import Synchronization

/// Bodies whose observed model properties changed, waiting for their
/// host's next update. Observation reports a change from the mutating
/// thread and before the new value is stored, so the body cannot be
/// re-evaluated there and then; the host drains its inbox on the main
/// thread. One inbox per host, so a window never touches another's nodes.
final class ObservationInbox: Sendable {
    private let pending = Mutex<[NodeHandle]>([])

    func post(_ node: NodeHandle) {
        pending.withLock { $0.append(node) }
        // From another thread, wake the main queue: the event loop serves
        // it, and updates the host after it runs.
        if !MainExecutor.isCurrent { DispatchQueue.main.async {} }
    }

    /// The nodes posted since the last call.
    func drain() -> [NodeHandle] {
        pending.withLock { nodes in
            defer { nodes.removeAll() }
            return nodes
        }
    }
}

/// A node as change callbacks hold it (Observation's `@Sendable` ones
/// included): it reads nil once the node is gone. Each node has one,
/// made when it first observes something.
///
/// Not a `weak` reference: that gives the node a side table, which sends
/// every retain and release of it to the runtime's slow path and outlives
/// the node while a callback still holds it. The node clears this handle
/// instead when it is freed; it is read on the main thread only.
final class NodeHandle: @unchecked Sendable {
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }

    /// Gives the node's host the transaction running now (a model changed
    /// inside `withAnimation`), as a `@State` change does.
    @MainActor
    func noteTransaction() {
        guard let node, !node.host.isLayingOut else { return }
        node.host.noteStateChange(in: Transaction.current)
    }
}
