/// The layout shared by `HStack` and `VStack`, along either axis.
///
/// Space along the stack's axis is handed out as SwiftUI does: subviews are
/// grouped by layout priority, highest first; inside a group the least
/// flexible subview (smallest difference between its maximum and minimum
/// size) is offered an equal share of what remains first, so that rigid
/// text keeps its size and greedy views absorb the rest. Lower priority
/// groups are guaranteed their minimum sizes before higher ones are
/// served. Spacers have priority −∞ unless given one: they keep their
/// minimum length while a flexible sibling wants the space, and share
/// what the others leave.
@MainActor
struct StackAlgorithm {
    let axis: Axis
    let spacing: CGFloat?
    /// The guide that lines subviews up across the axis.
    let crossGuide: AlignmentKey

    struct Arrangement {
        var size: CGSize
        /// Each subview's frame relative to the stack's origin, and the
        /// proposal it was measured with.
        var frames: [CGRect]
        var proposals: [ProposedViewSize]
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Arrangement {
        let count = subviews.count
        guard count > 0 else { return Arrangement(size: .zero, frames: [], proposals: []) }
        let proposal = proposal.sanitized
        let gaps = self.gaps(subviews)
        let totalGaps = gaps.reduce(0, +)
        let cross = proposal[axis.other]
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(along: axis, proposal[axis], cross: cross), count: count)
        var sizes = [CGSize](repeating: .zero, count: count)

        if let main = proposal[axis], main.isFinite {
            distribute(main - totalGaps, cross: cross, subviews, &sizes, &proposals)
        } else {
            for (i, subview) in subviews.enumerated() { sizes[i] = subview.sizeThatFits(proposals[i]) }
        }

        // Line the subviews up on the cross guide: the guide sits as far in
        // as the subview that needs it furthest in.
        var guides = [CGFloat](repeating: 0, count: count)
        for (i, subview) in subviews.enumerated() {
            let dimensions = subview.dimensions(in: proposals[i])
            guides[i] = dimensions.explicit(crossGuide) ?? crossGuide.type.defaultValue(in: dimensions)
        }
        let guideLine = guides.max() ?? 0
        var beyond: CGFloat = 0
        for i in 0..<count { beyond = max(beyond, sizes[i][axis.other] - guides[i]) }
        let crossSize = guideLine + beyond

        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        var position: CGFloat = 0
        for i in 0..<count {
            let origin = CGPoint(along: axis, position, cross: guideLine - guides[i])
            frames.append(CGRect(origin: origin, size: sizes[i]))
            position += sizes[i][axis] + (i < gaps.count ? gaps[i] : 0)
        }
        return Arrangement(size: CGSize(along: axis, position, cross: crossSize), frames: frames, proposals: proposals)
    }

    /// The gap after each subview but the last.
    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing.isFinite ? max(0, spacing) : 0, count: subviews.count - 1) }
        var result: [CGFloat] = []
        result.reserveCapacity(subviews.count - 1)
        var previous = subviews[subviews.startIndex].spacing
        for subview in subviews.dropFirst() {
            let next = subview.spacing
            result.append(previous.distance(to: next, along: axis))
            previous = next
        }
        return result
    }

    private func distribute(_ available: CGFloat, cross: CGFloat?, _ subviews: LayoutSubviews,
                            _ sizes: inout [CGSize], _ proposals: inout [ProposedViewSize]) {
        let count = subviews.count
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        for (i, subview) in subviews.enumerated() {
            let least = subview.sizeThatFits(ProposedViewSize(along: axis, 0, cross: cross))[axis]
            let most = subview.sizeThatFits(ProposedViewSize(along: axis, .infinity, cross: cross))[axis]
            minimum[i] = least
            flexibility[i] = most - least
        }
        let priorities = subviews.map(\.priority)
        // Equally flexible subviews keep their order, except that among
        // unbounded ones the longer minimum goes first: served later, it
        // could take more than its share and leave the rest too little.
        func isLessFlexible(_ a: Int, _ b: Int) -> Bool {
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a] == .infinity, minimum[a] != minimum[b] { return minimum[a] > minimum[b] }
            return a < b
        }
        var remaining = available
        for priority in Set(priorities).sorted(by: >) {
            let group = (0..<count).filter { priorities[$0] == priority }.sorted(by: isLessFlexible)
            let reservedForLower = (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + minimum[$1] }
            var share = remaining - reservedForLower
            var left = group.count
            for i in group {
                let offer = max(0, share / CGFloat(left))
                proposals[i] = ProposedViewSize(along: axis, offer, cross: cross)
                sizes[i] = subviews[subviews.startIndex + i].sizeThatFits(proposals[i])
                share -= sizes[i][axis]
                remaining -= sizes[i][axis]
                left -= 1
            }
        }
    }

    /// Places the subviews as `arrange` decided, inside `bounds`.
    ///
    /// Without a proposal across the axis (inside `fixedSize()`), the
    /// subviews are offered the stack's own breadth there, as in SwiftUI:
    /// flexible ones stretch to the widest (equal-width buttons). Along
    /// the axis the proposal stays as it was: offering a stack its ideal
    /// length again would share it out anew and could wrap its text.
    func place(in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        var proposal = proposal
        if proposal[axis.other] == nil { proposal[axis.other] = bounds.size[axis.other] }
        let arrangement = arrange(proposal, subviews)
        for (i, subview) in subviews.enumerated() {
            let frame = arrangement.frames[i]
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          anchor: .topLeading, proposal: arrangement.proposals[i])
        }
    }

    /// A text baseline of the stack: the first (or last) subview's that has
    /// one, moved to where that subview sits.
    func baseline(_ key: AlignmentKey, last: Bool, size: CGSize, _ subviews: LayoutSubviews) -> CGFloat? {
        let arrangement = arrange(ProposedViewSize(size), subviews)
        let order = last ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        for i in order {
            let dimensions = subviews[i].dimensions(in: arrangement.proposals[i - subviews.startIndex])
            if let value = dimensions.explicit(key) { return arrangement.frames[i - subviews.startIndex].minY + value }
        }
        return nil
    }
}
