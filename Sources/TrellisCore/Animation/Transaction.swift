/// The context of one update: which animation (if any) moves the views
/// whose layout the update changes, as SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Set to ignore animations from `.animation(_:value:)` modifiers too.
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the `withAnimation` or `withTransaction` body
    /// running now, if any.
    @MainActor static var current: Transaction?
}

/// Runs `body` and animates the layout changes caused by the state it
/// changes, as SwiftUI's `withAnimation`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}
