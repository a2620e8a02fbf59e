/// One subscriber's subscription to a source that pushes values whether or
/// not they are wanted (a subject, a notification, a timer): it counts the
/// subscriber's demand and lets a value through only while some is left.
/// An unwanted value is dropped, or — for `CurrentValueSubject` — kept as
/// the latest and delivered when demand arrives.
///
/// Cancelling (or completing) forgets the subscriber's closures and runs
/// `onCancel`, which is how the source lets go of it: nothing is kept in a
/// cycle after that.
final class DemandGate<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var onCancel: (() -> Void)?
    private var demand = Subscribers.Demand.none
    private var held: Output?
    private let keepsLatest: Bool

    init<S: Subscriber>(_ subscriber: S, keepsLatest: Bool = false, onCancel: (() -> Void)? = nil)
    where S.Input == Output, S.Failure == Failure {
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
        self.keepsLatest = keepsLatest
        self.onCancel = onCancel
    }

    /// Set when the gate is made before the source can be told how to forget it.
    func setOnCancel(_ action: @escaping () -> Void) { lock.withLock { onCancel = action } }

    var isActive: Bool { lock.withLock { receiveValue != nil } }

    func request(_ more: Subscribers.Demand) {
        let pending: Output? = lock.withLock {
            demand += more
            guard let value = held, demand > 0 else { return nil }
            held = nil
            return value
        }
        if let pending { offer(pending) }
    }

    /// Delivers `value` if the subscriber has demand left.
    func offer(_ value: Output) {
        let deliver: ((Output) -> Subscribers.Demand)? = lock.withLock {
            guard let receiveValue else { return nil }
            guard demand > 0 else {
                if keepsLatest { held = value }
                return nil
            }
            demand -= 1
            return receiveValue
        }
        guard let deliver else { return }
        let more = deliver(value)
        if more > 0 { lock.withLock { demand += more } }
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        let deliver = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
            defer { forget() }
            return receiveCompletion
        }
        deliver?(completion)
    }

    func cancel() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { forget() }
            return onCancel
        }
        action?()
    }

    /// Called with the lock held.
    private func forget() {
        receiveValue = nil
        receiveCompletion = nil
        onCancel = nil
        held = nil
    }
}
