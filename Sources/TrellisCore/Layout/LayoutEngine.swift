/// Runs layout passes over the node tree: proposes, measures (answers are
/// cached per node until the node or a descendant changes, since parents
/// probe children several times and resizes repeat proposals), places,
/// and records each unit's frame in window coordinates.
///
/// Layout never touches presented (drawn) geometry: each unit it places
/// becomes a record in `LayoutTargets`, handed in placement order to
/// `consumeTargets` (the animator) — in batches while the pass runs, the
/// rest when it ends. Handing them over only after the pass cost 30–50%
/// of a 100,000-tile relayout (every node fetched from memory a second
/// time); a batch's nodes are still in the cache. The animator writes only
/// animation state, which layout does not read back for a node of the
/// running pass, but at one point: a unit whose insides are arranged twice
/// in a pass (see `apply`) hands over the first arrangement before the
/// second, so the outcome never depends on where a batch ended.
@MainActor
final class LayoutEngine {
    let measurer: TextMeasurer
    /// Turns targets into motions; the host passes its animator's `apply`.
    var consumeTargets: (LayoutTargets) -> Void
    /// Units placed and not handed over yet.
    @exclusivity(unchecked) private var targets = LayoutTargets()
    /// How many records make a batch: enough to amortise the call, few
    /// enough that their nodes are still cached.
    static let targetBatch = 256
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
    /// Whether to write down the units set aside or shown again (only
    /// while lifecycle modifiers want to know, see `LifecycleTracker`).
    var recordsVisibilityChanges = false
    /// The part of the window the unit being arranged could be seen in
    /// (window coordinates, with the off-screen band): set before each
    /// `placeSubviews`, read by lazy containers.
    @exclusivity(unchecked) var visibleRect: CGRect = .infinite
    /// What was written down since `takeVisibilityChanges()`.
    private var visibilityChanges = VisibilityChanges()

    init(measurer: TextMeasurer, consumeTargets: @escaping (LayoutTargets) -> Void) {
        self.measurer = measurer
        self.consumeTargets = consumeTargets
    }

    /// Records that `node` was placed at `frame`.
    func recordTarget(_ node: ViewNode, frame: CGRect, context: PlacementContext, isInsertion: Bool) {
        targets.record(node, frame: frame, reference: context.reference, transaction: context.transaction,
                       isInsertion: isInsertion)
        if targets.count >= Self.targetBatch { handOverTargets() }
    }

    /// Hands the records made so far to `consumeTargets`.
    func handOverTargets() {
        guard !targets.isEmpty else { return }
        consumeTargets(targets)
        targets.removeAll()
    }

    /// Lays out `root` to fill `bounds` exactly (the root is the window);
    /// frames that change move under `transaction`.
    func layout(root: ViewNode, in bounds: CGRect, transaction: Transaction) {
        generation += 1
        apply(root, frame: bounds, proposal: ProposedViewSize(bounds.size),
              context: PlacementContext(transaction: transaction, reference: nil, parentIsNew: true,
                                        visible: bounds.insetBy(dx: -Self.offscreenMargin, dy: -Self.offscreenMargin)))
        handOverTargets()
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

    /// The units set aside or shown again since the last call.
    func takeVisibilityChanges() -> VisibilityChanges {
        defer { visibilityChanges = VisibilityChanges() }
        return visibilityChanges
    }

    func noteHidden(_ node: ViewNode) {
        if recordsVisibilityChanges { visibilityChanges.hidden.append(node) }
    }

    func noteUnhidden(_ node: ViewNode) {
        if recordsVisibilityChanges { visibilityChanges.unhidden.append(node) }
    }

    func subviews(of node: ViewNode) -> LayoutSubviews {
        LayoutSubviews(node.subviewNodes, engine: self, container: node)
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
