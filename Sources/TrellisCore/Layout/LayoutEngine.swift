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
    @exclusivity(unchecked) var depth = 0
    var isRunning: Bool { depth > 0 }
    /// Sizes computed, and subviews arranged, since the engine was made
    /// (for `UpdateStatistics`).
    @exclusivity(unchecked) private(set) var measurementCount = 0
    @exclusivity(unchecked) var arrangementCount = 0
    /// The placements of the containers being applied, innermost last
    /// (a stack: each `apply` drops the ones it made when it is done).
    @exclusivity(unchecked) var placements: [Placement] = []
    /// The most placements the running pass has held at once.
    @exclusivity(unchecked) var placementsPeak = 0

    init(measurer: TextMeasurer, animator: FrameAnimator) {
        self.measurer = measurer
        self.animator = animator
    }

    /// Lays out `root` to fill `bounds` exactly (the root is the window);
    /// frames that change move under `transaction`.
    func layout(root: ViewNode, in bounds: CGRect, transaction: Transaction) {
        generation += 1
        apply(root, frame: bounds, proposal: ProposedViewSize(bounds.size),
              context: PlacementContext(transaction: transaction, reference: nil, parentIsNew: true,
                                        visible: bounds.insetBy(dx: -Self.offscreenMargin, dy: -Self.offscreenMargin)))
        // The stack keeps its room from pass to pass (regrowing it for a
        // grid of 10,000 tiles cost more than placing them), unless one
        // pass needed far more than this one.
        if placements.capacity > 1024, placements.capacity > 4 * placementsPeak {
            placements = []
            placements.reserveCapacity(placementsPeak)
        }
        placementsPeak = 0
    }

    /// Starts a measuring pass outside a layout (a size query for the
    /// window's limits, arranging for the inspection): invalidations after
    /// it walk up again (see `ViewNode.invalidateLayout`).
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
}
