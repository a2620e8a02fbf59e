/// `Grid`'s layout, usable by itself (`GridLayout { GridRow { … } }`, or in
/// `AnyLayout`). Each `GridRow` subview is a row whose subviews are cells,
/// one column each unless `gridCellColumns(_:)` says more; any other
/// subview (a `Divider`) is a row of its own spanning every column.
///
/// Sizing follows SwiftUI's grid:
/// - a column is as wide as its widest cell; with a finite width on offer
///   the columns share it as stack subviews do, the least flexible column
///   served first, with one refinement: a column is offered its ideal
///   width rather than an equal share whenever the columns after it can
///   still have their minimum, so text columns keep their ideal width and
///   greedy cells (a `ProgressView`) take what is left;
/// - a cell spanning several columns widens the last of them if they are
///   too narrow for its ideal width;
/// - a row is as tall as its tallest cell, measured at its column's width;
///   rows keep that height whatever height is on offer;
/// - cells with `gridCellUnsizedAxes` (and dividers outside rows, which
///   are unsized horizontally by nature) size nothing on those axes and
///   are offered the space the others decided;
/// - default spacing is 8 points between columns and between rows.
///
/// A cell is aligned in its area by `gridCellAnchor` if set, else
/// horizontally by its column's `gridColumnAlignment` (or the grid's) and
/// vertically by its row's alignment (or the grid's).
public struct GridLayout: Layout, BuiltinLayoutName {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public nonisolated init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var builtinName: String { "Grid" }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrange(proposal, subviews)
        var y = bounds.minY
        for (row, height) in zip(arrangement.rows, arrangement.rowHeights) {
            let rowSize = CGSize(width: arrangement.size.width, height: height)
            if row.isSpanning {
                let cell = row.cells[0]
                let area = CGRect(x: bounds.minX, y: y, width: rowSize.width, height: height)
                let anchor = cell.subview[GridCellAnchorKey.self]
                let (origin, cellProposal) = place(cell.subview, in: area, horizontal: alignment.horizontal, vertical: alignment.vertical, anchor: anchor)
                cell.subview.place(at: origin, anchor: .topLeading, proposal: cellProposal)
            } else {
                var placements: [(CGPoint, ProposedViewSize)] = []
                for cell in row.cells {
                    let area = arrangement.area(column: cell.column, span: cell.span, height: height)
                    let horizontal = arrangement.columnAlignments[cell.column] ?? alignment.horizontal
                    let (origin, cellProposal) = place(cell.subview, in: area, horizontal: horizontal,
                                                       vertical: row.alignment ?? alignment.vertical,
                                                       anchor: cell.subview[GridCellAnchorKey.self])
                    placements.append((origin, cellProposal))
                }
                // The row places its own cells where the grid decided: its
                // size and arrangement come from here, not from its view.
                row.subview.node.setGridRowPlacement(GridRowPlacement(size: rowSize, cells: placements))
                row.subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(rowSize))
            }
            y += height + arrangement.rowSpacing
        }
    }

    /// Where a cell goes in its area (relative to the area's origin for
    /// cells of a row, absolute for spanning rows: `area` is in the same
    /// space) and the proposal it gets.
    private func place(_ cell: LayoutSubview, in area: CGRect, horizontal: HorizontalAlignment,
                       vertical: VerticalAlignment, anchor: UnitPoint?) -> (CGPoint, ProposedViewSize) {
        let proposal = ProposedViewSize(area.size)
        let dimensions = cell.dimensions(in: proposal)
        let container = ViewDimensions(size: area.size)
        let x, y: CGFloat
        if let anchor {
            x = (area.width - dimensions.width) * anchor.x
            y = (area.height - dimensions.height) * anchor.y
        } else {
            x = container[horizontal] - dimensions[horizontal]
            y = container[vertical] - dimensions[vertical]
        }
        return (CGPoint(x: area.minX + x, y: area.minY + y), proposal)
    }

    // MARK: Arrangement

    struct Cell {
        let subview: LayoutSubview
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    struct Row {
        let subview: LayoutSubview
        /// A view outside any `GridRow`: one cell spanning every column.
        let isSpanning: Bool
        let alignment: VerticalAlignment?
        let cells: [Cell]
    }

    struct Arrangement {
        var rows: [Row] = []
        var columnWidths: [CGFloat] = []
        var columnAlignments: [HorizontalAlignment?] = []
        var rowHeights: [CGFloat] = []
        var columnSpacing: CGFloat = 8
        var rowSpacing: CGFloat = 8
        var size: CGSize = .zero

        /// The area of `span` columns from `column`, relative to the row.
        func area(column: Int, span: Int, height: CGFloat) -> CGRect {
            let end = min(columnWidths.count, column + span)
            guard column < end else { return CGRect(x: 0, y: 0, width: 0, height: height) }
            let x = columnWidths[..<column].reduce(0, +) + CGFloat(column) * columnSpacing
            let width = columnWidths[column..<end].reduce(0, +) + CGFloat(end - column - 1) * columnSpacing
            return CGRect(x: x, y: 0, width: width, height: height)
        }
    }

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        var result = Arrangement()
        result.columnSpacing = Self.clean(horizontalSpacing)
        result.rowSpacing = Self.clean(verticalSpacing)
        result.rows = rows(of: subviews)
        guard !result.rows.isEmpty else { return result }
        let proposal = proposal.sanitized
        let columnCount = result.rows.filter { !$0.isSpanning }.map { $0.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0
        result.columnWidths = columnWidths(count: columnCount, rows: result.rows, width: proposal.width, spacing: result.columnSpacing)
        result.columnAlignments = (0..<columnCount).map { column in
            result.rows.lazy.flatMap(\.cells).first { $0.column == column && $0.subview[GridColumnAlignmentKey.self] != nil }?
                .subview[GridColumnAlignmentKey.self]
        }
        let columnsWidth = result.columnWidths.reduce(0, +) + CGFloat(max(0, columnCount - 1)) * result.columnSpacing
        var width = columnsWidth
        for row in result.rows where row.isSpanning && !row.cells[0].unsized.contains(.horizontal) {
            width = max(width, row.subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width)
        }
        result.rowHeights = result.rows.map { row in
            if row.isSpanning {
                if row.cells[0].unsized.contains(.vertical) { return 0 }
                return row.subview.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
            }
            return row.cells.filter { !$0.unsized.contains(.vertical) }.map { cell in
                let area = result.area(column: cell.column, span: cell.span, height: 0)
                return cell.subview.sizeThatFits(ProposedViewSize(width: area.width, height: nil)).height
            }.max() ?? 0
        }
        let height = result.rowHeights.reduce(0, +) + CGFloat(result.rows.count - 1) * result.rowSpacing
        result.size = CGSize(width: width, height: height)
        return result
    }

    private func rows(of subviews: Subviews) -> [Row] {
        subviews.map { subview in
            if let gridRow = subview.node.unit as? any GridRowUnit {
                var column = 0
                let cells = subview.engine.subviews(of: subview.node).map { cell in
                    let span = max(1, cell[GridCellColumnsKey.self])
                    defer { column += span }
                    return Cell(subview: cell, column: column, span: span, unsized: cell[GridCellUnsizedAxesKey.self])
                }
                return Row(subview: subview, isSpanning: false, alignment: gridRow.rowAlignment, cells: cells)
            }
            var unsized = subview[GridCellUnsizedAxesKey.self]
            if subview.node.unit is any UnsizedInGrids { unsized.insert(.horizontal) }
            let cell = Cell(subview: subview, column: 0, span: 1, unsized: unsized)
            return Row(subview: subview, isSpanning: true, alignment: nil, cells: [cell])
        }
    }

    /// Each column's width: ideal when no width is offered, maximum for an
    /// infinite one, else the offer shared out least flexible first.
    private func columnWidths(count: Int, rows: [Row], width: CGFloat?, spacing: CGFloat) -> [CGFloat] {
        guard count > 0 else { return [] }
        let singles = rows.filter { !$0.isSpanning }.flatMap(\.cells).filter { $0.span == 1 && !$0.unsized.contains(.horizontal) }
        var byColumn = [[LayoutSubview]](repeating: [], count: count)
        for cell in singles { byColumn[cell.column].append(cell.subview) }
        func widest(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            byColumn[column].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var widths: [CGFloat]
        if let width, width.isFinite {
            widths = [CGFloat](repeating: 0, count: count)
            let least = (0..<count).map { widest($0, 0) }
            let ideal = (0..<count).map { widest($0, nil) }
            let flexibility = (0..<count).map { widest($0, .infinity) - least[$0] }
            let order = (0..<count).sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
            var remaining = width - CGFloat(count - 1) * spacing
            var left = order.count
            for (position, column) in order.enumerated() {
                // An equal share, raised to the column's ideal width when
                // the columns still to come can have at least their minimum.
                let share = max(0, remaining / CGFloat(left))
                let reserved = order[(position + 1)...].reduce(0) { $0 + least[$1] }
                let offer = max(share, min(ideal[column], remaining - reserved))
                widths[column] = widest(column, offer)
                remaining -= widths[column]
                left -= 1
            }
        } else {
            widths = (0..<count).map { widest($0, width) }
        }
        // Cells spanning several columns widen the last of them if needed.
        for cell in rows.filter({ !$0.isSpanning }).flatMap(\.cells) where cell.span > 1 && !cell.unsized.contains(.horizontal) {
            let end = min(count, cell.column + cell.span)
            guard cell.column < end else { continue }
            let have = widths[cell.column..<end].reduce(0, +) + CGFloat(end - cell.column - 1) * spacing
            let need = cell.subview.sizeThatFits(ProposedViewSize(width: width.map { _ in have }, height: nil)).width
            if need > have { widths[end - 1] += need - have }
        }
        return widths
    }

    private static func clean(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing, spacing.isFinite else { return 8 }
        return max(0, spacing)
    }
}

/// What a `GridRow` is told by its grid: its size, and where each of its
/// cells goes (relative to the row) with what proposal.
struct GridRowPlacement: Equatable {
    let size: CGSize
    let cells: [(CGPoint, ProposedViewSize)]

    static func == (a: GridRowPlacement, b: GridRowPlacement) -> Bool {
        a.size == b.size && a.cells.count == b.cells.count
            && zip(a.cells, b.cells).allSatisfy { $0.0 == $1.0 && StoredProposal($0.1) == StoredProposal($1.1) }
    }
}

/// A `GridRow`, as the grid sees it.
@MainActor
protocol GridRowUnit {
    var rowAlignment: VerticalAlignment? { get }
}

/// Views that span a grid without widening it (`Divider`).
@MainActor
protocol UnsizedInGrids {}
