/// Whether two values of types unknown here are known to be equal: both of
/// one `Equatable` type, and `==`. Anything else — closures, types that are
/// not `Equatable` — counts as different, the safe answer when the question
/// is whether something can be left as it was.
func areKnownEqual(_ a: Any, _ b: Any) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(toAny: b)
}

private extension Equatable {
    func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
