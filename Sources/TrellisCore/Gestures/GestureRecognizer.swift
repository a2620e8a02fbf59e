/// A pointer sample for recognisers: where (window coordinates) and when
/// (the host clock's seconds).
struct PointerSample: Equatable {
    var location: CGPoint
    var time: Double
}

/// Recognises one gesture from a stream of pointer samples. Phases go
/// possible → active → ended, or to failed from either; the arena that
/// feeds it decides which of several competing recognisers may win.
@MainActor
class GestureRecognizer {
    enum Phase { case possible, active, ended, failed }
    private(set) var phase: Phase = .possible
    /// Told when the recogniser first claims the pointer (becomes active
    /// or ends straight from possible): the arena fails its competitors.
    var onClaim: ((GestureRecognizer) -> Void)?

    var isFinished: Bool { phase == .ended || phase == .failed }

    /// The primary button went down (again, for a multi-tap).
    func down(_ sample: PointerSample) {}
    /// The pointer moved while the button is down.
    func move(_ sample: PointerSample) {}
    /// The primary button went up.
    func up(_ sample: PointerSample) {}
    /// The clock reached `time` (for durations and tap intervals).
    func tick(_ time: Double) {}
    /// When the recogniser wants `tick` next, if at all.
    var deadline: Double? { nil }

    /// Gives up (a competitor won, or the view went away).
    func fail() {
        guard !isFinished else { return }
        phase = .failed
        didFail()
    }

    func didFail() {}

    fileprivate func enter(_ new: Phase) {
        let claims = phase == .possible && (new == .active || new == .ended)
        phase = new
        if claims { onClaim?(self) }
    }
}

/// A recogniser of a gesture with a value: it tells the actions that
/// modifiers (`onChanged`, `onEnded`, `updating`) attached to it.
@MainActor
class ValueRecognizer<Value>: GestureRecognizer {
    var changedActions: [(Value) -> Void] = []
    var endedActions: [(Value) -> Void] = []
    /// Run when it ends or fails (a `GestureState` returns to its start).
    var finishedActions: [() -> Void] = []
    /// The latest value, while active or after it ended.
    private(set) var value: Value?

    /// A new value: the gesture claims the pointer and is active.
    func change(_ value: Value) {
        guard !isFinished else { return }
        enter(.active)
        guard phase == .active else { return }
        self.value = value
        for action in changedActions { action(value) }
    }

    /// A value that does not claim the pointer (a long press being held).
    func report(_ value: Value) {
        guard !isFinished else { return }
        self.value = value
        for action in changedActions { action(value) }
    }

    /// The gesture succeeded with `value`.
    func finish(_ value: Value) {
        guard !isFinished else { return }
        enter(.ended)
        guard phase == .ended else { return }
        self.value = value
        for action in endedActions { action(value) }
        for action in finishedActions { action() }
    }

    override func didFail() {
        for action in finishedActions { action() }
    }
}

/// A recogniser that never succeeds (a gesture that cannot be recognised
/// from a pointer, or a misdeclared custom one).
final class FailedRecognizer<Value>: ValueRecognizer<Value> {
    override func down(_ sample: PointerSample) { fail() }
}
