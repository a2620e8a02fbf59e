/// One view identity in the retained tree. It outlives the view values
/// that describe it: each update hands it a new value, and it keeps the
/// state, layout caches and frames that belong to that identity.
///
/// The properties layout touches for every node in every pass opt out of
/// dynamic exclusivity checks: the graph is used from the main actor
/// only, and the checks cost more than the layout arithmetic.
@MainActor
final class ViewNode {
    /// What kind of view the node holds, as the reconciler treats it.
    enum Role {
        /// Lists children or changes the environment; no frame.
        case transparent(any TransparentView)
        /// A primitive with a frame.
        case unit(any FramedView)
        /// A view with a `body`; holds its state.
        case composite
    }

    // Stored properties are laid out in declaration order. What a layout
    // pass reads and writes for every node comes first and together (a
    // relayout of 100,000 tiles is bound by cache misses), the flags right
    // after the measurement cache, in its tail padding (a flag between two
    // 8-byte fields would cost 8 bytes); what the reconciler needs follows.

    /// Sizes answered so far; valid until `invalidateLayout()`.
    @exclusivity(unchecked) var measurements = MeasureCache()
    /// Set when the view value changed since layout last read its paint.
    @exclusivity(unchecked) var paintNeedsCheck = true
    /// The unit is a `geometryGroup()`: its descendants animate relative to it.
    @exclusivity(unchecked) private(set) var isGeometryGroup = false
    /// Set when state this node's body read has changed.
    var needsBodyUpdate = false
    /// The last pass's arrangement of the subviews no longer holds: the
    /// node or a descendant changed, or it scrolled. A node without this
    /// flag that gets the same size for the same proposal keeps its
    /// subviews where they were (moved with it) without asking its layout.
    @exclusivity(unchecked) var needsPlacement = true
    /// Whether the subviews changed since a custom layout's cache was made.
    var layoutCacheIsStale = true
    /// Set aside by its parent in the last pass (a `ViewThatFits` child
    /// that was not chosen): not painted, hit-tested or inspected.
    @exclusivity(unchecked) var isHidden = false
    /// Its insides were left unarranged in the last pass: it could not be
    /// seen (see `LayoutEngine.apply`).
    @exclusivity(unchecked) var isDeferred = false
    /// Layout has given it a frame at least once (it is not new).
    @exclusivity(unchecked) var hasBeenPlaced = false
    /// The unit clips what it contains to its frame (a scroll view).
    @exclusivity(unchecked) private(set) var clipsSubviews = false
    /// The unit is a drawing modifier (`GraphicsEffectView`): its subtree's
    /// paint bounds, hit testing and presented rectangles follow the effect.
    @exclusivity(unchecked) private(set) var hasGraphicsEffect = false
    /// The unit carries a `zIndex`: its container paints and hit-tests its
    /// subviews in z order (see `ViewNode.paintOrder`).
    @exclusivity(unchecked) private(set) var hasZIndex = false
    /// The unit's subviews depend on where it is, not only on its size (a
    /// `GeometryReader`): a move is not "keeping the arrangement".
    @exclusivity(unchecked) private(set) var arrangesByPosition = false
    /// The unit arranges its subviews by what can be seen (a lazy container).
    @exclusivity(unchecked) private(set) var wantsViewport = false
    /// Where the parent's `place(at:anchor:proposal:)` put this node in
    /// the running pass: an index into the engine's placements, -1 for
    /// none (kept there, not here: only the nodes being placed need one).
    @exclusivity(unchecked) var pendingPlacement: Int32 = -1
    /// The host's layout generation (truncated) when this node's
    /// measurements were last emptied (see `invalidateLayout()`).
    private var invalidatedGeneration: Int32 = -1

