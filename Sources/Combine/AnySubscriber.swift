/// A subscriber whose type is hidden, as Combine's.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: (any Subscription) -> Void
    private let receiveValue: (Input) -> Subscribers.Demand
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = s.combineIdentifier
        receiveSubscription = s.receive(subscription:)
        receiveValue = s.receive(_:)
        receiveCompletion = s.receive(completion:)
    }

    public init(receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription ?? { _ in }
        self.receiveValue = receiveValue ?? { _ in .none }
        self.receiveCompletion = receiveCompletion ?? { _ in }
    }

    public var description: String { "Anonymous AnySubscriber" }

    public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValue(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
