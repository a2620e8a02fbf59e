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
    /// What the host has done so far (bodies evaluated, passes, items).
    public internal(set) var statistics = UpdateStatistics()

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

    /// The popups open above this window and its popups, shared with them.
    public let popups: PopupStack
    /// 0 for a main window, 1 for a menu opened from it, 2 for a submenu…
    public let level: Int

    public convenience init<Content: View>(rootView: Content, measurer: TextMeasurer, clock: FrameClock,
                                           windowResizeAnimation: Animation? = ViewHost.defaultWindowResizeAnimation) {
        self.init(rootView: rootView, measurer: measurer, clock: clock, windowResizeAnimation: windowResizeAnimation,
                  popups: PopupStack(), level: 0)
    }

    /// The host for a popup this window (or one of its popups) asked for.
    public func makePopupHost(for request: PopupRequest) -> ViewHost {
        ViewHost(rootView: request.content, measurer: measurer, clock: clock, windowResizeAnimation: nil,
                 popups: popups, level: request.level)
    }

    private init<Content: View>(rootView: Content, measurer: TextMeasurer, clock: FrameClock,
                                windowResizeAnimation: Animation?, popups: PopupStack, level: Int) {
        self.measurer = measurer
        self.clock = clock
        self.windowResizeAnimation = windowResizeAnimation
        self.popups = popups
        self.level = level
        engine = LayoutEngine(measurer: measurer, animator: animator)
        var environment = EnvironmentValues()
        environment.foregroundColor = Color.primary.rgba
        environment.popupContext = PopupContext(stack: popups, level: level)
        let rootView = WindowRoot(content: AnyView(rootView))
        root = ViewNode(key: .index(0), parent: nil, view: rootView, environment: environment, host: self)
        Reconciler.update(root, with: rootView, environment: environment)
    }

    // MARK: GraphHost

    var textMeasurer: TextMeasurer { measurer }
    let observationInbox = ObservationInbox()
    func scheduleBodyUpdate(_ node: ViewNode) { pendingBodies.append(node) }
    func setNeedsLayout() { needsLayout = true }
    func setNeedsDisplay() { needsDisplay = true }

    func noteStateChange(in transaction: Transaction?) {
        // The first animated change of an update decides its animation.
        if pendingTransaction?.animation == nil { pendingTransaction = transaction ?? pendingTransaction ?? Transaction() }
    }

    func noteRemoved(_ node: ViewNode) { removedNodes.append(node) }
    func noteBodyEvaluation() { statistics.bodyEvaluations += 1 }
    var isLayingOut: Bool { engine.isRunning }
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
        statistics.layoutPasses += 1
        engine.hasTransactionMarkers = !markedNodes.isEmpty
        engine.layout(root: root, in: CGRect(origin: .zero, size: size), transaction: transaction)
        fadeOutRemovedNodes(transaction)
        for node in markedNodes { node.transactionMarker = nil }
        markedNodes.removeAll()
        if animator.isAnimating { animator.resolvePresented(root) }
    }

    /// Views removed in this update fade out where they were when the
    /// transaction that removed them animates.
    private func fadeOutRemovedNodes(_ transaction: Transaction) {
        defer { removedNodes.removeAll() }
        for removed in removedNodes {
            // The unit that used to contain it; if that went too, its own fade covers this one.
            guard let owner = removed.enclosingUnit, owner.isAttached(to: root) else { continue }
            // The update's transaction with every modifier above the removed view applied.
            guard let animation = removed.transaction(below: nil, from: transaction).animation else { continue }
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
        for box in observationInbox.drain() { box.node?.invalidateBody() }
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
        statistics.displayLists += 1
        statistics.lastDisplayItemCount = canvas.list.items.count
        return canvas.list
    }

    // MARK: Input

    /// Input is hit-tested against the last layout, as between two frames
    /// on any desktop toolkit: a burst of clicks costs one update after
    /// the burst, not one per click. (Before the first layout there is
    /// nothing to hit, so that one is done now.)
    public func handle(_ event: InputEvent) {
        if statistics.layoutPasses == 0 { _ = update(); needsDisplay = true }
        switch event {
        case .pointerMoved(let point):
            pointer = point
            updateHover()
            if let pressed { setPressed(pressed, pressed.presentedFrame.contains(point)) }
        case .pointerExited:
            pointer = nil
            updateHover()
        case .buttonDown(let point, _) where dismissesPopups(at: point):
            break
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
            if inside { activate(target) }
        case .keyDown(let key):
            handleKey(key)
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
        setHovered(pointer.flatMap { HitTester.button(at: $0, in: root) })
    }

    private func setHovered(_ target: ViewNode?) {
        guard target !== hovered else { return }
        if let old = hovered { old.interaction.isHovered = false; refreshInteraction(old) }
        hovered = target
        if let target { target.interaction.isHovered = true; refreshInteraction(target) }
        // In a menu, resting on a submenu row opens it; on any other row,
        // closes the deeper submenu.
        guard level > 0 else { return }
        if let target, let control = target.unit as? any Pressable, control.opensPopup {
            if !popups.requests.contains(where: { $0.level == level + 1 && $0.anchor == target.frame }) {
                control.perform(node: target)
            }
        } else if target != nil {
            popups.dismiss(from: level + 1)
        }
    }

    /// Runs a control's action. In a menu, choosing an item closes the
    /// whole menu; a submenu row opens its submenu instead.
    private func activate(_ target: ViewNode) {
        guard let control = target.unit as? any Pressable else { return }
        control.perform(node: target)
        if level > 0, !control.opensPopup { popups.dismiss(from: 1) }
    }

    /// While popups are open above this window, a click here (or, in a
    /// popup, outside its bounds) closes them and does nothing else.
    private func dismissesPopups(at point: CGPoint) -> Bool {
        if popups.requests.contains(where: { $0.level > level }) {
            popups.dismiss(from: level + 1)
            return true
        }
        if level > 0, !CGRect(origin: .zero, size: size).contains(point) {
            popups.dismiss(from: 1)
            return true
        }
        return false
    }

    /// Menu keys: arrows move the selection, Return/Space choose, Escape
    /// closes this menu level, Left closes a submenu, Right opens one.
    private func handleKey(_ key: Key) {
        guard level > 0 else {
            if key == .escape { popups.dismiss(from: 1) }
            return
        }
        let items = pressables()
        let current = hovered.flatMap { node in items.firstIndex { $0 === node } }
        switch key {
        case .downArrow:
            guard !items.isEmpty else { return }
            setHovered(items[current.map { min($0 + 1, items.count - 1) } ?? 0])
        case .upArrow:
            guard !items.isEmpty else { return }
            setHovered(items[current.map { max($0 - 1, 0) } ?? items.count - 1])
        case .return, .space:
            if let hovered { activate(hovered) }
        case .rightArrow:
            if let hovered, let control = hovered.unit as? any Pressable, control.opensPopup { activate(hovered) }
        case .leftArrow:
            if level > 1 { popups.dismiss(from: level) }
        case .escape:
            popups.dismiss(from: level)
        default:
            break
        }
    }

    /// The enabled controls in tree order.
    private func pressables() -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            guard !node.isHidden else { return }
            if node.unit is any Pressable, node.environment.isEnabled { result.append(node) }
            node.subviewNodes.forEach(visit)
        }
        visit(root)
        return result
    }

    private func setPressed(_ node: ViewNode, _ value: Bool) {
        guard node.interaction.isPressed != value else { return }
        node.interaction.isPressed = value
        refreshInteraction(node)
    }

    /// A control's look depends on hover and press: rebuild its style body,
    /// or only repaint when the control applies the feedback as it paints.
    private func refreshInteraction(_ node: ViewNode) {
        guard node.isAttached(to: root) else { return }
        if let control = node.unit as? any Pressable, !control.rebuildsOnInteraction(node: node) {
            needsDisplay = true
        } else {
            Reconciler.refresh(node)
        }
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