    /// The frame from the last layout pass, in window coordinates.
    @exclusivity(unchecked) var frame: CGRect = .zero
    /// The union of the presented frames of this unit and all its
    /// subviews: what painting and hit testing skip when it lies outside
    /// the clip or away from the pointer (a scrolled-away tile costs nothing).
    /// Layout sets it from frames (at rest they are what is drawn); the
    /// animation pass's walk replaces it while anything moves.
    @exclusivity(unchecked) var paintBounds: CGRect = .zero
    @exclusivity(unchecked) var animation = NodeAnimation()
    /// The proposal the node was placed with in the last pass.
    @exclusivity(unchecked) var placedStoredProposal = StoredProposal(.unspecified)
    /// For a unit: the units among its descendants, in order.
    @exclusivity(unchecked) var subviewNodes: [ViewNode] = []

    // Identity, view and tree

    let key: ChildKey
    unowned(unsafe) let host: GraphHost
    /// The node whose children list this one; nil for the root and for a
    /// node taken out of the tree.
    ///
    /// Not `weak`: a weakly referenced object gets a side table, and then
    /// every retain and release of it takes the runtime's slow path — a
    /// quarter of a relayout's instructions went there. The pointer never
    /// dangles instead: a parent clears it in its children when it is
    /// freed, and the host clears it in a node it takes out of the tree.
    nonisolated(unsafe) unowned(unsafe) var parent: ViewNode?

    /// The last view value: a unit kept as one (layout asks for it for
    /// every node in every pass, and a cast each time would cost more), or
    /// any other view. One field for both keeps every node smaller.
    private enum Value {
        case unit(any FramedView)
        case other(any View)
    }
    @exclusivity(unchecked) private var value: Value
    /// The last view value this node was given.
    var view: any View {
        switch value {
        case .unit(let unit): unit
        case .other(let view): view
        }
    }
    /// The primitive this node is, if it is one.
    var unit: (any FramedView)? {
        if case .unit(let unit) = value { return unit }
        return nil
    }
    /// The type of the last view value: a child keeps its node only while
    /// its type stays the same. Read from the value rather than stored: 8
    /// bytes more would take a node past a 16-byte malloc step.
    var viewType: ObjectIdentifier {
        switch value {
        case .unit(let unit): ObjectIdentifier(type(of: unit))
        case .other(let view): ObjectIdentifier(type(of: view))
        }
    }
    /// Whether the node is a primitive (without copying it out).
    var isUnit: Bool {
        if case .unit = value { return true }
        return false
    }
    var environment: EnvironmentValues
    var children: [ViewNode] = []

    /// What only some kinds of node keep, made on first use.
    @exclusivity(unchecked) nonisolated(unsafe) private var storage: NodeStorage?

    /// The proposal the node was placed with in the last pass.
    var placedProposal: ProposedViewSize {
        get { placedStoredProposal.proposal }
        set { placedStoredProposal = StoredProposal(newValue) }
    }

    /// The frame painted in the current frame: the layout's, except while
    /// it animates (kept out of line then).
    var presentedFrame: CGRect {
        get { animation.presentedFrame ?? frame }
        set { animation.setPresentedFrame(newValue, layoutFrame: frame) }
    }

    init(key: ChildKey, parent: ViewNode?, view: any View, environment: EnvironmentValues, host: GraphHost) {
        self.key = key
        self.parent = parent
        self.environment = environment
        self.host = host
        value = .other(view)
        setView(view)
    }

    deinit {
        for child in children { child.parent = nil }
        storage?.handle?.node = nil
    }

    /// What change callbacks hold of this node; nil once it is freed.
    var handle: NodeHandle {
        if let made = storage?.handle { return made }
        let made = NodeHandle(self)
        madeStorage.handle = made
        return made
    }

    /// The identity path from the root: structural positions, `ForEach`
    /// ids and explicit ids. Built on demand (for the inspection file), not
    /// stored: it would cost every node a string.
    var identity: String {
        var keys: [String] = []
        var current: ViewNode? = self
        while let node = current {
            keys.append(node.key.description)
            current = node.parent
        }
        return keys.reversed().joined(separator: "/")
    }

    /// The node's role, from its view (looked up when reconciling; only
    /// the unit is kept).
    var role: Role {
        if let unit { return .unit(unit) }
        if let list = ViewKindCache.transparent(view) { return .transparent(list) }
        return .composite
    }

