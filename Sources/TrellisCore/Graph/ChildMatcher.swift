/// Finds a node's previous children by key while its new children are
/// reconciled. Most nodes have one or two children: those are searched in
/// place, in order, with a bit per child for "already matched" and no
/// allocation; long lists (a `ForEach` of thousands) get a dictionary.
@MainActor
struct ChildMatcher {
    private let children: [ViewNode]
    private var takenBits: UInt32 = 0
    private var large: [ChildKey: ViewNode]?
    /// Where the next in-order match is likely to be.
    private var cursor = 0

    private static let dictionaryThreshold = 32

    init(_ children: [ViewNode]) {
        self.children = children
        if children.count > Self.dictionaryThreshold {
            var map: [ChildKey: ViewNode] = [:]
            map.reserveCapacity(children.count)
            for child in children where map[child.key] == nil { map[child.key] = child }
            large = map
        }
    }

    /// The previous child with `key`, once; nil when there is none left.
    mutating func take(_ key: ChildKey) -> ViewNode? {
        if large != nil {
            return large?.removeValue(forKey: key)
        }
        // Children usually keep their order: try the cursor first.
        let count = children.count
        for offset in 0..<count {
            let index = (cursor + offset) % count
            let bit = UInt32(1) << UInt32(index)
            if takenBits & bit == 0, children[index].key == key {
                takenBits |= bit
                cursor = index + 1
                return children[index]
            }
        }
        return nil
    }

    /// The previous children nobody took: removed from the tree.
    var remaining: [ViewNode] {
        if let large { return Array(large.values) }
        return children.indices.filter { takenBits & (UInt32(1) << UInt32($0)) == 0 }.map { children[$0] }
    }
}
