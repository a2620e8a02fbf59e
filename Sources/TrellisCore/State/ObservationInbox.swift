import Synchronization

/// Bodies whose observed model properties changed, waiting for the host's
/// next update. Observation reports a change from the mutating thread and
/// before the new value is stored, so the body cannot be re-evaluated
/// there and then; the host drains this inbox on the main thread.
final class ObservationInbox: Sendable {
    static let shared = ObservationInbox()

    private let pending = Mutex<[WeakNode]>([])

    func post(_ node: WeakNode) {
        pending.withLock { $0.append(node) }
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
