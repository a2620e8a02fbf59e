/// The sizes a node answered in the current layout pass, by proposal.
///
/// Parents probe children several times per pass (ideal, minimum,
/// maximum, then the real offer), so answers are kept; but rarely more
/// than four different proposals, so a few inline slots beat a dictionary
/// (no hashing, no allocation) on the path every node takes every pass.
struct MeasureCache {
    private var generation = -1
    private var proposals: (ProposedViewSize, ProposedViewSize, ProposedViewSize, ProposedViewSize) =
        (.unspecified, .unspecified, .unspecified, .unspecified)
    private var sizes: (CGSize, CGSize, CGSize, CGSize) = (.zero, .zero, .zero, .zero)
    private var count = 0
    /// The slot the next new answer overwrites once all are used.
    private var next = 0

    /// The size answered to `proposal` in pass `generation`, if any.
    mutating func size(for proposal: ProposedViewSize, generation: Int) -> CGSize? {
        guard self.generation == generation else {
            self.generation = generation
            count = 0
            next = 0
            return nil
        }
        if count > 0, proposals.0 == proposal { return sizes.0 }
        if count > 1, proposals.1 == proposal { return sizes.1 }
        if count > 2, proposals.2 == proposal { return sizes.2 }
        if count > 3, proposals.3 == proposal { return sizes.3 }
        return nil
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        let slot = next
        next = (next + 1) % 4
        count = min(4, count + 1)
        switch slot {
        case 0: proposals.0 = proposal; sizes.0 = size
        case 1: proposals.1 = proposal; sizes.1 = size
        case 2: proposals.2 = proposal; sizes.2 = size
        default: proposals.3 = proposal; sizes.3 = size
        }
    }
}
