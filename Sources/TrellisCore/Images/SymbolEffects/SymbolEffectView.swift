/// `symbolEffect`: plays a symbol effect on the symbol images inside, from
/// the frame clock. A discrete effect plays when its value changes; an
/// indefinite one plays while active (its state motions — `.scale`,
/// `.disappear` — move to their state and hold it). The pose reaches the
/// images through the environment, so text beside a symbol stays still.
nonisolated struct SymbolEffectView<Content: View>: View {
    let content: Content
    let motion: SymbolMotion
    let options: SymbolEffectOptions
    /// Discrete: the value whose changes play the effect.
    let trigger: AnimatorTrigger?
    /// Indefinite: whether the effect is on.
    let isActive: Bool
    @State private var run = SymbolEffectRun()
    @Environment(\.symbolEffectsRemoved) private var removed

    var body: some View {
        FrameDrivenView { now in
            let (pose, next) = removed ? (SymbolPose.rest, nil) : pose(at: now)
            return (content.transformEnvironment(\.symbolPose) { $0 = $0.applying(pose) }, next)
        }
    }

    /// The pose at `now`, and when to look again (nil: at rest).
    private func pose(at now: Double) -> (SymbolPose, Double?) {
        let run = run
        let speed = options.speedFactor
        let length = motion.playLength / speed
        if motion.holdsState {
            let target = motion.heldPose(active: isActive)
            if run.heldTarget == nil {
                // First shown: `.appear` grows in; others start in their state.
                run.heldFrom = motion == .appear && isActive ? .hidden : target
                run.heldTarget = target
                run.start = now
            } else if run.heldTarget != target {
                run.heldFrom = run.currentPose
                run.heldTarget = target
                run.start = now
            }
            let progress = length > 0 ? min(1, (now - run.start) / length) : 1
            let eased = UnitCurve.easeInOut.value(at: progress)
            run.currentPose = run.heldFrom.interpolated(to: target, eased)
            return (run.currentPose, progress < 1 ? now : nil)
        }
        if let trigger {
            if run.trigger == nil {
                run.trigger = trigger
            } else if !trigger.matches(run.trigger) {
                run.trigger = trigger
                run.begin(at: now, plays: options.plays ?? 1)
            }
        } else if isActive != run.wasActive {
            run.wasActive = isActive
            if isActive { run.begin(at: now, plays: options.plays ?? .max) } else { run.playing = false }
        }
        guard run.playing, length > 0 else { return (.rest, nil) }
        let elapsed = (now - run.start) / length
        if run.plays != .max, elapsed >= Double(run.plays) {
            run.playing = false
            return (.rest, nil)
        }
        return (motion.pose(at: elapsed - elapsed.rounded(.down)), now)
    }
}

/// Where a symbol effect is in its plays, or in its change of state.
final class SymbolEffectRun {
    var playing = false
    var plays = 1
    var start = 0.0
    var wasActive = false
    var trigger: AnimatorTrigger?
    var heldTarget: SymbolPose?
    var heldFrom = SymbolPose.rest
    var currentPose = SymbolPose.rest

    func begin(at now: Double, plays: Int) {
        playing = true
        self.plays = plays
        start = now
    }
}

nonisolated extension View {
    /// Plays `effect` on the symbols inside while `isActive`.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                        isActive: Bool = true) -> some View {
        SymbolEffectView(content: self, motion: effect.symbolMotion ?? .pulse, options: options, trigger: nil, isActive: isActive)
    }

    /// Plays `effect` on the symbols inside each time `value` changes.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                    value: U) -> some View {
        SymbolEffectView(content: self, motion: effect.symbolMotion ?? .bounce(up: true), options: options,
                         trigger: AnimatorTrigger(value), isActive: false)
    }

    /// Removes (or, with false, brings back) the symbol effects inside.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}
