extension Publishers {
    /// Connects its upstream when the first subscriber arrives and
    /// disconnects it when the last one leaves (`autoconnect()`).
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public final let upstream: Upstream
        private let lock = Lock()
        private var subscriberCount = 0
        private var connection: (any Cancellable)?

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // Counted before subscribing: a subscriber that cancels at once
            // leaves again without the count going below zero.
            lock.withLock { subscriberCount += 1 }
            upstream.subscribe(AutoconnectRelay(downstream: subscriber, owner: self))
            guard lock.withLock({ subscriberCount > 0 && connection == nil }) else { return }
            let made = upstream.connect()
            let unneeded = lock.withLock { () -> (any Cancellable)? in
                guard subscriberCount > 0, connection == nil else { return made }
                connection = made
                return nil
            }
            unneeded?.cancel()
        }

        fileprivate func subscriberLeft() {
            let ending = lock.withLock { () -> (any Cancellable)? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ending?.cancel()
        }
    }
}

extension ConnectablePublisher {
    /// Connects on the first subscriber and disconnects after the last:
    /// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

/// Tells the `Autoconnect` once when its subscriber leaves, by cancelling
/// or by completion.
private final class AutoconnectRelay<Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let lock = Lock()
    private var owner: LeaveNotice?
    private var upstream: (any Subscription)?

    init<U>(downstream: Downstream, owner: Publishers.Autoconnect<U>) {
        self.downstream = downstream
        self.owner = LeaveNotice { owner.subscriberLeft() }
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Failure>) {
        leave()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let upstream = lock.withLock { defer { self.upstream = nil }; return self.upstream }
        upstream?.cancel()
        leave()
    }

    private func leave() {
        let notice = lock.withLock { defer { owner = nil }; return owner }
        notice?.action()
    }
}

private struct LeaveNotice {
    let action: () -> Void
}
