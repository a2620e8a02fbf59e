/// The gestures competing for one press (or one multi-tap) in a host.
///
/// On a press the host hit-tests the view under the pointer and collects
/// the gestures attached to it and its ancestors; each gets a recogniser,
/// in priority order — high-priority gestures from the outermost view in,
/// then normal ones from the innermost view out, then simultaneous ones.
/// An exclusive (not simultaneous) recogniser hears the pointer only once
/// every exclusive one before it has failed; until then its samples are
/// held and then replayed, so a lower one can never act first (a single
/// tap waits for a double tap to fail, an outer drag for an inner tap to
/// give up as the pointer moves). The first exclusive recogniser to claim
/// the pointer fails the other exclusive ones. The arena lives until every
/// recogniser has finished (a double tap keeps it across two presses); a
/// recogniser waiting for time (a long press, the pause after a tap) keeps
/// the host's clock running through `deadline`.
@MainActor
final class GestureArena {
    private enum Sample {
        case down(PointerSample), move(PointerSample), up(PointerSample)
    }

    @MainActor
    private final class Entry {
        let node: NodeHandle
        let recognizer: GestureRecognizer
        let isExclusive: Bool
        /// What it has not heard yet, waiting for those before it.
        var held: [Sample] = []

        init(node: NodeHandle, recognizer: GestureRecognizer, isExclusive: Bool) {
            self.node = node
            self.recognizer = recognizer
            self.isExclusive = isExclusive
        }

        func hear(_ sample: Sample) {
            switch sample {
            case .down(let s): recognizer.down(s)
            case .move(let s): recognizer.move(s)
            case .up(let s): recognizer.up(s)
            }
        }
    }

    private var entries: [Entry] = []
    private(set) var isPointerDown = false

    var isEmpty: Bool { entries.isEmpty }

    /// The earliest time a recogniser that may hear the pointer wants the clock.
    var deadline: Double? {
        entries.indices.filter(isFree).compactMap { entries[$0].recognizer.deadline }.min()
    }

    /// A press at `sample` on the view `target` (the topmost unit under
    /// the pointer). Returns whether any gesture heard it.
    func press(_ sample: PointerSample, target: ViewNode) -> Bool {
        isPointerDown = true
        let attached = Self.attachments(above: target)
        // Recognisers still waiting (a double tap's first tap) go on if
        // their view was pressed again; the others give up.
        entries.removeAll { entry in
            let again = attached.contains { $0.0 === entry.node.node }
            if !again { entry.recognizer.fail() }
            return !again
        }
        for (node, attachment) in attached where !entries.contains(where: { $0.node.node === node }) {
            let recognizer = attachment.makeRecognizer(node: node)
            recognizer.onClaim = { [unowned self] in self.claimed(by: $0) }
            entries.append(Entry(node: node.handle, recognizer: recognizer, isExclusive: attachment.priority != .simultaneous))
        }
        deliver(.down(sample))
        return !attached.isEmpty
    }

    func move(_ sample: PointerSample) {
        guard isPointerDown else { return }
        deliver(.move(sample))
    }

    func release(_ sample: PointerSample) {
        guard isPointerDown else { return }
        isPointerDown = false
        deliver(.up(sample))
    }

    func tick(_ time: Double) {
        for index in entries.indices where isFree(index) { entries[index].recognizer.tick(time) }
        settle()
    }

    /// Everything fails (the window lost the pointer grab, say).
    func cancel() {
        for entry in entries { entry.recognizer.fail() }
        entries.removeAll()
        isPointerDown = false
    }

    /// Whether the entry may hear the pointer: simultaneous, or no
    /// exclusive entry before it is still undecided.
    private func isFree(_ index: Int) -> Bool {
        guard entries[index].isExclusive else { return true }
        return !entries[..<index].contains { $0.isExclusive && !$0.recognizer.isFinished }
    }

    private func deliver(_ sample: Sample) {
        for index in entries.indices {
            guard isFree(index) else { entries[index].held.append(sample); continue }
            // Freed by one before it just now: what it missed comes first.
            let held = entries[index].held
            entries[index].held.removeAll()
            for missed in held { entries[index].hear(missed) }
            entries[index].hear(sample)
        }
        settle()
    }

    /// Replays held samples to entries that became free, until none is
    /// left waiting with samples it may now hear; then drops the finished.
    private func settle() {
        var replayed = true
        while replayed {
            replayed = false
            for index in entries.indices where isFree(index) && !entries[index].held.isEmpty {
                let held = entries[index].held
                entries[index].held.removeAll()
                if entries[index].recognizer.isFinished { continue }
                for sample in held { entries[index].hear(sample) }
                replayed = true
            }
        }
        entries.removeAll { $0.recognizer.isFinished || $0.node.node == nil }
    }

    private func claimed(by winner: GestureRecognizer) {
        guard let entry = entries.first(where: { $0.recognizer === winner }), entry.isExclusive else { return }
        for other in entries where other.isExclusive && other.recognizer !== winner { other.recognizer.fail() }
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
