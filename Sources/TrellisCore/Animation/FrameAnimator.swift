/// Moves presented geometry toward layout's targets. After a layout pass
/// it takes the pass's records (`LayoutTargets`: each unit's new frame
/// with the transaction in force) and starts, retargets or cancels
/// motions; each frame it samples them at the clock's time and resolves
/// the presented frames in one walk.
///
/// Retargeting starts from the value presented at that instant (no jump
/// back or forward) and hands the current velocity to springs, so a
/// window dragged continuously is followed smoothly and settles exactly on
/// the last layout, with no backlog: only the newest target is kept.
@MainActor
final class FrameAnimator {
    private var moving: [ViewNode] = []
    private var ghostOwners: [ViewNode] = []
    /// The time of the current update.
    var now: Double = 0
    /// Where matched views removed in this update were drawn, for a new
    /// view with the same id to start from (see `matchedGeometryEffect`).
    var matchedDepartures: [MatchedGeometryKey: CGRect] = [:]

    var isAnimating: Bool { !moving.isEmpty || !ghostOwners.isEmpty }

    // MARK: Targets from layout

    /// False while the desktop turns animations off (`Gtk/EnableAnimations`).
    var animationsEnabled = true

    /// Takes what a layout pass placed, in placement order.
    func apply(_ targets: LayoutTargets) {
        // With animations off on the desktop, every change snaps to its end.
        let transactions = animationsEnabled ? targets.transactions
            : targets.transactions.map { var still = $0; still.animation = nil; return still }
        for target in targets.targets {
            setTarget(target.node, frame: target.frame, reference: target.reference,
                      transaction: transactions[Int(target.transaction)], isInsertion: target.isInsertion)
        }
    }

    /// Layout placed `node` at `frame`. `isInsertion` marks the top of a
    /// subtree that appears in this update (it fades in when animated).
    private func setTarget(_ node: ViewNode, frame: CGRect, reference: ViewNode?, transaction: Transaction, isInsertion: Bool) {
        let origin = reference?.frame.origin ?? .zero
        let target = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        // The common cases in a relayout: a node at rest that stays where it
        // is, or that jumps (no animation) to its new place. Nothing is
        // kept out of line for a node at rest (see `NodeAnimation`).
        if node.animation.hasBeenLaidOut, node.animation.extras == nil, !node.paintNeedsCheck,
           node.animation.reference === reference,
           transaction.animation == nil || target.isIdentical(to: node.animation.relativeTarget) {
            node.animation.relativeTarget = target
            return
        }
        // Fields are changed in place: copying the whole state per node
        // would cost more than the layout itself.
        if node.animation.reference !== reference { node.animation.reference = reference }
        if !node.animation.hasBeenLaidOut {
            node.animation.hasBeenLaidOut = true
            node.animation.relativeTarget = target
            node.animation.relativePresented = target
            if let animation = transaction.animation, !matchedDepartures.isEmpty,
               takeOver(node, target: target, reference: reference, animation: animation) {
                // Moves from where its partner was; no fade.
            } else if isInsertion, let animation = transaction.animation {
                if let transition = node.unit?.asTransitionProvider?.transition {
                    enter(node, target: target, from: transition.insertion, animation: transition.animation ?? animation)
                } else {
                    node.animation.presentedOpacity = 0
                    node.animation.opacityMotion = Motion(from: .zero, to: Motion.Vector(1, 0, 0, 0), initialVelocity: .zero,
                                                          start: now, animation: animation)
                }
            }
        } else if !target.isIdentical(to: node.animation.relativeTarget) {
            if let animation = transaction.animation {
                let current = node.animation.frameMotion?.sample(at: now)
                let presented = node.animation.relativePresented
                node.animation.frameMotion = Motion(from: current?.value ?? presented.vector,
                                                    to: target.vector, initialVelocity: current?.velocity ?? .zero,
                                                    start: now, animation: animation)
                // The drawn frame stays where it was until the motion moves it.
                node.animation.relativeTarget = target
                node.animation.relativePresented = presented
            } else {
                if node.animation.frameMotion != nil { node.animation.frameMotion = nil }
                node.animation.relativeTarget = target
                node.animation.relativePresented = target
            }
        }
        if node.paintNeedsCheck {
            node.paintNeedsCheck = false
            if let paint = node.unit?.asAnimatablePaint { setPaint(node, paint.paintValue(node: node), transaction) }
            if let shape = node.unit?.asAnimatableShapeData {
                shape.noteAnimatableData(node: node, animation: transaction.animation, now: now)
            }
        }
        // At rest the painted frame is the layout's; while anything moves,
        // `resolvePresented` recomputes it from the relative frames.
        if !node.animation.isMoving { node.presentedFrame = frame }
        list(node)
    }

    private func setPaint(_ node: ViewNode, _ value: Motion.Vector, _ transaction: Transaction) {
        var state = node.animation
        defer { node.animation = state }
        guard let old = state.paintTarget, old != value else {
            if state.paintTarget == nil { state.paintTarget = value; state.paintPresented = value }
            return
        }
        state.paintTarget = value
        if let animation = transaction.animation {
            let current = state.paintMotion?.sample(at: now)
            state.paintMotion = Motion(from: current?.value ?? state.paintPresented ?? old, to: value,
                                       initialVelocity: current?.velocity ?? .zero, start: now, animation: animation)
        } else {
            state.paintMotion = nil
            state.paintPresented = value
        }
    }

