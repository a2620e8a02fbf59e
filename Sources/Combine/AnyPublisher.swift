/// A publisher whose type is hidden, as Combine's: return
/// `AnyPublisher<Output, Failure>` from an API instead of the operator
/// chain that makes it.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribeBody = erased.subscribeBody
        } else {
            subscribeBody = { publisher.receive(subscriber: $0) }
        }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Hides this publisher's type behind `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
