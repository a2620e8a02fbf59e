/// A custom `Transition` held by an `AnyTransition`, erased: its body for a
/// phase, and the ways it plays (`asymmetric` keeps one of them).
/// (The transition is a value the main actor alone applies.)
struct CustomTransitionPart: @unchecked Sendable {
    enum Direction { case insertion, removal }

    let body: @MainActor (AnyView, TransitionPhase) -> AnyView
    var onInsertion = true
    var onRemoval = true

    init<T: Transition>(_ transition: T) {
        let held = Held(transition)
        body = { content, phase in AnyView(held.value.body(content: PlaceholderContentView(content: content), phase: phase)) }
    }

    /// The transition value, which only the main actor reads.
    private final class Held<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }

    /// Played only when the view goes that way; `.identity` the other way.
    func only(_ direction: Direction) -> CustomTransitionPart {
        var part = self
        part.onInsertion = onInsertion && direction == .insertion
        part.onRemoval = onRemoval && direction == .removal
        return part
    }

    /// The phase this part shows while the view is at `phase`.
    func phase(for phase: TransitionPhase) -> TransitionPhase {
        switch phase {
        case .willAppear: onInsertion ? .willAppear : .identity
        case .identity: .identity
        case .didDisappear: onRemoval ? .didDisappear : .identity
        }
    }

    /// The animation `node` (a transition's unit) is inserted with now,
    /// if it is being inserted under one.
    @MainActor
    static func insertionAnimation(of node: ViewNode) -> Animation? {
        guard !node.animation.hasBeenLaidOut, let host = node.host as? ViewHost else { return nil }
        return node.transaction(below: nil, from: host.pendingTransaction ?? Transaction()).animation
    }
}

/// Keeps the phase of custom transitions: flips it to `.identity` when the
/// view appears, with the insertion's animation; `removing` is the same
/// view value made for its removal (see `ViewHost.playCustomRemovals`).
struct TransitionPhaseView: View {
    let content: AnyView
    let parts: [CustomTransitionPart]
    let insertion: Animation?
    var removing = false
    @State private var phase: TransitionPhase

    init(content: AnyView, parts: [CustomTransitionPart], insertion: Animation?) {
        self.content = content
        self.parts = parts
        self.insertion = insertion
        let inserted = insertion != nil && parts.contains { $0.onInsertion }
        _phase = State(initialValue: inserted ? .willAppear : .identity)
    }

    var body: some View {
        let shown = removing ? TransitionPhase.didDisappear : phase
        parts.reduce(content) { content, part in part.body(content, part.phase(for: shown)) }
            .onAppear {
                guard phase == .willAppear else { return }
                withAnimation(insertion) { phase = .identity }
            }
    }
}

/// The phase view of a removed view, to be played to `.didDisappear`.
@MainActor
protocol RemovableTransitionPhase {
    var removalView: any View { get }
}

extension TransitionPhaseView: RemovableTransitionPhase {
    var removalView: any View {
        var view = self
        view.removing = true
        return view
    }
}