    func setView(_ newView: any View) {
        if let (newUnit, grouping) = ViewKindCache.unit(newView) {
            value = .unit(newUnit)
            isGeometryGroup = grouping
            clipsSubviews = newUnit.clipsSubviews
            hasGraphicsEffect = newUnit.asGraphicsEffect != nil
            hasZIndex = newUnit.zIndexValue != 0
            arrangesByPosition = newUnit.arrangementDependsOnPosition
            wantsViewport = newUnit.wantsViewport
        } else {
            value = .other(newView)
            isGeometryGroup = false
            clipsSubviews = false
            hasGraphicsEffect = false
            hasZIndex = false
            arrangesByPosition = false
            wantsViewport = false
        }
        paintNeedsCheck = true
        if storage?.idealTextLayout != nil { storage?.idealTextLayout = nil }
    }

    private var madeStorage: NodeStorage {
        if let storage { return storage }
        let made = NodeStorage()
        storage = made
        return made
    }

    /// `@State` storage, one cell per `State` property in declaration order.
    var stateCells: [AnyObject] {
        get { storage?.stateCells ?? [] }
        set { madeStorage.stateCells = newValue }
    }

    /// Interaction and scroll state kept by primitives (Button, ScrollView).
    var interaction: InteractionState {
        get { storage?.controls?.interaction ?? InteractionState() }
        set { madeStorage.madeControls.interaction = newValue }
    }

    /// An editable text's session, kept as long as the node.
    var textEditor: AnyObject? {
        get { storage?.controls?.textEditor }
        set { madeStorage.madeControls.textEditor = newValue }
    }

    /// Set by an animation or transaction modifier for the current update
    /// (kept out of line: few nodes ever have one).
    var transactionMarker: TransactionMarker? {
        get { storage?.transactionMarker }
        set { if newValue != nil || storage != nil { madeStorage.transactionMarker = newValue } }
    }

    /// A custom `Layout`'s cache.
    var layoutCache: Any? {
        get { storage?.controls?.layoutCache }
        set { madeStorage.madeControls.layoutCache = newValue }
    }

    /// What a `GeometryReader` last gave its content.
    var geometryProxy: GeometryProxy? {
        get { storage?.controls?.geometryProxy }
        set { madeStorage.madeControls.geometryProxy = newValue }
    }

    /// Runs `body`, which reconciles this unit's children while a layout
    /// pass runs (a `GeometryReader`'s content), so that the invalidations
    /// it causes stop at this unit: its own size does not depend on its
    /// children, and its ancestors are being laid out already.
    func stoppingInvalidationsHere(_ body: () -> Void) {
        let saved = invalidatedGeneration
        invalidatedGeneration = Int32(truncatingIfNeeded: host.layoutGeneration)
        body()
        invalidatedGeneration = saved
    }

    /// Text lines laid out for the last placement.
    var textLayout: TextLayout? {
        get { storage?.textLayout }
        set { madeStorage.textLayout = newValue }
    }

    /// A text's unwrapped layout, kept until the view or environment changes.
    var idealTextLayout: IdealTextLayout? {
        get { storage?.idealTextLayout }
        set { if newValue != nil || storage != nil { madeStorage.idealTextLayout = newValue } }
    }

    /// Text lines already broken for recent proposals.
    var textLayouts: TextLayoutCache {
        get { storage?.textLayouts ?? TextLayoutCache() }
        set { madeStorage.textLayouts = newValue }
    }

    /// Empties `textLayouts` (without making storage for a node that has none).
    func forgetTextLayouts() {
        storage?.textLayouts = TextLayoutCache()
    }

    /// The nearest ancestor that is a unit (the one whose subviews include
    /// this node's units).
    var enclosingUnit: ViewNode? {
        var current = parent
        while let node = current {
            if node.isUnit { return node }
            current = node.parent
        }
        return nil
    }

    /// Recomputes `subviewNodes` from the children, looking through list
    /// and composite nodes.
    func collectSubviews() {
        var result: [ViewNode]
        if children.allSatisfy({ $0.isUnit }) {
            // The usual case (a modifier around one view): share the
            // children's array instead of keeping a copy per node.
            result = children
        } else {
            result = []
            func collect(_ node: ViewNode) {
                if node.isUnit { result.append(node); return }
                for child in node.children { collect(child) }
            }
            for child in children { collect(child) }
        }
        if result.count != subviewNodes.count || !zip(result, subviewNodes).allSatisfy({ $0 === $1 }) {
            layoutCacheIsStale = true
        }
        subviewNodes = result
    }

