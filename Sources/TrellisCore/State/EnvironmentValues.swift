/// A key for a value in the environment, with the value used where no
/// ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: each view sees what its ancestors
/// set with `.environment(_:_:)` or modifiers such as `.font`.
public struct EnvironmentValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
