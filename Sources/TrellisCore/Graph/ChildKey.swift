/// What tells a child apart from its siblings: its position in a builder
/// block, its `if`/`else` branch, its `ForEach` id or an explicit `.id`.
/// A node's identity is the path of these keys from the root.
enum ChildKey: Hashable, CustomStringConvertible {
    case index(Int)
    case branch(Bool)
    // Ids are boxed (`indirect`): an inline `AnyHashable` would make every
    // key, and so every node, 32 bytes larger.
    indirect case id(AnyHashable)
    indirect case explicit(AnyHashable)
    case body
    /// A key inside a view that has no node of its own (see
    /// `TransparentView.passThroughChild`), qualified by its outer key.
    indirect case nested(ChildKey, ChildKey)

    /// The key of a pass-through view's child as seen from outside: an
    /// inner `.index(0)` adds nothing, anything else (an explicit id)
    /// must stay part of the identity.
    func appending(_ inner: ChildKey) -> ChildKey {
        inner == .index(0) ? self : .nested(self, inner)
    }

    var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b ? "T" : "F"
        case .id(let id): "#\(id.base)"
        case .explicit(let id): "@\(id.base)"
        case .body: "b"
        case .nested(let outer, let inner): "\(outer).\(inner)"
        }
    }
}
