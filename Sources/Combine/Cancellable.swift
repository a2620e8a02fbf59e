/// Something that can be stopped: a subscription, a timer's connection.
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released, as Combine's: keep it
/// (in a property or with `store(in:)`) for as long as values should come.
/// Cancelling releases the closure, and so whatever the closure held.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?
    private let lock = Lock()

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    public func cancel() {
        let action = lock.withLock {
            defer { cancelAction = nil }
            return cancelAction
        }
        action?()
    }

    /// Keeps this cancellable in `set` (cancelled when the set lets it go).
    public final func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection`, such as an array.
    public final func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    deinit { cancel() }
}

extension Cancellable {
    /// Wraps this in an `AnyCancellable` kept in `set`.
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }

    /// Wraps this in an `AnyCancellable` kept in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}
