extension Publishers {
    /// Delivers values and completion on a scheduler (`receive(on:)`).
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnRelay(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Delivers this publisher's values on `scheduler`, such as
    /// `DispatchQueue.main` or `RunLoop.main`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}

/// Hands each value to the scheduler; the demand the downstream answers
/// there is asked of the upstream.
private final class ReceiveOnRelay<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = Lock()
    private var upstream: (any Subscription)?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            let more = downstream.receive(input)
            if more > 0 { lock.withLock { upstream }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            lock.withLock { upstream = nil }
            downstream.receive(completion: completion)
        }
    }
}
