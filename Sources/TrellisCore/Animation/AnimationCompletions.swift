/// When an animation counts as finished for its completion. Trellis'
/// animations have no long tail past their logical end, so both criteria
/// fire when the window's animations are over.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The completions of one transaction (`withAnimation(…, completion:)`).
/// A window that takes the transaction's changes claims them and runs them
/// when its animations are over; unclaimed, they run right after the body.
final class AnimationCompletions: @unchecked Sendable {
    private var actions: [() -> Void] = []
    private(set) var isClaimed = false

    func add(_ action: @escaping () -> Void) { actions.append(action) }

    func claim() { isClaimed = true }

    /// Runs the actions, once.
    func fire() {
        let due = actions
        actions = []
        for action in due { action() }
    }

    func fireUnlessClaimed() { if !isClaimed { fire() } }
}

/// A window's completions: those whose changes are waiting for the next
/// update, and those whose animations are running.
@MainActor
struct WindowAnimationCompletions {
    private var pending: [AnimationCompletions] = []
    private var running: [AnimationCompletions] = []

    mutating func claim(_ completions: AnimationCompletions) {
        completions.claim()
        if !pending.contains(where: { $0 === completions }) { pending.append(completions) }
    }

    /// After an update applied the pending changes and started their animations.
    mutating func changesApplied() {
        running += pending
        pending = []
    }

    /// At the end of an update: the running ones fire once nothing animates.
    mutating func updateEnded(animating: Bool) {
        guard !animating, !running.isEmpty else { return }
        let due = running
        running = []
        for completions in due { completions.fire() }
    }
}
