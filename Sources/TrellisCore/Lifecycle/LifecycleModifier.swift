/// A modifier that acts on its view's lifecycle — `onAppear`,
/// `onDisappear`, `onChange`, `task` — rather than on its look. It has a
/// node of its own (it is never passed through), so that the host's
/// `LifecycleTracker` can follow that node: when it is made, when what it
/// wraps is shown or set aside, when its value changes, when it goes.
///
/// The tracker calls these after layout, never while bodies or layout
/// run; each may run user code that changes state.
@MainActor
protocol LifecycleModifier: TransparentView {
    /// The view was shown (`isFirst`: for the first time since its node
    /// was made).
    func appear(_ record: LifecycleRecord, isFirst: Bool)
    /// The view was removed or set aside.
    func disappear(_ record: LifecycleRecord)
    /// This value replaced `previous` on an existing node: what the change
    /// calls for, if anything (run after the update's layout).
    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)?
}

extension LifecycleModifier {
    func appear(_ record: LifecycleRecord, isFirst: Bool) {}
    func disappear(_ record: LifecycleRecord) {}
    func change(from previous: Self, record: LifecycleRecord) -> (@MainActor () -> Void)? { nil }

    func reconciled(_ node: ViewNode, previous: any View) {
        node.host.lifecycle.reconciled(node, modifier: self, previous: previous)
    }
}

/// What the tracker keeps for one lifecycle modifier's node.
@MainActor
final class LifecycleRecord {
    let node: ViewNode
    /// Whether the view counts as shown since the last time the tracker
    /// looked (the actions for a change of this have been queued).
    var isShown = false
    /// Shown at least once since the node was made.
    var hasAppeared = false
    /// Out of the tree: nothing more runs for it.
    var isRemoved = false
    /// A `task` modifier's running task, kept to cancel it.
    var task: Task<Void, Never>?

    init(node: ViewNode) { self.node = node }
}
