/// A key for a value a view hands to the layout that contains it, as
/// SwiftUI's `LayoutValueKey`: set with `.layoutValue(key:value:)`, read
/// by the container as `subviews[i][Key.self]`.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 1 }
/// Avatar().layoutValue(key: Rank.self, value: 2)
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The layout values of one subview (its layout priority, a custom
/// `LayoutValueKey`, grid cell settings), keyed by key type.
///
/// They travel down the environment from the modifier that sets them to
/// the first unit below it, and no further: the reconciler resets them
/// for a unit's children, so a value set on a container is not seen by
/// that container's own subviews. A container reads them through the
/// modifier units its subview is made of (`ViewNode.layoutValue`).
struct LayoutTraits: Equatable, @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    var isEmpty: Bool { values.isEmpty }

    /// The same keys with values known to be equal (see `areKnownEqual`).
    static func == (a: LayoutTraits, b: LayoutTraits) -> Bool {
        a.values.count == b.values.count
            && a.values.allSatisfy { key, value in b.values[key].map { areKnownEqual(value, $0) } ?? false }
    }

    subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The value a modifier set for `key`; nil when none did (where a
    /// subview's own nature decides, as a spacer's priority does).
    func valueIfSet<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        values[ObjectIdentifier(key)] as? K.Value
    }
}

private struct LayoutTraitsKey: EnvironmentKey {
    static let defaultValue = LayoutTraits()
}

extension EnvironmentValues {
    /// The layout values for the next unit down the tree.
    var layoutTraits: LayoutTraits {
        get { self[LayoutTraitsKey.self] }
        set { self[LayoutTraitsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Associates `value` with `key` on this view, for the layout that
    /// contains it to read as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        EnvironmentModifierView(content: self, value: (ObjectIdentifier(K.self), value)) { $0.layoutTraits[K.self] = $1.1 }
    }
}

extension LayoutSubview {
    /// The value this subview carries for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(key) ?? K.defaultValue
    }
}

extension ViewNode {
    /// The layout value for `key` as this node's container sees it: set on
    /// the node, else on the content of the modifiers it is made of, the
    /// outermost first (so an outer `.layoutPriority` overrides an inner one).
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        var current: ViewNode? = self
        while let node = current {
            if let value = node.environment.layoutTraits.valueIfSet(key) { return value }
            current = node.unit?.layoutValuesSource(node: node)
        }
        return nil
    }
}
