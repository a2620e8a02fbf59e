/// A trigger value of any `Equatable` type, compared with the one an
/// animator saw last (`keyframeAnimator`, `phaseAnimator`, `symbolEffect`).
struct AnimatorTrigger: @unchecked Sendable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    /// Whether `other` holds the same value.
    func matches(_ other: AnimatorTrigger?) -> Bool {
        guard let other else { return false }
        return equals(other.value)
    }
}

extension Animation {
    /// How long the animation takes to arrive, its delay and speed
    /// included (a spring: until it settles). A phase animator moves on
    /// to the next phase after it.
    var completionTime: Double {
        let length = switch curve {
        case .timing(_, let duration): duration
        case .spring(let spring): spring.settlingDuration
        }
        return delay + length / speed
    }
}
