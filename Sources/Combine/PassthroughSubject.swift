/// A subject that hands each sent value to the subscribers it has at that
/// moment, as Combine's: it keeps no value, and a subscriber with no
/// demand left misses it.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let core = SubjectCore<Output, Failure>()

    public init() {}

    public func send(_ input: Output) { core.send(input) }

    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    public func send(subscription: any Subscription) { core.received(subscription: subscription) }

    /// How many subscribers are attached (for tests of cancellation).
    package var subscriberCount: Int { core.subscriberCount }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber, keepsLatest: false, initial: nil)
    }
}
