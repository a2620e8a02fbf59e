extension Publishers {
    /// Publishes at most one value per `interval`
    /// (`throttle(for:scheduler:latest:)`).
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrottleState(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

extension Publisher {
    /// Publishes the first value at once, then at most one value per
    /// `interval`: the newest that arrived in it (`latest: true`) or the
    /// first (`latest: false`).
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                       latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}

/// A value arriving when none is waiting schedules a delivery: at once if
/// the last one was at least `interval` ago, else when it will be.
/// Values arriving meanwhile replace (or, with `latest: false`, do not
/// replace) the waiting one. On completion a waiting value is dropped and
/// the completion is delivered on the scheduler.
private final class ThrottleState<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let gate: DemandGate<Input, Failure>
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let keepsLatest: Bool
    private let lock = Lock()
    private var upstream: (any Subscription)?
    private var waiting: Input?
    private var isScheduled = false
    private var lastDelivery: Context.SchedulerTimeType?

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.downstream = downstream
        gate = DemandGate(downstream)
        self.interval = interval
        self.scheduler = scheduler
        keepsLatest = latest
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        gate.setOnCancel { [weak self] in self?.cancelUpstream() }
        downstream.receive(subscription: gate)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let now = scheduler.now
        let due = lock.withLock { () -> Context.SchedulerTimeType? in
            if waiting == nil || keepsLatest { waiting = input }
            guard !isScheduled else { return nil }
            isScheduled = true
            guard let lastDelivery else { return now }
            let next = lastDelivery.advanced(by: interval)
            return next > now ? next : now
        }
        guard let due else { return .none }
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: nil) { [self] in
            let value = lock.withLock { () -> Input? in
                defer { waiting = nil; isScheduled = false }
                lastDelivery = scheduler.now
                return waiting
            }
            if let value { gate.offer(value) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: nil) { [self] in
            lock.withLock {
                waiting = nil
                upstream = nil
            }
            gate.complete(completion)
        }
    }

    private func cancelUpstream() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil; waiting = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
