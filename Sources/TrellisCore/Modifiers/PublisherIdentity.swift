/// Whether a publisher in a new view value is the one already subscribed
/// to: the same instance for a class (a subject, a timer), equal for an
/// `Equatable` value (`Just`), and for an operator chain the same parts
/// (its closures cannot be compared and count as the same).
enum PublisherIdentity {
    static func same(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        if a is any Equatable { return areKnownEqual(a, b) }
        let left = Mirror(reflecting: a), right = Mirror(reflecting: b)
        if left.displayStyle == nil { return true }   // a closure or an opaque value
        guard depth < 8 else { return true }
        return zip(left.children, right.children).allSatisfy { same($0.value, $1.value, depth: depth + 1) }
    }
}
