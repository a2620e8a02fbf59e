extension Publishers {
    /// Transforms every value with a closure (`map(_:)`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            // One value in, one out: demand passes through unchanged.
            upstream.subscribe(Relay(subscriber) { subscriber.receive(transform($0)) })
        }
    }
}

extension Publisher {
    /// Publishes `transform(value)` for every value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

/// An operator's subscriber to its upstream: hands the upstream's
/// subscription and completion straight to the downstream subscriber, and
/// each value to `receiveValue`, whose answer is the demand to add.
struct Relay<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ downstream: S, receiveValue: @escaping (Input) -> Subscribers.Demand) where S.Failure == Failure {
        receiveSubscription = downstream.receive(subscription:)
        receiveCompletion = downstream.receive(completion:)
        self.receiveValue = receiveValue
    }

    func receive(subscription: any Subscription) { receiveSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { receiveValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
