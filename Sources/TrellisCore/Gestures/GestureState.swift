/// State that a gesture updates while it runs (`updating(_:body:)`) and
/// that returns to its initial value when the gesture ends or fails, as
/// SwiftUI's `@GestureState`. Views read it like `@State`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let location: StateLocation<Value>
    private let resetAction: (Value, inout Transaction) -> Void

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        location = StateLocation(initial: wrappedValue)
        resetAction = { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = StateLocation(initial: wrappedValue)
        resetAction = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    public var wrappedValue: Value { location.value }

    public var projectedValue: GestureState<Value> { self }

    /// Back to the initial value, under the reset transaction.
    @MainActor
    func reset() {
        var transaction = Transaction()
        resetAction(location.value, &transaction)
        withTransaction(transaction) { location.value = location.initial }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}

extension GestureState: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        // Its cell is a state cell like any other, in declaration order.
        State(location: location).link(to: node, stateIndex: &stateIndex)
    }
}
