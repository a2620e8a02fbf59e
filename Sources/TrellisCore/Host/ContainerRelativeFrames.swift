/// The `containerRelativeFrame`s of a window and the container size each
/// was measured against. A size comes from a container's frame, which the
/// same pass may change after the frame was measured (a window resized,
/// a column dragged) while the frame's own proposal stayed the same: after
/// the pass such frames are invalidated and laid out once more.
@MainActor
final class ContainerRelativeFrames {
    private final class Entry {
        weak var node: ViewNode?
        var containerSize: CGSize
        init(node: ViewNode, containerSize: CGSize) { self.node = node; self.containerSize = containerSize }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func note(_ node: ViewNode, containerSize: CGSize) {
        if let entry = entries[ObjectIdentifier(node)], entry.node === node {
            entry.containerSize = containerSize
        } else {
            entries[ObjectIdentifier(node)] = Entry(node: node, containerSize: containerSize)
        }
    }

    /// Invalidates the frames whose container has another size now; true if any.
    func invalidateStale() -> Bool {
        var any = false
        for (id, entry) in entries {
            guard let node = entry.node, node.parent != nil else { entries[id] = nil; continue }
            guard let unit = node.unit as? any ContainerRelativeMeasuring else { continue }
            if unit.containerSize(of: node) != entry.containerSize {
                node.invalidateLayout()
                any = true
            }
        }
        return any
    }
}

/// A unit that measures itself against its container (for the check above).
@MainActor
protocol ContainerRelativeMeasuring {
    func containerSize(of node: ViewNode) -> CGSize
}
