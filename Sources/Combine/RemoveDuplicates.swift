extension Publishers {
    /// Leaves out a value equal to the one before it (`removeDuplicates()`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let previous = PreviousValue<Output>()
            upstream.subscribe(Relay(subscriber) { value in
                // Compared with the last value received, published or not.
                let last = previous.swap(value)
                if let last, predicate(last, value) { return .max(1) }
                return subscriber.receive(value)
            })
        }
    }
}

/// The last value one subscription received (values arrive one at a time).
private final class PreviousValue<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?

    func swap(_ new: Value) -> Value? {
        lock.withLock {
            defer { value = new }
            return value
        }
    }
}

extension Publisher where Output: Equatable {
    /// Leaves out each value equal to the value before it.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Leaves out each value that `predicate` says duplicates the one before it.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
