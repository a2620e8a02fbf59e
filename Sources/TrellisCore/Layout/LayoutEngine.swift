/// Runs layout passes over the node tree: proposes, measures (with a
/// per-pass cache, since parents probe children several times), places,
/// and records each unit's frame in window coordinates.
@MainActor
final class LayoutEngine {
    let measurer: TextMeasurer
    let animator: FrameAnimator
    private(set) var generation = 0
    /// Whether any modifier marked the transaction in this update; when
    /// none did, children simply inherit their parent's transaction.
    var hasTransactionMarkers = false
    /// Nesting depth of measuring and placing calls now running.
    private var depth = 0
    var isRunning: Bool { depth > 0 }

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
    }

    /// What a unit hands down to its subviews besides their frames.
    struct PlacementContext {
        var transaction: Transaction
        /// The nearest geometry group above.
        var reference: ViewNode?
        /// The parent appears in this pass (so its children are not
        /// insertions of their own).
        var parentIsNew: Bool
    }

    /// Starts a measuring pass without placing (for window size limits).
    func beginPass() { generation += 1 }

    func subviews(of node: ViewNode) -> LayoutSubviews {
        if let cached = node.cachedSubviews { return cached }
        let subviews = LayoutSubviews(node.subviewNodes.map { LayoutSubview(node: $0, engine: self) })
        node.cachedSubviews = subviews
        return subviews
    }

    func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        if let known = node.measurements.size(for: proposal, generation: generation) { return known }
        guard let unit = node.unit else { return .zero }
        depth += 1
        defer { depth -= 1 }
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

    /// Records where a parent put a subview; applied after the parent's
    /// `placeSubviews` returns, so a placement is final only once.
    func place(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        if node.pendingPlacement != nil {
            Diagnostics.report("\(node.kindDescription) was placed more than once in one layout pass; the last placement wins")
        }
        let size = self.size(of: node, proposal: proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.pendingPlacement = (CGRect(origin: origin, size: size), proposal)
    }

    /// Sets a subview aside for this pass.
    func hide(_ node: ViewNode) {
        node.pendingPlacement = nil
        node.isHidden = true
    }

    /// Gives `node` its frame and lets it place its own subviews.
    func apply(_ node: ViewNode, frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let isNew = !node.animation.hasBeenLaidOut
        node.frame = frame
        animator.setTarget(node, frame: frame, reference: context.reference, transaction: context.transaction,
                           isInsertion: isNew && !context.parentIsNew)
        guard let unit = node.unit else { return }
        let reference = node.isGeometryGroup ? node : context.reference
        let subviews = subviews(of: node)
        for child in node.subviewNodes {
            child.pendingPlacement = nil
            child.isHidden = false
        }
        depth += 1
        unit.placeSubviews(in: frame, proposal: proposal, node: node, subviews: subviews)
        depth -= 1
        var bounds = node.presentedFrame
        defer { node.paintBounds = bounds }
        for child in node.subviewNodes {
            if child.isHidden { continue }
            defer { bounds = bounds.unionOfStandard(child.paintBounds) }
            let transaction = hasTransactionMarkers ? child.transaction(below: node, from: context.transaction) : context.transaction
            let childContext = PlacementContext(transaction: transaction, reference: reference, parentIsNew: isNew)
            if let placement = child.pendingPlacement {
                child.pendingPlacement = nil
                apply(child, frame: placement.frame, proposal: placement.proposal, context: childContext)
            } else {
                Diagnostics.report("\(unit.kindName) did not place its subview \(child.kindDescription); it is centred in the container")
                let size = self.size(of: child, proposal: ProposedViewSize(frame.size))
                apply(child, frame: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                           width: size.width, height: size.height),
                      proposal: ProposedViewSize(frame.size), context: childContext)
            }
        }
    }
}
