/// A table as AT-SPI's `Table` interface reads it: how many rows the data
/// has (also rows not made yet, out of sight), its columns, and its row
/// selection by row number. Cells are numbered row by row
/// (`index = row × columnCount + column`), as Qt and GTK 3 number them.
package struct AccessibilityTable {
    package let rowCount: Int
    package let columnCount: Int
    /// The row number of a row's identity (`AccessibilityElement.tableRowID`).
    let rowIndexOf: (AnyHashable) -> Int?
    let rowIDAt: (Int) -> AnyHashable?
    let selection: ListSelection?

    package func rowIndex(of id: AnyHashable) -> Int? { rowIndexOf(id) }
    package func rowID(at row: Int) -> AnyHashable? { (0..<rowCount).contains(row) ? rowIDAt(row) : nil }

    package var allowsSelection: Bool { selection != nil }

    /// The selected rows' numbers, ascending (one pass over the rows).
    package func selectedRows() -> [Int] {
        guard let selection else { return [] }
        let chosen = Set(selection.selected())
        guard !chosen.isEmpty else { return [] }
        return (0..<rowCount).filter { rowIDAt($0).map(chosen.contains) ?? false }
    }

    package func isRowSelected(_ row: Int) -> Bool {
        guard let selection, let id = rowID(at: row) else { return false }
        return selection.selected().contains(id)
    }

    /// Adds a row to the selection (replaces it when one row at most can
    /// be selected) or removes it; false when that is not possible.
    @MainActor package func setRow(_ row: Int, selected: Bool) -> Bool {
        guard let selection, let id = rowID(at: row) else { return false }
        var chosen = selection.selected()
        if selected {
            if selection.allowsMultiple {
                if !chosen.contains(id) { chosen.append(id) }
            } else {
                chosen = [id]
            }
        } else {
            guard chosen.contains(id) else { return false }
            chosen.removeAll { $0 == id }
        }
        selection.set(chosen)
        // A required single selection is not emptied: then nothing changed.
        return selection.selected().contains(id) == selected
    }
}
