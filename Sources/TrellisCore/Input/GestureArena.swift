/// The gestures competing for one press (or one multi-tap) in a host.
///
/// On a press the host hit-tests the view under the pointer and collects
/// the gestures attached to it and its ancestors; each gets a recogniser.
/// They hear every sample, in priority order — high-priority gestures from
/// the outermost view in, then normal ones from the innermost view out,
/// then simultaneous ones. The first non-simultaneous recogniser to claim
/// the pointer fails the other non-simultaneous ones. The arena lives
/// until every recogniser has finished (a double tap keeps it across two
/// presses); a recogniser waiting for time (a long press, the pause after
/// a tap) keeps the host's clock running through `deadline`.
@MainActor
final class GestureArena {
    private struct Entry {
        let node: NodeHandle
        /// Which of the node's attachments (by its position among them).
        let attachment: ObjectIdentifier
        let recognizer: GestureRecognizer
        let isExclusive: Bool
    }

    private var entries: [Entry] = []
    private(set) var isPointerDown = false

    var isEmpty: Bool { entries.isEmpty }

    /// The earliest time a recogniser wants the clock.
    var deadline: Double? { entries.compactMap { $0.recognizer.deadline }.min() }

    /// A press at `sample` on the view `target` (the topmost unit under
    /// the pointer). Returns whether any gesture heard it.
    func press(_ sample: PointerSample, target: ViewNode) -> Bool {
        isPointerDown = true
        let attached = Self.attachments(above: target)
        // Recognisers still waiting (a double tap's first tap) go on if
        // their view was pressed again; the others give up.
        entries.removeAll { entry in
            let again = attached.contains { $0.0 === entry.node.node && ObjectIdentifier($0.0) == entry.attachment }
            if !again { entry.recognizer.fail() }
            return !again
        }
        for (node, attachment) in attached where !entries.contains(where: { $0.attachment == ObjectIdentifier(node) }) {
            let recognizer = attachment.makeRecognizer(node: node)
            recognizer.onClaim = { [unowned self] in self.claimed(by: $0) }
            entries.append(Entry(node: node.handle, attachment: ObjectIdentifier(node), recognizer: recognizer,
                                 isExclusive: attachment.priority != .simultaneous))
        }
        for entry in entries { entry.recognizer.down(sample) }
        prune()
        return !attached.isEmpty
    }

    func move(_ sample: PointerSample) {
        guard isPointerDown else { return }
        for entry in entries { entry.recognizer.move(sample) }
        prune()
    }

    func release(_ sample: PointerSample) {
        guard isPointerDown else { return }
        isPointerDown = false
        for entry in entries { entry.recognizer.up(sample) }
        prune()
    }

    func tick(_ time: Double) {
        for entry in entries { entry.recognizer.tick(time) }
        prune()
    }

    /// Everything fails (the window lost the pointer grab, say).
    func cancel() {
        for entry in entries { entry.recognizer.fail() }
        entries.removeAll()
        isPointerDown = false
    }

    private func claimed(by winner: GestureRecognizer) {
        guard let entry = entries.first(where: { $0.recognizer === winner }), entry.isExclusive else { return }
        for other in entries where other.isExclusive && other.recognizer !== winner { other.recognizer.fail() }
    }

    /// Finished recognisers leave; so do those whose view is gone.
    private func prune() {
        entries.removeAll { $0.recognizer.isFinished || $0.node.node == nil }
    }

    /// The gestures on `target` and its ancestors, in the order they hear
    /// a sample (see the type's comment). An attachment whose mask leaves
    /// out its subviews' gestures removes those found below it.
    static func attachments(above target: ViewNode) -> [(ViewNode, any GestureAttaching)] {
        var chain: [(ViewNode, any GestureAttaching)] = []
        var current: ViewNode? = target
        while let node = current {
            if let attaching = node.unit as? any GestureAttaching, node.environment.isEnabled {
                if !attaching.mask.contains(.subviews) { chain.removeAll() }
                if attaching.mask.contains(.gesture) { chain.append((node, attaching)) }
            }
            current = node.parent
        }
        // `chain` runs from the innermost view out.
        let high = chain.filter { $0.1.priority == .high }.reversed()
        let normal = chain.filter { $0.1.priority == .normal }
        let simultaneous = chain.filter { $0.1.priority == .simultaneous }
        return Array(high) + normal + simultaneous
    }
}
