/// A subject that holds a value, as Combine's: a new subscriber receives
/// the current value first, and setting `value` sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let lock = Lock()
    private var current: Output
    let core = SubjectCore<Output, Failure>()

    public init(_ value: Output) { current = value }

    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func send(_ input: Output) {
        guard !core.isCompleted else { return }
        lock.withLock { current = input }
        core.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    public func send(subscription: any Subscription) { core.received(subscription: subscription) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        // A subscriber without demand yet gets the value when it asks.
        core.attach(subscriber, keepsLatest: true, initial: value)
    }
}
