/// Receives values from a publisher, as Combine's: first a subscription
/// (through which it asks for values), then any number of values (each
/// answer asks for that many more), then at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// The link between one publisher and one subscriber: ask for values, or
/// cancel (after which no more arrive and the publisher lets go of the
/// subscriber).
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Namespace for the subscriber types and their vocabulary.
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