    /// Something a size depends on changed here (the view value, the
    /// environment, the children): this node's and every enclosing unit's
    /// answers are forgotten, and they place their subviews again.
    ///
    /// The walk stops at a unit already emptied since the last measuring
    /// pass began: its ancestors were emptied with it and nothing has been
    /// measured since, so reconciling a whole subtree costs its size, not
    /// size × depth.
    func invalidateLayout() {
        let generation = Int32(truncatingIfNeeded: host.layoutGeneration)
        var current: ViewNode? = isUnit ? self : enclosingUnit
        while let node = current, node.invalidatedGeneration != generation {
            node.invalidatedGeneration = generation
            node.measurements.removeAll()
            node.needsPlacement = true
            // A custom layout's cache may hold its subviews' sizes.
            node.layoutCacheIsStale = true
            current = node.enclosingUnit
        }
    }

    /// This node must place its subviews again though no size changed
    /// (it scrolled); its ancestors visit it in the next pass.
    func setNeedsPlacement() {
        var current: ViewNode? = self
        while let node = current {
            node.needsPlacement = true
            current = node.enclosingUnit
        }
    }

    /// Marks the body for re-evaluation at the next update.
    func invalidateBody() {
        guard !needsBodyUpdate else { return }
        needsBodyUpdate = true
        host.scheduleBodyUpdate(self)
    }

    /// Visits this node and its descendants, parents before children.
    func forEachNode(_ visit: (ViewNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }
}

/// What the graph needs from whoever hosts it.
@MainActor
protocol GraphHost: AnyObject {
    func scheduleBodyUpdate(_ node: ViewNode)
    /// A body was evaluated (for `UpdateStatistics`).
    func noteBodyEvaluation()
    /// A view was brought up to date (for `UpdateStatistics`).
    func noteViewUpdate()
    /// True while a layout pass (or a size query) runs.
    var isLayingOut: Bool { get }
    /// Counts measuring passes (layout passes and size queries).
    var layoutGeneration: Int { get }
    func setNeedsLayout()
    /// The window's size, for `containerRelativeFrame` outside any container.
    var windowSize: CGSize { get }
    /// The frame clock's time now, for content made from it (`FrameDrivenView`).
    var frameTime: Double { get }
    /// Makes `node`'s body again at the first frame at or after `time`.
    func wakeBody(_ node: ViewNode, at time: Double)
    /// A `containerRelativeFrame` measured against a container of `containerSize`.
    func noteContainerRelativeFrame(_ node: ViewNode, containerSize: CGSize)
    var textMeasurer: TextMeasurer { get }
    /// Where observed model changes wait for this host's next update.
    var observationInbox: ObservationInbox { get }
    /// State changed inside `withAnimation`/`withTransaction` (or not: nil).
    func noteStateChange(in transaction: Transaction?)
    /// A node was dropped from the tree in this update.
    func noteRemoved(_ node: ViewNode)
    /// A node carries a transaction marker for this update.
    func noteMarked(_ node: ViewNode)
    /// A navigation container made its children (the window title reads them).
    func noteNavigationContainer(_ node: ViewNode)
    /// Where lifecycle modifiers (`onAppear`, `task`…) report.
    var lifecycle: LifecycleTracker { get }
    /// The window's colour scheme and type size (`preferredColorScheme` asks here).
    var appearance: WindowAppearance { get }
    /// Views that act on what layout decided (`onPreferenceChange`…).
    var layoutObservers: LayoutObservers { get }
    /// Runs `body`, which changes the graph while a layout pass runs (see
    /// `Reconciler.relistDuringLayout`), without asking for another pass.
    func duringLayout(_ body: () -> Void)
    /// A lazy container wants other rows made (see `LazyContainer`); the
    /// host makes them after the running layout pass.
    func noteLazyRangeChange(_ node: ViewNode)
}
