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
