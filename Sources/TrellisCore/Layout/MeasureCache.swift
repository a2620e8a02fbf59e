/// The sizes a node has answered, by proposal, kept across layout passes
/// until something the answers depend on changes (`ViewNode.invalidateLayout`
/// empties it: the node's view or environment, or any descendant's).
///
/// Parents probe children several times per pass (ideal, minimum,
/// maximum, then the real offer), and a window resized back and forth
/// offers the same widths again. Most nodes see at most three different
/// proposals between invalidations, so three inline slots (no hashing, no
/// allocation) answer on the path every node takes every pass. A child of
/// a stack inside a stack sees more: the outer stack probes the inner one
/// at its minimum, maximum and final size, and the inner one probes its
/// children at each of those — the buttons of an `HStack` in a `VStack`
/// were asked nine different proposals a pass. Replacing slots in turn,
/// three slots then answered none of them, and every pass measured the
/// whole subtree again (227 measurements for one keystroke in a small
/// form). So proposals beyond three spill into a small out-of-line list,
/// made only for nodes that need it.
/// Proposals are compared as `StoredProposal`s: bit patterns, exact, with
/// "unspecified" distinct from any NaN a careless layout might send.
struct MeasureCache {
    private var slots: (Slot, Slot, Slot) = (Slot(), Slot(), Slot())
    private var count: UInt8 = 0
    /// Answers beyond the inline three, once a node has needed them.
    private var overflow: Overflow?

    fileprivate struct Slot {
        var proposal = StoredProposal(.unspecified)
        var size = CGSize.zero
    }

    /// Spilled answers, oldest first; the oldest is replaced once full.
    private final class Overflow {
        /// More different proposals than a pass of nested stacks asks.
        static let capacity = 16
        var slots: [Slot] = []
        var next = 0
    }

    /// The size answered to `proposal` since the cache was last emptied, if any.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard count > 0 else { return nil }
        let key = StoredProposal(proposal)
        if slots.0.proposal == key { return slots.0.size }
        if count > 1, slots.1.proposal == key { return slots.1.size }
        if count > 2, slots.2.proposal == key { return slots.2.size }
        if let overflow { for slot in overflow.slots where slot.proposal == key { return slot.size } }
        return nil
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        let slot = Slot(proposal: StoredProposal(proposal), size: size)
        switch count {
        case 0: slots.0 = slot
        case 1: slots.1 = slot
        case 2: slots.2 = slot
        default:
            let spilled = overflow ?? Overflow()
            overflow = spilled
            if spilled.slots.count < Overflow.capacity {
                spilled.slots.append(slot)
            } else {
                spilled.slots[spilled.next] = slot
                spilled.next = (spilled.next + 1) % Overflow.capacity
            }
            return
        }
        count += 1
    }

    /// Forgets every answer (a node that spilled once keeps its list's
    /// storage: it is likely to need it again).
    mutating func removeAll() {
        count = 0
        if let overflow {
            overflow.slots.removeAll(keepingCapacity: true)
            overflow.next = 0
        }
    }
}
