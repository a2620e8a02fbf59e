/// A publisher you can push values into with `send(_:)`, as Combine's.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// What `PassthroughSubject` and `CurrentValueSubject` share: their
/// subscribers' gates and how they ended.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    private var gates: [ObjectIdentifier: DemandGate<Output, Failure>] = [:]
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    func attach<S: Subscriber>(_ subscriber: S, keepsLatest: Bool, initial: Output?) where S.Input == Output, S.Failure == Failure {
        let gate = DemandGate(subscriber, keepsLatest: keepsLatest)
        let key = ObjectIdentifier(gate)
        let ended = lock.withLock { () -> Subscribers.Completion<Failure>? in
            if completion == nil { gates[key] = gate }
            return completion
        }
        gate.setOnCancel { [weak self] in self?.detach(key) }
        subscriber.receive(subscription: gate)
        if let ended { gate.complete(ended); return }
        if let initial { gate.offer(initial) }
    }

    private func detach(_ key: ObjectIdentifier) {
        _ = lock.withLock { gates.removeValue(forKey: key) }
    }

    var subscriberCount: Int { lock.withLock { gates.count } }

    /// Offers `value` to every subscriber (none once completed).
    func send(_ value: Output) {
        let current = lock.withLock { completion == nil ? Array(gates.values) : [] }
        for gate in current { gate.offer(value) }
    }

    func send(completion ended: Subscribers.Completion<Failure>) {
        let current = lock.withLock { () -> [DemandGate<Output, Failure>] in
            guard completion == nil else { return [] }
            completion = ended
            defer { gates.removeAll(); upstreams.removeAll() }
            return Array(gates.values)
        }
        for gate in current { gate.complete(ended) }
    }

    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// A subject subscribed to a publisher asks it for everything, and keeps
    /// the subscription until the subject completes.
    func received(subscription: any Subscription) {
        lock.withLock { upstreams.append(subscription) }
        subscription.request(.unlimited)
    }
}
