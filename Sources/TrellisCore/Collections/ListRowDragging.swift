import Foundation

/// A row of a list being dragged to a new place, for `onMove`: the row
/// follows the pointer, the rows it passes slide to make room, and the
/// release calls the move action with SwiftUI's offsets (the row's offset
/// in its `ForEach`, and the offset it is to be put before, counted in
/// the collection as it was before the move).
struct ListRowDrag {
    /// Where the press was, in window coordinates.
    let start: CGPoint
    /// The dragged row's index in the list and its `ForEach`'s first row.
    let row: Int
    let segmentStart: Int
    let segmentCount: Int
    let height: CGFloat
    let move: @MainActor (IndexSet, Int) -> Void
    /// Whether the pointer moved far enough to be a drag (not a click).
    var isDragging = false
    var offset: CGFloat = 0
    /// The offset the row would be put before if released now.
    var destination: Int

    var sourceOffset: Int { row - segmentStart }

    /// How far the pointer moves before a press becomes a drag.
    static let threshold: CGFloat = 4

    /// How far the row at list index `index` is drawn from where it lies.
    func displacement(ofRow index: Int) -> CGFloat {
        guard isDragging else { return 0 }
        if index == row { return offset }
        let offsetInSource = index - segmentStart
        guard offsetInSource >= 0, offsetInSource < segmentCount else { return 0 }
        let source = sourceOffset
        if destination > source + 1, offsetInSource > source, offsetInSource < destination { return -height }
        if destination < source, offsetInSource >= destination, offsetInSource < source { return height }
        return 0
    }
}

@MainActor extension ListRow: PointerTracking {
    /// The lazy container the row is in.
    private func container(of node: ViewNode) -> ViewNode? {
        var container = node.parent
        while let candidate = container, !(candidate.unit is LazyContainer) { container = candidate.parent }
        return container
    }

    func pointerPressed(at point: CGPoint, node: ViewNode) {
        guard let container = container(of: node) else { return }
        let state = LazyState.of(container)
        state.drag = nil
        guard role == .item, let id else { return }
        state.remember(id, at: self.index)
        guard let index = state.index(of: id) else { return }
        let row = state.rows.row(at: index)
        guard let source = row.source, let move = source.editActions.move else { return }
        let start = index - row.offsetInSource
        state.drag = ListRowDrag(start: point, row: index, segmentStart: start, segmentCount: source.rowCount,
                                 height: node.frame.height, move: move, destination: row.offsetInSource)
    }

    func pointerDragged(to point: CGPoint, node: ViewNode) {
        guard let container = container(of: node), var drag = LazyState.of(container).drag else { return }
        let offset = point.y - drag.start.y
        guard offset.isFinite else { return }
        if !drag.isDragging, abs(offset) < ListRowDrag.threshold { return }
        drag.isDragging = true
        drag.offset = offset
        drag.destination = destination(for: drag, node: node, container: container)
        LazyState.of(container).drag = drag
        (node.host as? ViewHost)?.needsDisplay = true
    }

    func pointerReleased(at point: CGPoint, node: ViewNode) {
        guard let container = container(of: node) else { perform(node: node); return }
        let state = LazyState.of(container)
        let drag = state.drag
        state.drag = nil
        guard let drag, drag.isDragging else {
            if HitTester.contains(node, point) { perform(node: node) }
            return
        }
        (node.host as? ViewHost)?.needsDisplay = true
        let source = drag.sourceOffset
        guard drag.destination != source, drag.destination != source + 1 else { return }
        drag.move(IndexSet(integer: source), drag.destination)
    }

    /// Where the dragged row goes: before the first row of its `ForEach`
    /// whose middle is below the dragged row's middle (only rows that are
    /// made count: a drag moves within what can be seen).
    private func destination(for drag: ListRowDrag, node: ViewNode, container: ViewNode) -> Int {
        let state = LazyState.of(container)
        let middle = node.frame.midY + drag.offset
        var above: Int?
        var lowest: Int?
        for (i, cell) in container.subviewNodes.enumerated() where i < state.subviewRows.count {
            let offset = state.subviewRows[i] - drag.segmentStart
            guard offset >= 0, offset < drag.segmentCount, offset != drag.sourceOffset else { continue }
            lowest = min(lowest ?? offset, offset)
            if cell.frame.midY < middle { above = max(above ?? 0, offset + 1) }
        }
        // Above every row that is made: before the first of them (rows
        // scrolled away above stay above).
        let destination = above ?? lowest ?? drag.sourceOffset
        return min(max(0, destination), drag.segmentCount)
    }
}
