/// A `GridRow`'s node holds where its grid put its cells: the grid sizes
/// every column from all rows at once, so a row cannot decide alone.
extension ViewNode {
    /// The placement the grid last decided for this row, if any.
    var gridRowPlacement: GridRowPlacement? { layoutCache as? GridRowPlacement }

    /// Hands the row its grid's placement. A new one must not be answered
    /// with what the row measured or arranged for the old one: the row
    /// forgets its sizes and places its cells again.
    func setGridRowPlacement(_ placement: GridRowPlacement) {
        guard gridRowPlacement != placement else { return }
        layoutCache = placement
        measurements.removeAll()
        needsPlacement = true
    }
}
