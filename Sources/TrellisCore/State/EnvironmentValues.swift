import Foundation

/// A key for a value in the environment, with the value used where no
/// ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
    /// Whether two values stored under this key are equal: `==` when
    /// `Value` is `Equatable`, else never (the safe answer). Provided;
    /// lets the reconciler see that an environment did not change without
    /// asking the runtime whether each value's type is `Equatable`.
    static func _storedValuesAreEqual(_ a: Any, _ b: Any) -> Bool
}

extension EnvironmentKey {
    public static func _storedValuesAreEqual(_ a: Any, _ b: Any) -> Bool { false }
}

extension EnvironmentKey where Value: Equatable {
    public static func _storedValuesAreEqual(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? Value, let b = b as? Value else { return false }
        return a == b
    }
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
        let key: any EnvironmentKey.Type
        let value: Any
        let next: Link?

        init(key: any EnvironmentKey.Type, value: Any, next: Link?) {
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
                if ObjectIdentifier(current.key) == id { return current.value as? K.Value ?? K.defaultValue }
                link = current.next
            }
            return K.defaultValue
        }
        set {
            let onMainThread = MainThread.isCurrent
            if onMainThread, let made = Self.lastLinkMade, made.next === newest,
               ObjectIdentifier(made.key) == ObjectIdentifier(key), K._storedValuesAreEqual(made.value, newValue) {
                newest = made
                return
            }
            let link = Link(key: key, value: newValue, next: newest)
            if onMainThread { Self.lastLinkMade = link }
            newest = link
        }
    }

    /// The link the main thread made last. Siblings that each set the same
    /// value over the same environment (`.buttonStyle(.plain)` on every one
    /// of 10,000 tiles) share it instead of holding 10,000 equal links, and
    /// their environments are then the same chain, which compares at once.
    /// Only the main thread reads and writes it.
    nonisolated(unsafe) private static var lastLinkMade: Link?

    /// Whether the two hold the same values set in the same order: the same
    /// chain, or links with equal keys and values their key knows to be
    /// equal. A view given an equivalent environment and an equal
    /// view value needs no update. The walk stops where the chains join.
    func isEquivalent(to other: EnvironmentValues) -> Bool {
        var a = newest, b = other.newest
        while let left = a, let right = b {
            if left === right { return true }
            guard ObjectIdentifier(left.key) == ObjectIdentifier(right.key),
                  left.key._storedValuesAreEqual(left.value, right.value) else { return false }
            a = left.next
            b = right.next
        }
        return a == nil && b == nil
    }
}
