/// Gives every node that becomes an accessibility element a number that
/// stays its own while the node lives, across updates and across the
/// app's windows (one table for the process). A client holding the
/// number of a node that went away gets nothing back, never another node.
@MainActor
package final class AccessibilityIDs {
    package static let shared = AccessibilityIDs()

    private var nextID = 1
    /// Keyed by the node's handle, which the table keeps alive, so a freed
    /// node's identifier can never be taken by a new one.
    private var byHandle: [ObjectIdentifier: Int] = [:]
    private var handles: [Int: NodeHandle] = [:]
    /// The numbers of table cells, made around a cell's view (which may be
    /// an element of its own, with the number above).
    private var cellsByHandle: [ObjectIdentifier: Int] = [:]
    private var cellHandles: [Int: NodeHandle] = [:]

    func id(for node: ViewNode) -> Int {
        let handle = node.handle
        if let id = byHandle[ObjectIdentifier(handle)] { return id }
        let id = nextID
        nextID += 1
        byHandle[ObjectIdentifier(handle)] = id
        handles[id] = handle
        return id
    }

    /// The number of the table cell around `node`'s view.
    func cellID(for node: ViewNode) -> Int {
        let handle = node.handle
        if let id = cellsByHandle[ObjectIdentifier(handle)] { return id }
        let id = nextID
        nextID += 1
        cellsByHandle[ObjectIdentifier(handle)] = id
        cellHandles[id] = handle
        return id
    }

    /// Forgets the numbers of freed nodes.
    func prune() {
        for (id, handle) in handles where handle.node == nil {
            handles[id] = nil
            byHandle[ObjectIdentifier(handle)] = nil
        }
        for (id, handle) in cellHandles where handle.node == nil {
            cellHandles[id] = nil
            cellsByHandle[ObjectIdentifier(handle)] = nil
        }
    }

    package var count: Int { handles.count + cellHandles.count }
}
