/// Hosts one window's view tree: owns the retained graph, runs state
/// updates, layout and animation, hit-tests input and produces the display
/// list. A backend drives it; tests drive it with a virtual clock and a
/// deterministic measurer.
@MainActor
public final class ViewHost: GraphHost {
    public let measurer: TextMeasurer
    public let clock: FrameClock
    public private(set) var size: CGSize = .zero

    /// How the content follows a window resize; nil: it jumps.
    public var windowResizeAnimation: Animation?

    private let animator = FrameAnimator()
    private let engine: LayoutEngine
    private var root: ViewNode!
    private var pendingBodies: [ViewNode] = []
    private var needsLayout = true
    private var needsDisplay = true
    private var hovered: ViewNode?
    private var pressed: ViewNode?
    private var pointer: CGPoint?
    /// The transaction of the state changes since the last layout.
    private var pendingTransaction: Transaction?
    private var resizedSinceLayout = false
    private var removedNodes: [ViewNode] = []
    private var markedNodes: [ViewNode] = []

    /// The default window-resize animation: a short ease that keeps up
    /// with a dragged border without feeling late.
    public nonisolated static let defaultWindowResizeAnimation = Animation.easeInOut(duration: 0.25)

    public init<Content: View>(rootView: Content, measurer: TextMeasurer, clock: FrameClock,
                               windowResizeAnimation: Animation? = ViewHost.defaultWindowResizeAnimation) {
        self.measurer = measurer
        self.clock = clock
        self.windowResizeAnimation = windowResizeAnimation
        engine = LayoutEngine(measurer: measurer, animator: animator)
        var environment = EnvironmentValues()
        environment.foregroundColor = Color.primary.rgba
        let rootView = WindowRoot(content: AnyView(rootView))
        root = ViewNode(key: .index(0), parent: nil, view: rootView, environment: environment, host: self)
        Reconciler.update(root, with: rootView, environment: environment)
    }

    // MARK: GraphHost

    var textMeasurer: TextMeasurer { measurer }
    func scheduleBodyUpdate(_ node: ViewNode) { pendingBodies.append(node) }
    func setNeedsLayout() { needsLayout = true }
    func setNeedsDisplay() { needsDisplay = true }

    func noteStateChange(in transaction: Transaction?) {
        // The first animated change of an update decides its animation.
        if pendingTransaction?.animation == nil { pendingTransaction = transaction ?? pendingTransaction ?? Transaction() }
    }

    func noteRemoved(_ node: ViewNode) { removedNodes.append(node) }
    func noteMarked(_ node: ViewNode) { markedNodes.append(node) }

    // MARK: Window

    /// Minimum, ideal and maximum window sizes from the root view.
    public var sizeLimits: WindowSizeLimits {
        WindowSizeLimits(minimum: sizeThatFits(.zero), ideal: sizeThatFits(.unspecified), maximum: sizeThatFits(.infinity))
    }

