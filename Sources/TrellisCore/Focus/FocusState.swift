/// A property that follows where the keyboard focus is, as SwiftUI's
/// `@FocusState`: `Bool` (is the view bound with `.focused($flag)`
/// focused?) or an optional `Hashable` (which of the views bound with
/// `.focused($field, equals: …)` is focused, nil for none). Setting it
/// moves the focus there; setting false or nil takes it away.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// What `$focus` gives: passed to `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let location: FocusStateLocation<Value>

        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.request(newValue) }
        }

        public var projectedValue: Binding { self }
    }

    let location: FocusStateLocation<Value>

    public init() where Value == Bool {
        location = FocusStateLocation(resetValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        location = FocusStateLocation(resetValue: nil)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.request(newValue) }
    }

    public var projectedValue: Binding { Binding(location: location) }
}

extension FocusState: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        defer { stateIndex += 1 }
        if stateIndex < node.stateCells.count, let cell = node.stateCells[stateIndex] as? FocusStateCell<Value> {
            location.cell = cell
        } else {
            let cell = FocusStateCell(value: location.resetValue, resetValue: location.resetValue, node: node)
            if stateIndex < node.stateCells.count { node.stateCells[stateIndex] = cell } else { node.stateCells.append(cell) }
            location.cell = cell
        }
    }
}

/// What a `FocusState` value carries: its reset value (false or nil) and,
/// once the graph links it, the node's cell.
final class FocusStateLocation<Value: Hashable>: @unchecked Sendable {
    let resetValue: Value
    var cell: FocusStateCell<Value>?

    init(resetValue: Value) { self.resetValue = resetValue }

    var value: Value { cell?.value ?? resetValue }

    func request(_ newValue: Value) {
        guard let cell else {
            Diagnostics.report("accessing FocusState's value outside of being installed on a View; the change is lost")
            return
        }
        cell.request(newValue)
    }
}

/// A focus state's cell as the host handles it, whatever its value type.
@MainActor
protocol AnyFocusStateCell: AnyObject {
    /// Whether the cell holds `value` (an `AnyHashable` of its `Value`).
    func holds(_ value: AnyHashable) -> Bool
    /// Whether it holds its reset value (false, nil).
    var isReset: Bool { get }
    /// The host moved the focus: the cell now says `value` (nil: reset).
    func follow(_ value: AnyHashable?)
}

/// The stored value, kept by the owning node like a `@State` cell.
final class FocusStateCell<Value: Hashable>: @unchecked Sendable {
    private(set) var value: Value
    let resetValue: Value
    private let owner: NodeHandle

    @MainActor
    init(value: Value, resetValue: Value, node: ViewNode) {
        self.value = value
        self.resetValue = resetValue
        owner = node.handle
    }

    /// User code set the value: store it, and ask the host to move the
    /// focus after this update's bodies and layout (the view it names may
    /// appear in the same update).
    func request(_ newValue: Value) {
        let changed = newValue != value
        value = newValue
        MainActor.assumeIsolated {
            if changed { invalidateOwner() }
            (owner.node?.host as? ViewHost)?.requestFocus(for: self)
        }
    }

    @MainActor
    fileprivate func store(_ newValue: Value) {
        guard newValue != value else { return }
        value = newValue
        invalidateOwner()
    }

    @MainActor
    private func invalidateOwner() {
        guard let node = owner.node, !node.host.isLayingOut else { return }
        node.host.noteStateChange(in: Transaction.current)
        node.invalidateBody()
    }
}

@MainActor extension FocusStateCell: AnyFocusStateCell {
    func holds(_ other: AnyHashable) -> Bool { AnyHashable(value) == other }
    var isReset: Bool { value == resetValue }
    func follow(_ newValue: AnyHashable?) {
        store((newValue?.base as? Value) ?? resetValue)
    }
}
