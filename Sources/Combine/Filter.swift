extension Publishers {
    /// Publishes only the values a closure accepts (`filter(_:)`).
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            // A value left out was still asked for: ask for one more instead.
            upstream.subscribe(Relay(subscriber) { isIncluded($0) ? subscriber.receive($0) : .max(1) })
        }
    }
}

extension Publisher {
    /// Publishes the values for which `isIncluded` is true.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
}