    /// What the root view answers to `proposal`: its ideal size for
    /// `.unspecified`, its minimum for `.zero`, its maximum for `.infinity`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        updateBodies()
        engine.beginPass()
        needsLayout = true
        return engine.size(of: root, proposal: proposal)
    }

    /// The window now has this size (after a ConfigureNotify, say).
    /// Non-finite or negative sizes are treated as empty.
    public func resize(to newSize: CGSize) {
        let clean = CGSize(width: newSize.width.isFinite ? max(0, newSize.width) : 0,
                           height: newSize.height.isFinite ? max(0, newSize.height) : 0)
        guard clean != size else { return }
        size = clean
        needsLayout = true
        resizedSinceLayout = true
    }

    /// True while something animates: the backend should call `update()`
    /// again at the next frame deadline instead of sleeping until input.
    public var isAnimating: Bool { animator.isAnimating }

    /// Applies pending state changes, layout and animation for the clock's
    /// current time. Returns true when the window must be repainted.
    public func update() -> Bool {
        updateBodies()
        animator.now = clock.now
        let wasAnimating = animator.isAnimating
        if needsLayout {
            needsLayout = false
            layout()
            needsDisplay = true
        }
        if wasAnimating || animator.isAnimating {
            animator.tick()
            animator.resolvePresented(root)
            needsDisplay = true
        }
        defer { needsDisplay = false }
        return needsDisplay
    }

    /// One layout pass under the update's transaction: a state change's
    /// (`withAnimation`), else a window resize's, else none.
    private func layout() {
        var transaction = pendingTransaction ?? Transaction()
        if pendingTransaction == nil, resizedSinceLayout { transaction.animation = windowResizeAnimation }
        pendingTransaction = nil
        resizedSinceLayout = false
        engine.layout(root: root, in: CGRect(origin: .zero, size: size), transaction: transaction)
        fadeOutRemovedNodes()
        for node in markedNodes { node.transactionMarker = nil }
        markedNodes.removeAll()
        animator.resolvePresented(root)
    }

    /// Views removed in this update fade out where they were when the
    /// transaction that removed them animates.
    private func fadeOutRemovedNodes() {
        defer { removedNodes.removeAll() }
        for removed in removedNodes {
            // The unit that used to contain it; if that went too, its own fade covers this one.
            guard let owner = removed.enclosingUnit, owner.isAttached(to: root) else { continue }
            let transaction = removed.transaction(below: owner, from: owner.animation.transaction)
            guard let animation = transaction.animation else { continue }
            var units: [ViewNode] = []
            func collect(_ node: ViewNode) {
                if node.unit != nil { if node.animation.hasBeenLaidOut { units.append(node) }; return }
                node.children.forEach(collect)
            }
            collect(removed)
            for unit in units { animator.depart(unit, from: owner, animation: animation) }
        }
    }

    /// Re-evaluates the bodies whose state changed, outermost first; an
    /// outer update refreshes the inner ones with it.
    private func updateBodies() {
        for box in ObservationInbox.shared.drain() { box.node?.invalidateBody() }
        while !pendingBodies.isEmpty {
            let batch = pendingBodies.sorted { $0.depth < $1.depth }
            pendingBodies.removeAll()
            for node in batch where node.needsBodyUpdate && node.isAttached(to: root) {
                Reconciler.refresh(node)
            }
        }
    }

    public func displayList() -> DisplayList {
        var canvas = Canvas(background: Color.windowBackground.rgba, bounds: CGRect(origin: .zero, size: size))
        root.paint(into: &canvas)
        return canvas.list
    }

    // MARK: Input

    public func handle(_ event: InputEvent) {
        updateBodies()
        if needsLayout { _ = update(); needsDisplay = true }
        switch event {
        case .pointerMoved(let point):
            pointer = point
            updateHover()
            if let pressed { setPressed(pressed, pressed.presentedFrame.contains(point)) }
        case .pointerExited:
            pointer = nil
            updateHover()
        case .buttonDown(let point, .primary):
            pointer = point
            updateHover()
            if let target = HitTester.button(at: point, in: root) {
                pressed = target
                setPressed(target, true)
            }
        case .buttonUp(let point, .primary):
            guard let target = pressed else { return }
            pressed = nil
            let inside = target.presentedFrame.contains(point) && target.isAttached(to: root)
            setPressed(target, false)
            if inside, let button = target.unit as? any Pressable { button.perform() }
        case .scroll(let point, let delta):
            guard let scroller = HitTester.scrollView(at: point, in: root),
                  let scrollable = scroller.unit as? any Scrollable else { return }
            let amount = scrollable.scrollAxis == .vertical ? delta.height : delta.width
            guard amount.isFinite else { return }
            scroller.interaction.scrollOffset += amount
            // Scrolling follows the wheel at once, whatever else animates.
            var immediate = Transaction(animation: nil)
            immediate.disablesAnimations = true
            pendingTransaction = immediate
            needsLayout = true
        case .buttonDown, .buttonUp:
            break
        }
    }

    private func updateHover() {
        let target = pointer.flatMap { HitTester.button(at: $0, in: root) }
        guard target !== hovered else { return }
        if let old = hovered { old.interaction.isHovered = false; refreshInteraction(old) }
        hovered = target
        if let target { target.interaction.isHovered = true; refreshInteraction(target) }
    }

    private func setPressed(_ node: ViewNode, _ value: Bool) {
        guard node.interaction.isPressed != value else { return }
        node.interaction.isPressed = value
        refreshInteraction(node)
    }

    /// A button's look depends on hover and press: rebuild its style body.
    private func refreshInteraction(_ node: ViewNode) {
        guard node.isAttached(to: root) else { return }
        Reconciler.refresh(node)
    }

    // MARK: Inspection

    /// The laid-out units in tree order, for the inspection file. The
    /// window root is left out: the app's outermost view has parent -1.
    public func inspectionNodes() -> [InspectionSnapshot.Node] {
        var nodes: [InspectionSnapshot.Node] = []
        func visit(_ node: ViewNode, parent: Int) {
            guard !node.isHidden else { return }
            let index = nodes.count
            let text = (node.view as? Text)?.content
            nodes.append(InspectionSnapshot.Node(id: node.identity, parent: parent, kind: node.kindDescription,
                                                 text: text, frame: node.frame, presented: node.presentedFrame))
            for child in node.subviewNodes { visit(child, parent: index) }
        }
        for child in root.subviewNodes { visit(child, parent: -1) }
        return nodes
    }
}

extension ViewNode {
    var depth: Int {
        var count = 0
        var current = parent
        while let node = current { count += 1; current = node.parent }
        return count
    }

    /// Whether the node is still in the tree under `root` (a removed
    /// node's parent no longer lists it).
    func isAttached(to root: ViewNode) -> Bool {
        var node = self
        while let parent = node.parent {
            guard parent.children.contains(where: { $0 === node }) else { return false }
            node = parent
        }
        return node === root
    }
}
