/// `.animation(_:value:)`: when `value` differs from the last update's,
/// the layout changes of this view and its subviews in that update move
/// with `animation` (nil: they jump). Other updates are left alone, so a
/// window resize is not animated by a modifier that watches a selection.
package nonisolated struct AnimationModifierView<Content: View, Value: Equatable>: View {
    package typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value
}

@MainActor extension AnimationModifierView: TransparentView, TransactionMarking {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func marker(previous: (any View)?) -> TransactionMarker? {
        guard let previous = previous as? Self, previous.value != value else { return nil }
        return .animation(animation)
    }
}

/// `.animation(_:)` without a value: every change in the subtree animates
/// (deprecated in SwiftUI; kept because older code uses it).
package nonisolated struct AlwaysAnimationModifierView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let animation: Animation?
}

@MainActor extension AlwaysAnimationModifierView: TransparentView, TransactionMarking {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func marker(previous: (any View)?) -> TransactionMarker? { .animation(animation) }
}

/// `.transaction { }`: changes the transaction for this subtree.
package nonisolated struct TransactionModifierView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let transform: (inout Transaction) -> Void
}

@MainActor extension TransactionModifierView: TransparentView, TransactionMarking {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func marker(previous: (any View)?) -> TransactionMarker? { .transform(transform) }
}

/// What a modifier does to the transaction of the subtree below it in the
/// current update.
indirect enum TransactionMarker {
    case animation(Animation?)
    case transform((inout Transaction) -> Void)

    func apply(to transaction: inout Transaction) {
        switch self {
        case .animation(let animation):
            if !transaction.disablesAnimations { transaction.animation = animation }
        case .transform(let transform):
            transform(&transaction)
        }
    }
}

@MainActor
protocol TransactionMarking {
    /// The marker for this update, given the modifier's previous value.
    func marker(previous: (any View)?) -> TransactionMarker?
}

nonisolated extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationModifierView(content: self, animation: animation, value: value)
    }

    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        AlwaysAnimationModifierView(content: self, animation: animation)
    }

    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifierView(content: self, transform: transform)
    }
}
