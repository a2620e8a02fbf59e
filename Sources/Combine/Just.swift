/// A publisher of one value, then `finished`, as Combine's.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let gate = DemandGate(subscriber)
        subscriber.receive(subscription: JustSubscription(gate: gate, output: output))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Delivers the value at the first request, then finishes.
private final class JustSubscription<Output>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var gate: DemandGate<Output, Never>?
    private let output: Output

    init(gate: DemandGate<Output, Never>, output: Output) {
        self.gate = gate
        self.output = output
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let taken = take() else { return }
        taken.request(demand)
        taken.offer(output)
        taken.complete(.finished)
    }

    func cancel() {
        take()?.cancel()
    }

    /// The gate, once: a second request or a cancel finds nothing.
    private func take() -> DemandGate<Output, Never>? {
        lock.withLock {
            defer { gate = nil }
            return gate
        }
    }
}
