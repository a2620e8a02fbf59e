/// A view removed with a custom `Transition` is drawn through the
/// transition's `.didDisappear` phase, as SwiftUI does: the departing unit
/// (already out of the tree, painted by its old container as a ghost)
/// has its phase views made again for the removal and is laid out once
/// more, alone, in the frame it had, under the removing animation; the
/// animator then moves its insides from how they were drawn to how the
/// removal phase draws them, and drops the ghost when they have arrived.
extension ViewHost {
    func playCustomRemovals(_ departures: [(ViewNode, Animation)]) {
        for (ghost, animation) in departures {
            var phases: [ViewNode] = []
            ghost.collectRemovablePhases(into: &phases)
            guard !phases.isEmpty else { continue }
            // Neither the window nor its lifecycle owe anything for the ghost.
            let savedNeedsLayout = needsLayout, savedRecording = engine.recordsVisibilityChanges
            engine.recordsVisibilityChanges = false
            for node in phases {
                guard let phase = node.view as? any RemovableTransitionPhase else { continue }
                Reconciler.update(node, with: phase.removalView, environment: node.environment)
            }
            engine.layout(root: ghost, in: ghost.frame, transaction: Transaction(animation: animation))
            engine.recordsVisibilityChanges = savedRecording
            needsLayout = savedNeedsLayout
            // The ghost's own motions (a combined built-in transition) are sampled as a ghost's.
            animator.unlist(ghost)
            ghost.animation.playsRemoval = true
        }
    }
}

extension ViewNode {
    /// The custom transitions' phase views in this subtree (outermost first).
    func collectRemovablePhases(into phases: inout [ViewNode]) {
        if view is any RemovableTransitionPhase { phases.append(self) }
        for child in children { child.collectRemovablePhases(into: &phases) }
    }

    /// Whether anything below this node still moves.
    var insidesAreMoving: Bool {
        children.contains { $0.animation.isMoving || $0.insidesAreMoving }
    }
}
