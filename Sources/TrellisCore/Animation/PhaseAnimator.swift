/// A container that animates its content through a sequence of phases,
/// as SwiftUI's `PhaseAnimator`: each change of phase is animated with
/// `animation(phase)` for the phase it goes to, and the next phase starts
/// when that animation has arrived. Without a trigger it cycles for as
/// long as it is shown; with one, each change of the trigger plays the
/// phases once and comes back to the first.
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var run = PhaseRun()

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Plays `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimatorTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        FrameDrivenView { now in frame(at: now) }
    }

    /// The content for the phase at `now`, and when to look again.
    private func frame(at now: Double) -> (content: PhaseContent<Content>?, next: Double?) {
        guard !phases.isEmpty else {
            Diagnostics.report("a phaseAnimator was given no phases; it shows nothing")
            return (nil, nil)
        }
        let run = run
        if run.index >= phases.count { run.index = 0 }
        if let trigger {
            if run.trigger == nil {
                run.trigger = trigger
            } else if !trigger.matches(run.trigger) {
                run.trigger = trigger
                run.playing = phases.count > 1
                run.due = now
            }
        } else if !run.playing {
            // Cycling shows the first phase, and moves on from the next frame.
            run.playing = phases.count > 1
            run.due = now
            run.shownAt = now
            return (phaseContent(run), run.playing ? now : nil)
        }
        // (The first phase is shown for at least one frame, so that the
        // next one animates from it.)
        if run.playing, now >= run.due, now > run.shownAt || run.steps > 0 || trigger != nil {
            run.index = (run.index + 1) % phases.count
            run.steps += 1
            run.due = now + (animation(phases[run.index])?.completionTime ?? 0)
            // A triggered run ends when it is back at the first phase.
            if trigger != nil, run.index == 0 { run.playing = false }
        }
        return (phaseContent(run), run.playing ? run.due : nil)
    }

    private func phaseContent(_ run: PhaseRun) -> PhaseContent<Content> {
        let phase = phases[run.index]
        return PhaseContent(content: content(phase), animation: animation(phase), step: run.steps)
    }
}

/// Where a phase animator is: its phase, how many changes it has made
/// (what its content's animation watches), and when the next is due.
final class PhaseRun {
    var index = 0
    var steps = 0
    var playing = false
    var due = 0.0
    /// When cycling began.
    var shownAt = 0.0
    var trigger: AnimatorTrigger?
}

/// A phase's content, animated when the phase changes.
nonisolated struct PhaseContent<Content: View>: View {
    let content: Content
    let animation: Animation?
    let step: Int
    var body: some View { content.animation(animation, value: step) }
}

nonisolated extension View {
    /// Animates the effects `content` applies to this view through
    /// `phases` continuously.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates the effects `content` applies to this view through
    /// `phases` once, each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
