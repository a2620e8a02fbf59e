/// The edge after a column that a drag moves: a table header's divider, a
/// split view's divider. The drag starts from the column's width as laid
/// out and sets that width plus the pointer's travel, within the column's
/// limits.
nonisolated struct ColumnResizeHandle: View {
    let limits: ClosedRange<CGFloat>
    /// The column's width as laid out now.
    let currentWidth: @MainActor () -> CGFloat
    let setWidth: @MainActor (CGFloat) -> Void
    /// A trailing column (an inspector) grows as its leading edge is dragged left.
    var growsTowardLeadingEdge = false
    @State private var startWidth: CGFloat?

    @MainActor var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .pointerStyle(.columnResize)
            .gesture(DragGesture(minimumDistance: 1)
                .onChanged { value in
                    let start = startWidth ?? currentWidth()
                    if startWidth == nil { startWidth = start }
                    guard value.translation.width.isFinite else { return }
                    let change = growsTowardLeadingEdge ? -value.translation.width : value.translation.width
                    setWidth(min(max(start + change, limits.lowerBound), limits.upperBound))
                }
                .onEnded { _ in startWidth = nil })
    }
}
