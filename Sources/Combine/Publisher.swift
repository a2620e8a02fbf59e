/// Delivers a sequence of values over time to the subscribers attached to
/// it, as Combine's. Operators (`map`, `filter`, …) and subscribers
/// (`sink`, `assign`) are extensions in their own files.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`: it receives a subscription, then values.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Namespace for the publisher types the operators return.
public enum Publishers {}

/// A publisher that starts producing only when `connect()` is called
/// (`Timer.publish`); `autoconnect()` connects on the first subscriber.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}
