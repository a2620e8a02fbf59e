/// Storage owned by a view identity, as SwiftUI's `@State`: the initial
/// value is used once, when the identity first appears; later values of
/// the view struct read and write the same storage. Writing invalidates
/// the body that owns it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    public init(wrappedValue: Value) {
        location = StateLocation(initial: wrappedValue)
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// A state over an existing location (a `GestureState`'s).
    init(location: StateLocation<Value>) { self.location = location }

    /// `@State var selection: Int?` starts at nil. (Constrained as SwiftUI
    /// does, to optionals: a `Bool` property without a value is then set
    /// in `init` through `_flag = State(initialValue:)`.)
    public init<Wrapped>() where Value == Wrapped? { self.init(wrappedValue: nil) }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        // The cell, once linked: the same for every value of the view.
        return Binding(origin: .storage(location.cell ?? location, path: []),
                       get: { location.value }, set: { location.value = $0 })
    }
}

extension State: GraphLinkedProperty {
    func link(to node: ViewNode, stateIndex: inout Int) {
        defer { stateIndex += 1 }
        if stateIndex < node.stateCells.count, let cell = node.stateCells[stateIndex] as? StateCell<Value> {
            location.cell = cell
        } else {
            let cell = StateCell(value: location.initial, node: node)
            if stateIndex < node.stateCells.count { node.stateCells[stateIndex] = cell } else { node.stateCells.append(cell) }
            location.cell = cell
        }
    }
}

/// The reference a `State` value carries. Until the graph links it, it
/// holds the initial value; afterwards it forwards to the node's cell, so
/// closures captured from any copy of the view see the same storage.
final class StateLocation<Value>: @unchecked Sendable {
    let initial: Value
    var cell: StateCell<Value>?

    init(initial: Value) { self.initial = initial }

    var value: Value {
        get { cell?.value ?? initial }
        set {
            if let cell { cell.set(newValue) } else {
                Diagnostics.report("accessing State's value outside of being installed on a View; the change is lost")
            }
        }
    }
}

/// The storage itself, kept by the node for as long as the identity lives.
final class StateCell<Value>: @unchecked Sendable {
    var value: Value
    /// The node whose body reads it (nil once the node is gone).
    private let owner: NodeHandle

    @MainActor
    init(value: Value, node: ViewNode) {
        self.value = value
        owner = node.handle
    }

    func set(_ newValue: Value) {
        value = newValue
        guard let node = owner.node else { return }
        MainActor.assumeIsolated {
            // Measuring must be pure: SwiftUI calls a change made during
            // layout undefined behaviour. The value is kept, but no update
            // is scheduled from inside the pass (it could loop forever).
            guard !node.host.isLayingOut else {
                Diagnostics.report("Modifying state during layout (in sizeThatFits or placeSubviews) is not allowed; the new value is stored but no update is scheduled")
                return
            }
            node.host.noteStateChange(in: Transaction.current)
            node.invalidateBody()
        }
    }
}
