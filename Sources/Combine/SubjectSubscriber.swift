extension Publisher {
    /// Sends this publisher's values and completion into `subject`, until
    /// the returned cancellable is cancelled or released.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let forwarder = SubjectForwarder(subject)
        subscribe(forwarder)
        return AnyCancellable(forwarder)
    }
}

/// Subscribes a subject to a publisher: asks for every value and hands it
/// on. Cancelling lets go of the subject and of the upstream subscription.
private final class SubjectForwarder<S: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let lock = Lock()
    private var subject: S?
    private var upstream: (any Subscription)?

    init(_ subject: S) { self.subject = subject }

    func receive(subscription: any Subscription) {
        let accepted = lock.withLock { () -> Bool in
            guard upstream == nil, subject != nil else { return false }
            upstream = subscription
            return true
        }
        if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock { () -> S? in
            defer { self.subject = nil; upstream = nil }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { subject = nil; self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
