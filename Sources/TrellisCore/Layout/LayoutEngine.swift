/// Runs layout passes over the node tree: proposes, measures (answers are
/// cached per node until the node or a descendant changes, since parents
/// probe children several times and resizes repeat proposals), places,
/// and records each unit's frame in window coordinates.
@MainActor
final class LayoutEngine {
    let measurer: TextMeasurer
    let animator: FrameAnimator
    private(set) var generation = 0
    /// Whether any modifier marked the transaction in this update; when
    /// none did, children simply inherit their parent's transaction.
    @exclusivity(unchecked) var hasTransactionMarkers = false
    /// Nesting depth of measuring and placing calls now running.
    @exclusivity(unchecked) private var depth = 0
    var isRunning: Bool { depth > 0 }
    /// Sizes computed, and subviews arranged, since the engine was made
    /// (for `UpdateStatistics`).
    @exclusivity(unchecked) private(set) var measurementCount = 0
    @exclusivity(unchecked) private(set) var arrangementCount = 0

    init(measurer: TextMeasurer, animator: FrameAnimator) {
        self.measurer = measurer
        self.animator = animator
    }

    /// Lays out `root` to fill `bounds` exactly (the root is the window);
    /// frames that change move under `transaction`.
    func layout(root: ViewNode, in bounds: CGRect, transaction: Transaction) {
        generation += 1
        apply(root, frame: bounds, proposal: ProposedViewSize(bounds.size),
              context: PlacementContext(transaction: transaction, reference: nil, parentIsNew: true))
        // A container of many subviews grew the stack; that much is rarely
        // needed again soon, and it is resident memory.
        if placements.capacity > 1024 { placements = [] }
    }

    /// What a unit hands down to its subviews besides their frames.
    struct PlacementContext {
        var transaction: Transaction
        /// The nearest geometry group above (an ancestor: alive for the pass).
        unowned(unsafe) var reference: ViewNode?
        /// The parent appears in this pass (so its children are not
        /// insertions of their own).
        var parentIsNew: Bool
    }

    /// Starts a measuring pass without placing (for window size limits).
    func beginPass() { generation += 1 }

