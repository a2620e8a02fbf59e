/// How the view inputs that `ViewValueComparison` cannot compare field by
/// field count as the same.

/// Storage the node owns, or values the view reads from its environment
/// (which the reconciler compares on its own): a new view value brings only
/// an initial value that is never used again, so such a field never makes
/// two values of a view different.
protocol NodeOwnedViewField {}

extension State: NodeOwnedViewField {}
extension FocusState: NodeOwnedViewField {}
extension GestureState: NodeOwnedViewField {}
extension StateObject: NodeOwnedViewField {}
extension Namespace: NodeOwnedViewField {}
extension Environment: NodeOwnedViewField {}
extension EnvironmentObject: NodeOwnedViewField {}

/// `$focus`: the same focus state (its node's cell, once linked).
extension FocusState.Binding: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        let left: AnyObject = a.location.cell ?? a.location
        let right: AnyObject = b.location.cell ?? b.location
        return left === right
    }
}

/// `if` without `else`.
extension Optional: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        switch (a, b) {
        case (.none, .none): true
        case (.some(let left), .some(let right)): ViewValueComparison.equal(left, right)
        default: false
        }
    }
}

extension _ConditionalContent: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        switch (a.storage, b.storage) {
        case (.trueContent(let left), .trueContent(let right)): ViewValueComparison.equal(left, right)
        case (.falseContent(let left), .falseContent(let right)): ViewValueComparison.equal(left, right)
        default: false
        }
    }
}

/// The typed tuple says everything: the list of children is made from it.
extension TupleView: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        ViewValueComparison.equal(a.value, b.value)
    }
}

/// Element by element (`==` when the elements are `Equatable`); one buffer
/// shared by both is equal without looking.
extension Array: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        guard a.count == b.count else { return false }
        let shared = a.withUnsafeBufferPointer { left in
            b.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
        if shared { return true }
        let plan = ViewValueComparison.plan(for: Element.self)
        for index in a.indices {
            let same = withUnsafePointer(to: a[index]) { left in
                withUnsafePointer(to: b[index]) { right in plan.equal(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
            }
            if !same { return false }
        }
        return true
    }
}
