import Foundation

/// The context of one update: which animation (if any) moves the views
/// whose layout the update changes, as SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Set to ignore animations from `.animation(_:value:)` modifiers too.
    public var disablesAnimations = false

    /// What runs once this transaction's animations are done.
    var completions: AnimationCompletions?

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` once the animations this transaction starts have
    /// finished, exactly once; at once after the body when none start.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        if completions == nil { completions = AnimationCompletions() }
        completions?.add(completion)
    }

    /// The transaction of the `withAnimation` or `withTransaction` body
    /// running now, if any.
    @MainActor static var current: Transaction?
}

/// Runs `body` and animates the layout changes caused by the state it
/// changes, as SwiftUI's `withAnimation`. Like SwiftUI's it may be called
/// from any context (a view model's method); off the main actor the
/// changes are not animated (views' state changes on the main actor).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result,
                                  isolation: isolated (any Actor)? = #isolation) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// `withAnimation` that runs `completion` once the animations the changes
/// start have finished (at once when they start none).
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void,
                                  isolation: isolated (any Actor)? = #isolation) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result,
                                    isolation: isolated (any Actor)? = #isolation) rethrows -> Result {
    // The caller's actor says where it runs; a nonisolated caller is on
    // the main actor when it runs on the main thread.
    guard isolation === MainActor.shared || (isolation == nil && Thread.isMainThread) else { return try body() }
    let saved = onMainActor { Transaction.current }
    onMainActor { Transaction.current = transaction }
    defer {
        onMainActor { Transaction.current = saved }
        // No window took the changes: nothing will animate.
        transaction.completions?.fireUnlessClaimed()
    }
    return try body()
}

public func withTransaction<V, Result>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                       _ body: () throws -> Result,
                                       isolation: isolated (any Actor)? = #isolation) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
