/// Hosts one window's view tree: owns the retained graph, runs state
/// updates, layout and animation, hit-tests input and produces the display
/// list. A backend drives it; tests drive it with a virtual clock and a
/// deterministic measurer.
@MainActor
package final class ViewHost {
    package let measurer: TextMeasurer
    package let clock: FrameClock
    package private(set) var size: CGSize = .zero

    /// How the content follows a window resize; nil: it jumps.
    package var windowResizeAnimation: Animation?
    /// What the host has done so far (bodies evaluated, passes, layouts
    /// asked, items).
    package var statistics: UpdateStatistics {
        var statistics = counts
        statistics.measurements = engine.measurementCount
        statistics.arrangements = engine.arrangementCount
        return statistics
    }
    var counts = UpdateStatistics()

    let animator = FrameAnimator()
    let engine: LayoutEngine
    var root: ViewNode!
    var pendingBodies: [ViewNode] = []
    var needsLayout = true
    var needsDisplay = true
    var hovered: ViewNode?
    var pressed: ViewNode?
    /// The repeating button held down with the pointer (`buttonRepeatBehavior`).
    var heldRepeat: HeldButtonRepeat?
    /// The desktop's key repeat delay and rate (the backend sets it).
    package var keyRepeatTiming = KeyRepeatTiming.standard
    var pointer: CGPoint?
    /// The keyboard focus (see `ViewHost+Focus.swift`).
    let focus = FocusTracker()
    /// The desktop's selections; the backend sets its own.
    package var clipboard: any Clipboard {
        get { transfer.clipboard }
        set { transfer.clipboard = newValue }
    }
    /// The clipboard as views see it (they follow a new one).
    let transfer = WindowTransfer()
    /// The desktop's file chooser (nil: file dialogs use `FilePanel`).
    package var fileChooser: (any FileChooser)?
    /// The file dialogs this window's views opened.
    let fileDialogs = FileDialogSessions()
    /// The input method, when the backend has one (see `TextInputMethod`).
    package var inputMethod: (any TextInputMethod)?
    /// The editable text being drag-selected, and the last click's time
    /// and place (double and triple clicks).
    var textDrag: ViewNode?
    /// The gestures competing for the current press (see `ViewHost+Gestures`).
    let gestures = GestureArena()
    /// The views with hover actions under the pointer, innermost first.
    var hoveredObservers: [NodeHandle] = []
    /// The scroll bar being dragged, if any.
    var scrollBarDrag: ScrollBarDrag?
    /// The modifier keys held during the event being handled (the backend sets it).
    package var heldModifiers = HeldModifiers()
    /// The view keys go to first (the list last clicked), if any.
    var keyTarget: ViewNode?
    /// `navigationTitle`s set outside any navigation stack, by the view
    /// that set them (see `WindowTitle.swift`).
    var looseNavigationTitles: [(view: NodeHandle, title: String)] = []
    /// What `windowResizeBehavior` and its kin ask of the window's frame.
    package var windowInteractions = WindowInteractions()
    /// The navigation stacks and split views in the tree (see `WindowTitle`).
    var navigationContainers: [NodeHandle] = []
    /// The dialogs (sheets, alerts) this window presents.
    package let dialogs = DialogStack()
    /// In a dialog's host: closes the dialog (nil in any other window).
    package var dialogDismiss: (@MainActor () -> Void)?
    /// The app window this host shows (nil in a bare host, as in tests).
    package var windowContext: WindowContext?
    /// The app's menu bar commands and standard shortcuts (Quit, Settings).
    package weak var commandHandler: (any WindowCommandHandling)?
    /// An alert's buttons close it after their action.
    var closesDialogAfterAction = false
    /// The transaction of the state changes since the last layout.
    var pendingTransaction: Transaction?
    private var resizedSinceLayout = false
    var removedNodes: [ViewNode] = []
    /// Matched views removed in this update whose place a new view may take.
    var handedOver: Set<ObjectIdentifier> = []
    var markedNodes: [ViewNode] = []
    /// The root environment before the window's appearance is added.
    var baseEnvironment = EnvironmentValues()
    /// Lazy containers that asked for other rows in the last layout pass.
    var lazyRangeChanges: [ViewNode] = []
    /// The `containerRelativeFrame`s laid out and the container sizes they used.
    let relativeFrames = ContainerRelativeFrames()
    /// How many times one layout makes rows and lays out again at most:
    /// made rows are measured, which can move the rows needed once more.
    static let lazyRoundsPerLayout = 4
    /// The window's accessibility tree, once a client asked for it.
    var accessibilityTree: AccessibilityTree?

    /// The default window-resize animation: a short ease that keeps up
    /// with a dragged border without feeling late.
    package nonisolated static let defaultWindowResizeAnimation = Animation.easeInOut(duration: 0.25)

    /// The popups open above this window and its popups, shared with them.
    package let popups: PopupStack
    /// 0 for a main window, 1 for a menu opened from it, 2 for a submenu…
    package let level: Int
    /// Shows a popover: a small window of ordinary views (typing, Tab,
    /// buttons that stay open), not a menu that closes on a choice.
    package let isPopover: Bool
    /// The window's `@SceneStorage` values, shared with its popups.
    let sceneStorage: AppStorageStore

    package convenience init<Content: View>(rootView: Content, measurer: TextMeasurer, clock: FrameClock,
                                           windowResizeAnimation: Animation? = ViewHost.defaultWindowResizeAnimation) {
        self.init(rootView: rootView, measurer: measurer, clock: clock, windowResizeAnimation: windowResizeAnimation,
                  popups: PopupStack(), level: 0, sceneStorage: .inMemory())
    }

    /// A window's host, a dialog's or a popup's (see `ViewHost+ChildHosts.swift`).
    init<Content: View>(rootView: Content, measurer: TextMeasurer, clock: FrameClock,
                        windowResizeAnimation: Animation?, popups: PopupStack, level: Int,
                        sceneStorage: AppStorageStore, isPopover: Bool = false) {
        self.measurer = measurer
        self.isPopover = isPopover
        self.sceneStorage = sceneStorage
        self.clock = clock
        self.windowResizeAnimation = windowResizeAnimation
        self.popups = popups
        self.level = level
        engine = LayoutEngine(measurer: measurer, consumeTargets: { [animator] in animator.apply($0) })
        var environment = EnvironmentValues()
        environment.popupContext = PopupContext(stack: popups, level: level, isPopover: isPopover)
        environment.sceneStorageStore = sceneStorage
        baseEnvironment = environment
        baseEnvironment.windowTransfer = transfer
        environment = baseEnvironment
        appearance.apply(to: &environment)
        let rootView = WindowRoot(content: AnyView(rootView))
        root = ViewNode(key: .index(0), parent: nil, view: rootView, environment: environment, host: self)
        Reconciler.update(root, with: rootView, environment: environment)
    }

    // What the graph's nodes report to (see `ViewHost+GraphHost.swift`).
    let observationInbox = ObservationInbox()
    let frameWakeups = FrameWakeups()
    let lifecycle = LifecycleTracker()
    let appearance = WindowAppearance()
    let tooltips = TooltipController()
    let layoutObservers = LayoutObservers()

    // MARK: Window

    /// Minimum, ideal and maximum window sizes from the root view.
    package var sizeLimits: WindowSizeLimits {
        WindowSizeLimits(minimum: sizeThatFits(.zero), ideal: sizeThatFits(.unspecified), maximum: sizeThatFits(.infinity))
    }

    /// What the root view answers to `proposal`: its ideal size for
    /// `.unspecified`, its minimum for `.zero`, its maximum for `.infinity`.
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        updateBodies()
        engine.beginPass()
        needsLayout = true
        return engine.size(of: root, proposal: proposal)
    }

    /// The window now has this size (after a ConfigureNotify, say).
    /// Non-finite or negative sizes are treated as empty.
    package func resize(to newSize: CGSize) {
        let clean = CGSize(width: newSize.width.isFinite ? max(0, newSize.width) : 0,
                           height: newSize.height.isFinite ? max(0, newSize.height) : 0)
        guard clean != size else { return }
        size = clean
        needsLayout = true
        resizedSinceLayout = true
    }

    /// True while something animates: the backend should call `update()`
    /// again at the next frame deadline instead of sleeping until input.
    package var isAnimating: Bool { animator.isAnimating || paintsOverTime || gestures.deadline != nil || frameWakeups.wantsFrames(in: size) }

    /// The last display list had something drawn by the clock (a spinner).
    private var paintsOverTime = false
    /// `withAnimation(…, completion:)`s whose changes this window took.
    var animationCompletions = WindowAnimationCompletions()

    /// One frame's work for the clock's current time, always in this order
    /// (see Docs/ARCHITECTURE.md): bodies whose state changed; layout,
    /// which only records targets (the animator turns them into motions);
    /// lifecycle actions, and bodies and layout again for the state they
    /// changed; animation: one tick and one walk that resolves presented frames.
    /// Painting and the inspection follow in the backend. Returns true when the window
    /// must be repainted.
    package func update() -> Bool {
        tickGestures()
        frameWakeups.fireDue(now: clock.now, window: size)
        tickHeldRepeat()
        updateBodies()
        animator.now = clock.now
        let wasAnimating = animator.isAnimating
        if needsLayout {
            needsLayout = false
            layout()
            needsDisplay = true
        }
        runLifecycleActions()
        if resolveFocus() {
            // Focus states changed: their views' bodies and what they show.
            updateBodies()
            if needsLayout {
                needsLayout = false
                layout()
            }
            runLifecycleActions()
            needsDisplay = true
        }
        if wasAnimating || animator.isAnimating {
            animator.tick()
            animator.resolvePresented(root)
            counts.presentedFrameWalks += 1
            needsDisplay = true
        }
        if wasAnimating, !animator.isAnimating, !layoutObservers.isEmpty {
            // Motions came to rest: scroll phases go idle, and what observes them hears.
            layoutObservers.layoutChanged = true
            runLifecycleActions()
        }
        noteCaretBlink()
        if paintsOverTime { needsDisplay = true }
        animationCompletions.changesApplied()
        animationCompletions.updateEnded(animating: animator.isAnimating || paintsOverTime)
        defer { needsDisplay = false }
        return needsDisplay
    }

    /// One layout pass under the update's transaction: a state change's
    /// (`withAnimation`), else a window resize's, else none.
    func layout() {
        layoutPass()
        // Lazy containers make the rows that came into view, and the
        // window is laid out again with them, before anything is painted.
        for _ in 0..<Self.lazyRoundsPerLayout where !lazyRangeChanges.isEmpty {
            let changed = lazyRangeChanges
            lazyRangeChanges.removeAll()
            for node in changed where node.isAttached(to: root) { LazyMaterializer.refresh(node) }
            layoutPass()
        }
        lazyRangeChanges.removeAll()
        // A container whose size changed in this pass: the relative frames
        // measured against its old size are measured again.
        for _ in 0..<2 where relativeFrames.invalidateStale() { layoutPass() }
    }

    private func layoutPass() {
        var transaction = pendingTransaction ?? Transaction()
        if pendingTransaction == nil, resizedSinceLayout { transaction.animation = windowResizeAnimation }
        pendingTransaction = nil
        resizedSinceLayout = false
        counts.layoutPasses += 1
        engine.hasTransactionMarkers = !markedNodes.isEmpty
        engine.recordsVisibilityChanges = lifecycle.isTracking
        engine.layout(root: root, in: CGRect(origin: .zero, size: size), transaction: transaction)
        layoutObservers.layoutChanged = true
        fadeOutRemovedNodes(transaction)
        animator.matchedDepartures.removeAll()
        handedOver.removeAll()
        for node in markedNodes { node.transactionMarker = nil }
        markedNodes.removeAll()
    }

    /// Views removed in this update fade out where they were when the
    /// transaction that removed them animates.
    private func fadeOutRemovedNodes(_ transaction: Transaction) {
        var departures: [(ViewNode, Animation)] = []
        defer {
            // Out of the tree for good: no longer the child of anything.
            for removed in removedNodes { removed.parent = nil }
            removedNodes.removeAll()
            playCustomRemovals(departures)
        }
        for removed in removedNodes {
            // The unit that used to contain it; if that went too, its own fade covers this one.
            guard let owner = removed.enclosingUnit, owner.isAttached(to: root) else { continue }
            // The update's transaction with every modifier above the removed view applied.
            guard let animation = removed.transaction(below: nil, from: transaction).animation else { continue }
            var units: [ViewNode] = []
            func collect(_ node: ViewNode) {
                if node.isUnit { if node.animation.hasBeenLaidOut { units.append(node) }; return }
                node.children.forEach(collect)
            }
            collect(removed)
            // A matched view whose partner took its place leaves no ghost.
            let taken = Set(animator.matchedDepartures.keys)
            for unit in units {
                if handedOver.contains(ObjectIdentifier(unit)),
                   let matched = unit.unit as? any MatchedGeometryProviding, !taken.contains(matched.key) { continue }
                animator.depart(unit, from: owner, animation: animation)
                departures.append((unit, animation))
            }
        }
    }

    /// Re-evaluates the bodies whose state changed, outermost first; an
    /// outer update refreshes the inner ones with it.
    func updateBodies() {
        if appearance.isStale { applyAppearance() }
        for box in observationInbox.drain() { box.node?.invalidateBody() }
        while !pendingBodies.isEmpty {
            let batch = pendingBodies.sorted { $0.depth < $1.depth }
            pendingBodies.removeAll()
            for node in batch where node.needsBodyUpdate && node.isAttached(to: root) {
                Reconciler.refresh(node)
            }
        }
    }

    package func displayList() -> DisplayList {
        var recorder = DisplayListRecorder(background: Color.windowBackground.resolved(in: root.environment), bounds: CGRect(origin: .zero, size: size))
        recorder.focusRingNode = focusRingNode.map(ObjectIdentifier.init)
        recorder.time = clock.now
        root.paint(into: &recorder)
        paintsOverTime = recorder.drawsOverTime
        counts.displayLists += 1
        counts.lastDisplayItemCount = recorder.list.items.count
        return recorder.list
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
