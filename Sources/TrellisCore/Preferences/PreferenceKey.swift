/// A named value views pass up to their ancestors: set with
/// `preference(key:value:)`, merged with `reduce` in view order, read with
/// `onPreferenceChange`, `overlayPreferenceValue` or
/// `backgroundPreferenceValue`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// A view that sets or changes a preference for the views below it.
@MainActor
protocol PreferenceSource {
    /// Changes `value`, collected from the node's subtree so far (`found`:
    /// whether any view below set the key), for the key `key`.
    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, value: inout K.Value, found: inout Bool)
}

/// Collects a preference from a subtree after layout: each source's
/// contribution, in view order, merged with the key's `reduce`. Views a
/// container set aside (`isHidden`) contribute nothing.
@MainActor
enum PreferenceCollector {
    /// The value of `key` in the subtrees of `nodes`, and whether any view set it.
    static func value<K: PreferenceKey>(_ key: K.Type, in nodes: [ViewNode]) -> (value: K.Value, found: Bool) {
        var value = K.defaultValue
        var found = false
        for node in nodes { collect(key, node, into: &value, found: &found) }
        return (value, found)
    }

    /// Merges `node`'s subtree into `value`.
    private static func collect<K: PreferenceKey>(_ key: K.Type, _ node: ViewNode, into value: inout K.Value, found: inout Bool) {
        guard !node.isHidden else { return }
        if let source = node.view as? any PreferenceSource {
            // The source decides what its subtree contributes.
            var own = K.defaultValue
            var ownFound = false
            for child in node.children { collect(key, child, into: &own, found: &ownFound) }
            source.contribute(key, node: node, value: &own, found: &ownFound)
            guard ownFound else { return }
            merge(key, own, into: &value, found: &found)
            return
        }
        for child in node.children { collect(key, child, into: &value, found: &found) }
    }

    private static func merge<K: PreferenceKey>(_ key: K.Type, _ next: K.Value, into value: inout K.Value, found: inout Bool) {
        if found {
            K.reduce(value: &value, nextValue: { next })
        } else {
            value = next
            found = true
        }
    }
}
