/// The grid cell settings, carried as layout values on the cell (the first
/// unit below the modifier), read by `GridLayout`.
struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

nonisolated extension View {
    /// Makes this cell span `count` columns of its `GridRow` (at least one).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell of this cell's column horizontally with `guide`,
    /// overriding the grid's alignment (set it on one cell of the column).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Puts this cell's `anchor` point on the same point of its cell area,
    /// overriding the column, row and grid alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row
    /// (`.vertical`): it is offered the space the other cells decide.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
