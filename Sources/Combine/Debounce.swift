extension Publishers {
    /// Publishes a value only after the upstream has been quiet for
    /// `dueTime` (`debounce(for:scheduler:)`).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceState(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }
}

extension Publisher {
    /// Publishes the latest value once `dueTime` has passed without a new
    /// one: typing "abc" quickly gives "abc" once.
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

/// Each value restarts the wait: a scheduled delivery goes ahead only if
/// no value came after the one it was scheduled for. On completion, a
/// value still waiting is dropped (as Combine's) and the completion is
/// delivered on the scheduler.
private final class DebounceState<Downstream: Subscriber, Context: Scheduler>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let downstream: Downstream
    private let gate: DemandGate<Input, Failure>
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let lock = Lock()
    private var upstream: (any Subscription)?
    private var latest: (value: Input, generation: Int)?
    private var generation = 0

    init(downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        gate = DemandGate(downstream)
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        gate.setOnCancel { [weak self] in self?.cancelUpstream() }
        downstream.receive(subscription: gate)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let current = lock.withLock { () -> Int in
            generation += 1
            latest = (input, generation)
            return generation
        }
        scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
            [self] in
            let due = lock.withLock { () -> Input? in
                guard let latest, latest.generation == current else { return nil }
                self.latest = nil
                return latest.value
            }
            if let due { gate.offer(due) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            lock.withLock {
                latest = nil
                upstream = nil
            }
            gate.complete(completion)
        }
    }

    private func cancelUpstream() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil; latest = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}