    /// `unit` was removed under an animated transaction: it fades out
    /// where it was presented, painted by `owner`.
    func depart(_ unit: ViewNode, from owner: ViewNode, animation: Animation) {
        if let transition = unit.unit?.asTransitionProvider?.transition {
            leave(unit, to: transition.removal, animation: transition.animation ?? animation)
        } else {
            unit.animation.opacityMotion = Motion(from: Motion.Vector(unit.animation.presentedOpacity, 0, 0, 0), to: .zero,
                                                  initialVelocity: .zero, start: now, animation: animation)
            unit.animation.frameMotion = nil
        }
        owner.animation.departing.append(unit)
        if !ghostOwners.contains(where: { $0 === owner }) { ghostOwners.append(owner) }
    }

    /// Takes `node` off the moving list (a ghost's motions are sampled as a ghost's).
    func unlist(_ node: ViewNode) {
        guard node.animation.isListed else { return }
        node.animation.isListed = false
        moving.removeAll { $0 === node }
    }

    private func list(_ node: ViewNode) {
        guard node.animation.isMoving, !node.animation.isListed else { return }
        node.animation.isListed = true
        moving.append(node)
    }

    // MARK: Frames

    /// Samples every motion at `now`; finished motions snap to their target.
    func tick() {
        // The motions live in the node's `NodeMotion` (a class), changed in
        // place: copying each node's `NodeAnimation` out and back, for the
        // 8,000 nodes of 1,000 resizing tiles, was half of a frame's
        // animating in retains and releases (perf, 2026-12-02).
        moving.removeAll { node in
            guard let extras = node.animation.extras else {
                node.animation.isListed = false
                return true
            }
            if let motion = extras.frameMotion {
                let sample = motion.sample(at: now)
                if sample.finished {
                    extras.frameMotion = nil
                    extras.relativePresented = nil
                } else {
                    // As `NodeAnimation.relativePresented` keeps it: nil at the target.
                    let frame = CGRect(sample.value)
                    extras.relativePresented = frame.isIdentical(to: node.animation.relativeTarget) ? nil : frame
                }
            }
            if let motion = extras.opacityMotion {
                let sample = motion.sample(at: now)
                extras.presentedOpacity = sample.finished ? 1 : sample.value[0].clampedUnit
                if sample.finished { extras.opacityMotion = nil }
            }
            if let motion = extras.paintMotion {
                let sample = motion.sample(at: now)
                extras.paintPresented = sample.finished ? extras.paintTarget : sample.value
                if sample.finished { extras.paintMotion = nil }
            }
            if var shape = extras.shapeData, let motion = shape.motion {
                let sample = motion.sample(at: now)
                shape.progress = sample.finished ? 1 : sample.value[0]
                if sample.finished { shape.motion = nil }
                extras.shapeData = shape
            }
            let done = !extras.isMoving
            if done { node.animation.isListed = false }
            return done
        }
        ghostOwners.removeAll { owner in
            owner.animation.departing.removeAll { ghost in
                // A ghost leaving by a transition also moves (see `leave`).
                var moved = sampleGhostFrame(ghost)
                // Playing a custom transition's removal: until its insides arrive.
                if ghost.animation.playsRemoval {
                    if ghost.animation.frameMotion == nil { resolvePresented(ghost) }
                    moved = moved && !ghost.insidesAreMoving
                }
                guard let motion = ghost.animation.opacityMotion else { return moved }
                let sample = motion.sample(at: now)
                ghost.animation.presentedOpacity = sample.value[0].clampedUnit
                return sample.finished && moved
            }
            return owner.animation.departing.isEmpty
        }
    }

    /// Window-space presented frames, parents before children: a node in a
    /// geometry group is drawn relative to the group's presented frame.
    func resolvePresented(_ node: ViewNode) {
        if let reference = node.animation.reference {
            let origin = reference.presentedFrame.origin
            var frame = node.animation.relativePresented
            // Inside a view scaling in or out by its transition.
            if let scale = reference.animation.contentScale {
                frame = CGRect(x: frame.minX * scale.width, y: frame.minY * scale.height,
                               width: frame.width * scale.width, height: frame.height * scale.height)
            }
            node.presentedFrame = frame.offsetBy(dx: origin.x, dy: origin.y)
        } else {
            node.presentedFrame = node.animation.relativePresented
        }
        var bounds = node.presentedFrame
        defer { node.paintBounds = node.hasGraphicsEffect ? node.boundsAfterEffect(bounds, settled: false) : bounds }
        // Unarranged insides of a unit out of sight are neither drawn nor hit.
        if node.isDeferred { return }
        for child in node.subviewNodes where !child.isHidden {
            resolvePresented(child)
            bounds = bounds.unionOfStandard(child.paintBounds)
        }
    }
}
