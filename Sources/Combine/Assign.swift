extension Subscribers {
    /// A subscriber that writes every value to a property of an object, as
    /// Combine's. It holds the object strongly until cancelled or finished.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        public typealias Failure = Never

        private let lock = Lock()
        public private(set) var object: Root?
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, object != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.withLock { object }?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                object = nil
                subscription = nil
            }
        }

        public func cancel() {
            let upstream = lock.withLock { () -> (any Subscription)? in
                defer { object = nil; subscription = nil }
                return subscription
            }
            upstream?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Writes every value to `object[keyPath: keyPath]`, until the returned
    /// cancellable is cancelled or released. `object` is held strongly.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Republishes every value through a `@Published` property
    /// (`assign(to: &$value)`). The subscription lives as long as the
    /// property's object: no cancellable to keep, and no cycle.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(receiveCompletion: { _ in }, receiveValue: { [weak box] value in
            box?.set(value)
        })
        box.keep(AnyCancellable(sink))
        subscribe(sink)
    }
}
