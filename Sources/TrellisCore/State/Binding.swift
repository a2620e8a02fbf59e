/// A two-way connection to a value owned elsewhere, as SwiftUI's
/// `@Binding`: `$state` hands a child read/write access to the parent's
/// storage.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// What the binding reads, when the graph made it (`$state`, a member
    /// of one, `.constant`), and the value it read then: two bindings with
    /// the same origin and equal values give a child the same input, though
    /// their closures are new (see `ViewValueComparison`).
    let origin: BindingOrigin?
    let snapshot: Value?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        origin = nil
        snapshot = nil
    }

    init(origin: BindingOrigin, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        self.origin = origin
        snapshot = get()
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an unchanging value; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(origin: .constant, get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = { self.wrappedValue[keyPath: keyPath] }
        let set = { self.wrappedValue[keyPath: keyPath] = $0 }
        guard let member = origin?.appending(keyPath) else { return Binding<Subject>(get: get, set: set) }
        return Binding<Subject>(origin: member, get: get, set: set)
    }
}

extension Binding: DynamicProperty {}

/// Where a binding made by the graph reads and writes: a storage object
/// (a state's cell, an observed object) and the key paths from it.
enum BindingOrigin: Equatable {
    case constant
    case storage(AnyObject, path: [AnyKeyPath])

    func appending(_ keyPath: AnyKeyPath) -> BindingOrigin? {
        guard case .storage(let object, let path) = self else { return nil }
        return .storage(object, path: path + [keyPath])
    }

    static func == (a: BindingOrigin, b: BindingOrigin) -> Bool {
        switch (a, b) {
        case (.constant, .constant): true
        case (.storage(let left, let leftPath), .storage(let right, let rightPath)): left === right && leftPath == rightPath
        default: false
        }
    }
}

extension Binding: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Binding, _ b: Binding) -> Bool {
        guard let origin = a.origin, origin == b.origin, let old = a.snapshot, let new = b.snapshot else { return false }
        return ViewValueComparison.equal(old, new)
    }
}
