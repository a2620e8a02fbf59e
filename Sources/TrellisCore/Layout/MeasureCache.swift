/// The sizes a node has answered, by proposal, kept across layout passes
/// until something the answers depend on changes (`ViewNode.invalidateLayout`
/// empties it: the node's view or environment, or any descendant's).
///
/// Parents probe children several times per pass (ideal, minimum,
/// maximum, then the real offer), and a window resized back and forth
/// offers the same widths again; but rarely more than three different
/// proposals are live at once, so a few inline slots beat a dictionary
/// (no hashing, no allocation) on the path every node takes every pass.
/// Proposals are compared as `StoredProposal`s: bit patterns, exact, with
/// "unspecified" distinct from any NaN a careless layout might send.
struct MeasureCache {
    private var slots: (Slot, Slot, Slot) = (Slot(), Slot(), Slot())
    private var count: UInt8 = 0
    /// The slot the next new answer overwrites once all are used.
    private var next: UInt8 = 0

    private struct Slot {
        var proposal = StoredProposal(.unspecified)
        var size = CGSize.zero
    }

    /// The size answered to `proposal` since the cache was last emptied, if any.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard count > 0 else { return nil }
        let key = StoredProposal(proposal)
        if slots.0.proposal == key { return slots.0.size }
        if count > 1, slots.1.proposal == key { return slots.1.size }
        if count > 2, slots.2.proposal == key { return slots.2.size }
        return nil
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        let slot = Slot(proposal: StoredProposal(proposal), size: size)
        switch next {
        case 0: slots.0 = slot
        case 1: slots.1 = slot
        default: slots.2 = slot
        }
        next = (next + 1) % 3
        count = min(3, count + 1)
    }

    /// Forgets every answer.
    mutating func removeAll() {
        count = 0
        next = 0
    }
}