    func subviews(of node: ViewNode) -> LayoutSubviews {
        LayoutSubviews(node.subviewNodes, engine: self)
    }

    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        if let known = node.measurements.size(for: proposal) { return known }
        guard let unit = node.unit else { return .zero }
        depth += 1
        defer { depth -= 1 }
        measurementCount += 1
        var size = unit.sizeThatFits(proposal, node: node, subviews: subviews(of: node))
        // A size must be something a parent can add up: NaN or negative
        // answers (from a custom layout) become 0.
        if !(size.width >= 0) { size.width = 0 }
        if !(size.height >= 0) { size.height = 0 }
        node.measurements.store(size, for: proposal)
        return size
    }

    func dimensions(of node: ViewNode, proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: self.size(of: node, proposal: proposal), node: node, engine: self)
    }

    /// A guide `node` sets itself at `size` (a text baseline), if any.
    func explicitAlignment(_ key: AlignmentKey, of node: ViewNode, size: CGSize) -> CGFloat? {
        node.unit?.explicitAlignment(key, size: size, node: node, subviews: subviews(of: node))
    }

    func spacing(of node: ViewNode) -> ViewSpacing {
        node.unit?.spacing(node: node, subviews: subviews(of: node)) ?? .standard
    }

    /// Where a parent put a subview, until the subview is applied.
    private struct Placement {
        var frame: CGRect
        var storedProposal: StoredProposal
        var proposal: ProposedViewSize { storedProposal.proposal }
        /// Whose it is (a layout that places a subview while only
        /// measuring leaves an index behind that another may reuse).
        unowned(unsafe) var node: ViewNode?
    }

    /// The placement recorded for `node` in the running pass, if any.
    private func pendingPlacement(of node: ViewNode) -> Int? {
        let index = Int(node.pendingPlacement)
        guard index >= 0, index < placements.count, placements[index].node === node else { return nil }
        return index
    }
    /// The placements of the containers being applied, innermost last
    /// (a stack: each `apply` drops the ones it made when it is done).
    @exclusivity(unchecked) private var placements: [Placement] = []

    /// Records where a parent put a subview; applied after the parent's
    /// `placeSubviews` returns, so a placement is final only once.
    func place(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = self.size(of: node, proposal: proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let placement = Placement(frame: CGRect(origin: origin, size: size), storedProposal: StoredProposal(proposal), node: node)
        if let index = pendingPlacement(of: node) {
            Diagnostics.report("\(node.kindDescription) was placed more than once in one layout pass; the last placement wins")
            placements[index] = placement
        } else {
            node.pendingPlacement = Int32(placements.count)
            placements.append(placement)
        }
    }

    /// Sets a subview aside for this pass.
    func hide(_ node: ViewNode) {
        node.pendingPlacement = -1
        node.isHidden = true
    }

    /// Gives `node` its frame and lets it place its own subviews.
    ///
    /// A node that nothing inside changed, offered the same proposal and
    /// given the same size as last time, would place its subviews exactly
    /// as before relative to itself: they keep that arrangement and move
    /// with it, and its layout is not asked (a width change that moves a
    /// tile costs a walk over the tile, not its layout). Subtrees that
    /// neither changed nor moved are not visited at all.
    func apply(_ node: ViewNode, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let isNew = !node.animation.hasBeenLaidOut
        let previous = node.frame
        let keepsArrangement = !isNew && !node.needsPlacement && frame.size == previous.size
            && StoredProposal(proposal) == node.placedStoredProposal
        node.frame = frame
        node.placedStoredProposal = StoredProposal(proposal)
        animator.setTarget(node, frame: frame, reference: context.reference, transaction: context.transaction,
                           isInsertion: isNew && !context.parentIsNew)
        node.needsPlacement = false
        // Every node placed is a unit (the root and `subviewNodes`); the
        // existential is copied only when its layout is asked.
        let reference = node.isGeometryGroup ? node : context.reference
        let placementsStart = placements.count
        defer { if placements.count > placementsStart { placements.removeSubrange(placementsStart...) } }
        if !keepsArrangement, let unit = node.unit {
            let subviews = subviews(of: node)
            for child in node.subviewNodes {
                child.pendingPlacement = -1
                child.isHidden = false
            }
            depth += 1
            arrangementCount += 1
            unit.placeSubviews(in: frame, proposal: proposal, node: node, subviews: subviews)
            depth -= 1
        }
        let dx = frame.minX - previous.minX, dy = frame.minY - previous.minY
        var bounds = node.presentedFrame
        defer { node.paintBounds = bounds }
        for child in node.subviewNodes {
            if child.isHidden { continue }
            defer { bounds = bounds.unionOfStandard(child.paintBounds) }
            let placement: Placement
            if keepsArrangement {
                if dx == 0, dy == 0, child.animation.reference === reference { continue }
                placement = Placement(frame: child.frame.offsetBy(dx: dx, dy: dy), storedProposal: child.placedStoredProposal)
            } else if let index = pendingPlacement(of: child) {
                placement = placements[index]
                child.pendingPlacement = -1
            } else {
                Diagnostics.report("\(node.kindDescription) did not place its subview \(child.kindDescription); it is centred in the container")
                let size = self.size(of: child, proposal: ProposedViewSize(frame.size))
                placement = Placement(frame: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                                    width: size.width, height: size.height),
                                      storedProposal: StoredProposal(ProposedViewSize(frame.size)), node: child)
            }
            let transaction = hasTransactionMarkers ? child.transaction(below: node, from: context.transaction) : context.transaction
            apply(child, frame: placement.frame, proposal: placement.proposal,
                  context: PlacementContext(transaction: transaction, reference: reference, parentIsNew: isNew))
        }
    }
}
