/// A list's selection binding, whatever its value type: one optional
/// value, one required value, or a set.
struct ListSelection: @unchecked Sendable {
    let allowsMultiple: Bool
    let selected: () -> [AnyHashable]
    /// Makes exactly these rows selected (only the last, for one value).
    let set: ([AnyHashable]) -> Void

    init<V: Hashable>(single binding: Binding<V?>) {
        allowsMultiple = false
        selected = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        set = { ids in
            guard let last = ids.last else { binding.wrappedValue = nil; return }
            if let value = last.base as? V { binding.wrappedValue = value }
        }
    }

    init<V: Hashable>(required binding: Binding<V>) {
        allowsMultiple = false
        selected = { [AnyHashable(binding.wrappedValue)] }
        set = { ids in if let value = ids.last?.base as? V { binding.wrappedValue = value } }
    }

    init<V: Hashable>(multiple binding: Binding<Set<V>>) {
        allowsMultiple = true
        selected = { binding.wrappedValue.map { AnyHashable($0) } }
        set = { ids in binding.wrappedValue = Set(ids.compactMap { $0.base as? V }) }
    }

    /// Applies a click on the row with `id` (Ctrl toggles it, Shift selects
    /// the range from the anchor), or a key press moving to it (Shift
    /// extends). Returns the new anchor.
    @MainActor
    func choose(_ id: AnyHashable, modifiers: HeldModifiers, anchor: AnyHashable?, in state: LazyState) -> AnyHashable? {
        let rows = state.rows
        if allowsMultiple, modifiers.contains(.control) {
            var current = selected()
            if let index = current.firstIndex(of: id) { current.remove(at: index) } else { current.append(id) }
            set(current)
            return id
        }
        if allowsMultiple, modifiers.contains(.shift), let anchor, let from = state.index(of: anchor), let to = state.index(of: id) {
            let range = min(from, to)...max(from, to)
            set(range.compactMap { index in
                let row = rows.row(at: index)
                return row.role == .item ? row.id : nil
            })
            return anchor
        }
        set([id])
        return id
    }
}
