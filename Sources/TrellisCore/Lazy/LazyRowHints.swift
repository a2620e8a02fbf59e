/// Finding a row by id without searching a million of them: the row
/// keys move from, the anchor and the row a click chose are remembered
/// where they were, and checked there first (one row made, not a search).
/// Rows in view are checked next; only an id seen nowhere near is searched
/// for, once, and then remembered.
@MainActor
extension LazyState {
    /// How many remembered places are kept (the few rows keys and clicks
    /// work from; forgetting them costs one search).
    static let rowHintLimit = 64

    func index(of id: AnyHashable) -> Int? {
        if let hint = rowHints[id] {
            // Still there, or moved by one (a row inserted or deleted above).
            for candidate in [hint, hint - 1, hint + 1] where candidate >= 0 && candidate < rows.count {
                if rows.row(at: candidate).id == id {
                    if candidate != hint { remember(id, at: candidate) }
                    return candidate
                }
            }
        }
        for candidate in subviewRows where candidate < rows.count && rows.row(at: candidate).id == id {
            remember(id, at: candidate)
            return candidate
        }
        guard let found = rows.index(of: id) else { return nil }
        remember(id, at: found)
        return found
    }

    func remember(_ id: AnyHashable, at index: Int) {
        if rowHints[id] == nil, rowHints.count >= Self.rowHintLimit { rowHints.removeAll(keepingCapacity: true) }
        rowHints[id] = index
    }
}
