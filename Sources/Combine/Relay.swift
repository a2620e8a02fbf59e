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
