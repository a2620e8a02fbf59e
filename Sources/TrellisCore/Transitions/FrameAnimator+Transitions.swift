/// Transitions as the animator runs them: an inserted view starts in its
/// transition's insertion state (moved, scaled, transparent) and animates
/// to where layout put it; a removed one animates from where it is drawn
/// to the removal state, painted as a ghost until both motions end. The
/// view is a geometry group, so its content follows its frame.
extension FrameAnimator {
    /// `node` (new) enters from `state` towards `target` (its relative frame).
    func enter(_ node: ViewNode, target: CGRect, from state: TransitionState, animation: Animation) {
        guard !state.isIdentity else { return }
        let start = state.frame(for: target)
        if !start.isIdentical(to: target) {
            node.animation.relativePresented = start
            node.animation.frameMotion = Motion(from: start.vector, to: target.vector, initialVelocity: .zero,
                                                start: now, animation: animation)
        }
        if state.opacity != 1 {
            node.animation.presentedOpacity = state.opacity
            node.animation.opacityMotion = Motion(from: Motion.Vector(state.opacity, 0, 0, 0), to: Motion.Vector(1, 0, 0, 0),
                                                  initialVelocity: .zero, start: now, animation: animation)
        }
        node.animation.scalesContent = state.scale != 1
    }

    /// `unit` (removed) leaves from where it is drawn to `state`. Its frames
    /// become window coordinates: what it was relative to may go too.
    func leave(_ unit: ViewNode, to state: TransitionState, animation: Animation) {
        let shown = unit.presentedFrame
        let laidOut = unit.frame
        unit.animation.reference = nil
        unit.animation.relativeTarget = laidOut
        unit.animation.relativePresented = shown
        let end = state.frame(for: laidOut)
        unit.animation.frameMotion = end.isIdentical(to: shown) ? nil
            : Motion(from: shown.vector, to: end.vector, initialVelocity: .zero, start: now, animation: animation)
        let opacity = unit.animation.presentedOpacity
        // Without a fade (or any change: `.identity`) it goes when it arrives.
        unit.animation.opacityMotion = state.opacity == 1 ? nil
            : Motion(from: Motion.Vector(opacity, 0, 0, 0), to: Motion.Vector(state.opacity, 0, 0, 0),
                     initialVelocity: .zero, start: now, animation: animation)
        unit.animation.scalesContent = state.scale != 1
    }

    /// Moves a ghost along its frame motion and its content with it;
    /// returns whether it has arrived (or has no motion).
    func sampleGhostFrame(_ ghost: ViewNode) -> Bool {
        guard let motion = ghost.animation.frameMotion else { return true }
        let sample = motion.sample(at: now)
        ghost.animation.relativePresented = CGRect(sample.value)
        if sample.finished { ghost.animation.frameMotion = nil }
        resolvePresented(ghost)
        return sample.finished
    }
}
