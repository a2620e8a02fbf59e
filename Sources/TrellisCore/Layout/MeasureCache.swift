/// The sizes a node has answered, by proposal, kept across layout passes
/// until something the answers depend on changes (`ViewNode.invalidateLayout`
/// empties it: the node's view or environment, or any descendant's).
///
/// Parents probe children several times per pass (ideal, minimum,
/// maximum, then the real offer), and a window resized back and forth
/// offers the same widths again; but rarely more than three different
/// proposals are live at once, so a few inline slots beat a dictionary
/// (no hashing, no allocation) on the path every node takes every pass.
/// Proposals are stored as plain doubles, NaN standing for "unspecified",
/// to keep every node small. A proposal that really holds a NaN is never
/// cached: it would read back as unspecified (asking for the ideal size),
/// and only a careless custom layout sends one.
struct MeasureCache {
    private var slots: (Slot, Slot, Slot) = (Slot(), Slot(), Slot())
    private var count: UInt8 = 0
    /// The slot the next new answer overwrites once all are used.
    private var next: UInt8 = 0

    private struct Slot {
        var width = Double.nan, height = Double.nan
        var size = CGSize.zero

        func matches(_ w: Double, _ h: Double) -> Bool {
            (width == w || (width.isNaN && w.isNaN)) && (height == h || (height.isNaN && h.isNaN))
        }
    }

    /// `proposal` as a slot's doubles; nil for one holding a NaN.
    private static func key(_ proposal: ProposedViewSize) -> (Double, Double)? {
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true { return nil }
        return (proposal.width.map(Double.init) ?? .nan, proposal.height.map(Double.init) ?? .nan)
    }

    /// The size answered to `proposal` since the cache was last emptied, if any.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard count > 0, let (w, h) = Self.key(proposal) else { return nil }
        if slots.0.matches(w, h) { return slots.0.size }
        if count > 1, slots.1.matches(w, h) { return slots.1.size }
        if count > 2, slots.2.matches(w, h) { return slots.2.size }
        return nil
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        guard let (w, h) = Self.key(proposal) else { return }
        let slot = Slot(width: w, height: h, size: size)
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
