/// What tells a child apart from its siblings: its position in a builder
/// block, its `if`/`else` branch, its `ForEach` id or an explicit `.id`.
/// A node's identity is the path of these keys from the root.
enum ChildKey: Hashable, CustomStringConvertible {
    case index(Int)
    case branch(Bool)
    case id(AnyHashable)
    case explicit(AnyHashable)
    case body

    var description: String {
        switch self {
        case .index(let i): "\(i)"
        case .branch(let b): b ? "T" : "F"
        case .id(let id): "#\(id.base)"
        case .explicit(let id): "@\(id.base)"
        case .body: "b"
        }
    }
}
