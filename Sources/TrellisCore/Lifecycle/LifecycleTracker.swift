/// Runs one host's lifecycle actions — `onAppear`, `onDisappear`,
/// `onChange`, `task` — once per update, after layout and before paint
/// (see "Lifecycle actions" in Docs/ARCHITECTURE.md).
///
/// What it learns while the update runs it only writes down: the
/// reconciler reports each lifecycle modifier's node (new, or with a new
/// value), the host the subtrees it removed, layout the units it set aside
/// or showed again. After layout it decides what appeared and disappeared
/// and runs the actions, in this order:
///
/// 1. disappearances (removed, or set aside by a `ViewThatFits`);
/// 2. changes (`onChange`, a `task(id:)` whose id changed), in the order
///    the reconciler finished their nodes (a view's children before it);
/// 3. appearances (`onAppear`, `onChange(initial: true)` the first time,
///    starting tasks).
///
/// Within 1 and 3 a view comes before the views that contain it, and
/// modifiers on one view in the order they are written (the innermost
/// first), as SwiftUI calls them. Tasks start (are created) as their view
/// appears; their bodies run later, when the main actor is free.
@MainActor
final class LifecycleTracker {
    private var records: [ObjectIdentifier: LifecycleRecord] = [:]
    /// Nodes made since the last run, children before parents.
    private var arrivals: [LifecycleRecord] = []
    private var removedRoots: [ViewNode] = []
    private var changes: [(record: LifecycleRecord, action: @MainActor () -> Void)] = []
    private var visibility = VisibilityChanges()

    /// Whether any lifecycle modifier is in the tree (else nothing is
    /// written down and a run costs nothing).
    var isTracking: Bool { !records.isEmpty }

    var hasPendingWork: Bool {
        !arrivals.isEmpty || !changes.isEmpty || !removedRoots.isEmpty || !visibility.isEmpty
    }

    isolated deinit {
        // A window that closes takes its views with it: their tasks end too.
        for record in records.values { record.task?.cancel() }
    }

    // MARK: Writing down

    /// A lifecycle modifier's node was brought up to date with `modifier`
    /// (called after its children were, so new nodes arrive children first).
    func reconciled<Modifier: LifecycleModifier>(_ node: ViewNode, modifier: Modifier, previous: any View) {
        let id = ObjectIdentifier(node)
        if let record = records[id] {
            guard let previous = previous as? Modifier,
                  let action = modifier.change(from: previous, record: record) else { return }
            changes.append((record, action))
        } else {
            let record = LifecycleRecord(node: node)
            records[id] = record
            arrivals.append(record)
        }
    }

    /// `node` and its subtree left the tree in this update. (Kept only
    /// while there are records: a subtree removed before the first was
    /// made cannot hold one, and holding it would keep it alive.)
    func noteRemoved(_ node: ViewNode) {
        if isTracking { removedRoots.append(node) }
    }

    /// What layout set aside or showed again.
    func noteVisibilityChanges(_ changes: VisibilityChanges) {
        guard !changes.isEmpty, isTracking else { return }
        visibility.append(changes)
    }

    // MARK: Running

    /// Decides what appeared and disappeared in the tree under `root` and
    /// runs the actions written down so far. Actions may change state;
    /// that only schedules bodies for the host's next round.
    func runPendingActions(root: ViewNode) {
        let removedRoots = self.removedRoots, changedUnits = visibility.changedUnits
        let arrivals = self.arrivals, changes = self.changes
        self.removedRoots = []
        self.arrivals = []
        self.changes = []
        visibility = VisibilityChanges()
        guard isTracking else { return }

        var disappearing: [LifecycleRecord] = []
        var appearing: [LifecycleRecord] = []
        for removed in removedRoots { collectRemoved(removed, into: &disappearing) }
        var visited = Set<ObjectIdentifier>()
        for unit in changedUnits {
            for record in records(around: unit) where visited.insert(ObjectIdentifier(record)).inserted {
                reevaluate(record, root: root, appearing: &appearing, disappearing: &disappearing)
            }
        }
        for record in arrivals where !record.isRemoved {
            reevaluate(record, root: root, appearing: &appearing, disappearing: &disappearing)
        }

        for record in disappearing { modifier(of: record)?.disappear(record) }
        for (record, action) in changes where !record.isRemoved { action() }
        for record in appearing where record.isShown && !record.isRemoved {
            let isFirst = !record.hasAppeared
            record.hasAppeared = true
            modifier(of: record)?.appear(record, isFirst: isFirst)
        }
    }

    /// The host goes away with its window (a popup closed): every shown
    /// view under `root` disappears, children first, and tasks are
    /// cancelled. Returns whether any action ran.
    func dismantle(root: ViewNode) -> Bool {
        arrivals = []
        changes = []
        removedRoots = []
        visibility = VisibilityChanges()
        var disappearing: [LifecycleRecord] = []
        collectRemoved(root, into: &disappearing)
        for record in disappearing { modifier(of: record)?.disappear(record) }
        return !disappearing.isEmpty
    }

    private func modifier(of record: LifecycleRecord) -> (any LifecycleModifier)? {
        record.node.view as? any LifecycleModifier
    }

    /// Queues an appearance or a disappearance when whether the record's
    /// view is shown differs from what was last decided.
    private func reevaluate(_ record: LifecycleRecord, root: ViewNode,
                            appearing: inout [LifecycleRecord], disappearing: inout [LifecycleRecord]) {
        let shown = record.node.isShownForLifecycle(under: root)
        guard shown != record.isShown else { return }
        record.isShown = shown
        if shown { appearing.append(record) } else { disappearing.append(record) }
    }

    private func forget(_ record: LifecycleRecord, disappearing: inout [LifecycleRecord]) {
        guard !record.isRemoved else { return }
        record.isRemoved = true
        records[ObjectIdentifier(record.node)] = nil
        if record.isShown {
            record.isShown = false
            disappearing.append(record)
        }
    }

    /// The records in a removed subtree, children before parents.
    private func collectRemoved(_ node: ViewNode, into disappearing: inout [LifecycleRecord]) {
        for child in node.children { collectRemoved(child, into: &disappearing) }
        if let record = records[ObjectIdentifier(node)] { forget(record, disappearing: &disappearing) }
    }

    /// The records whose view's visibility may follow `unit`'s: those
    /// inside it (children before parents), then the modifiers around it
    /// below the unit that contains it.
    private func records(around unit: ViewNode) -> [LifecycleRecord] {
        var found: [LifecycleRecord] = []
        func collect(_ node: ViewNode) {
            for child in node.children { collect(child) }
            if let record = records[ObjectIdentifier(node)] { found.append(record) }
        }
        collect(unit)
        var current = unit.parent
        while let node = current, !node.isUnit {
            if let record = records[ObjectIdentifier(node)] { found.append(record) }
            current = node.parent
        }
        return found
    }
}

extension ViewNode {
    /// Whether the view counts as shown for `onAppear`: it is in the tree
    /// under `root`, nothing above it is set aside, and it wraps at least
    /// one unit that is not (a modifier on `EmptyView` never appears).
    /// (A removed subtree's top node has no parent once layout has run.)
    func isShownForLifecycle(under root: ViewNode) -> Bool {
        var top = self
        while let node = top.parent {
            if node.isHidden { return false }
            top = node
        }
        return top === root && containsShownUnit
    }

    private var containsShownUnit: Bool {
        if isUnit { return !isHidden }
        return children.contains { $0.containsShownUnit }
    }
}
