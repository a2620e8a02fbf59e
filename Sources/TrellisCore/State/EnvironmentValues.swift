/// A key for a value in the environment, with the value used where no
/// ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: each view sees what its ancestors
/// set with `.environment(_:_:)` or modifiers such as `.font`.
///
/// Kept as a chain of the values set, newest first, shared by every view
/// below the modifier that set them. Setting a value adds one small link
/// instead of copying a table: a modifier on each of 10,000 tiles (a
/// `.buttonStyle`) costs 10,000 links, not 10,000 dictionaries. A read
/// walks the chain to the newest value for its key; chains are as long
/// as the modifiers above a view, a handful.
public struct EnvironmentValues: @unchecked Sendable {
    private var newest: Link?

    private final class Link {
        let key: ObjectIdentifier
        let value: Any
        let next: Link?

        init(key: ObjectIdentifier, value: Any, next: Link?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var link = newest
            while let current = link {
                if current.key == id { return current.value as? K.Value ?? K.defaultValue }
                link = current.next
            }
            return K.defaultValue
        }
        set { newest = Link(key: ObjectIdentifier(key), value: newValue, next: newest) }
    }
}
