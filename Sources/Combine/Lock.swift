import Foundation

/// The lock every Combine object here guards its state with. Closures
/// (subscribers' code) are never called while it is held, so a subscriber
/// may send, subscribe or cancel from inside a callback.
final class Lock: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Carries a value across a `@Sendable` boundary that Combine's API does
/// not mark (its closures and schedulers predate Sendable).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
