extension Subscribers {
    /// A subscriber that asks for every value and calls closures with
    /// them, as Combine's. Cancelling it (or its completion) lets go of
    /// the closures and of the upstream subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        private let lock = Lock()
        private var receiveValueBody: ((Input) -> Void)?
        private var receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
        private var subscription: (any Subscription)?

        public var receiveValue: (Input) -> Void { lock.withLock { receiveValueBody } ?? { _ in } }
        public var receiveCompletion: (Subscribers.Completion<Failure>) -> Void {
            lock.withLock { receiveCompletionBody } ?? { _ in }
        }

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            receiveCompletionBody = receiveCompletion
            receiveValueBody = receiveValue
        }

        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, receiveValueBody != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { receiveValueBody }?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            let body = lock.withLock { () -> ((Subscribers.Completion<Failure>) -> Void)? in
                defer { forget() }
                return receiveCompletionBody
            }
            body?(completion)
        }

        public func cancel() {
            let upstream = lock.withLock { () -> (any Subscription)? in
                defer { forget() }
                return subscription
            }
            upstream?.cancel()
        }

        /// Called with the lock held.
        private func forget() {
            receiveValueBody = nil
            receiveCompletionBody = nil
            subscription = nil
        }
    }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` at the
    /// end, until the returned cancellable is cancelled or released.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value, until the returned
    /// cancellable is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
