import Foundation

/// One line of a table laid out in its columns: a row's cells, or the
/// header's titles. Each cell is proposed its column's width less the
/// cell padding, sits across it as the column aligns it, and is centred
/// down the line. Extra views (the header's resize handles) follow the
/// cells and are centred on the column edges.
nonisolated struct TableColumnsRow: View {
    typealias Body = Never
    let kind: String
    let widths: [TableColumnWidth]
    let userWidths: [Int: CGFloat]
    let alignments: [TableColumnAlignment]
    let cells: [any View]
    /// One per column, placed on the column's trailing edge.
    var handles: [any View] = []
    /// Told the widths each time the line is placed (the header's, so a
    /// drag starts from the width the user sees).
    var widthsObserver: TableGeometry?

    /// Space between a cell's content and its column's edges.
    static let cellPadding: CGFloat = 6
    static let handleWidth: CGFloat = 8

    func columnWidths(for width: CGFloat?) -> [CGFloat] {
        TableColumnLayout.widths(widths, userWidths: userWidths, available: width)
    }
}

/// What the header's lines last measured, kept for the resize handles.
final class TableGeometry: @unchecked Sendable {
    var widths: [CGFloat] = []
}

@MainActor extension TableColumnsRow: FramedView {
    var kindName: String { kind }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.lineLimit = 1
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        for (i, cell) in cells.enumerated() { visit(.index(i), cell) }
        for (i, handle) in handles.enumerated() { visit(.index(cells.count + i), handle) }
    }

    private func cellProposal(_ width: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: max(0, width - 2 * Self.cellPadding), height: nil)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let columns = columnWidths(for: p.width)
        var height: CGFloat = 0
        for (i, subview) in subviews.prefix(cells.count).enumerated() where i < columns.count {
            height = max(height, subview.sizeThatFits(cellProposal(columns[i])).height)
        }
        // The header is as tall as its band; a row as its tallest cell.
        return CGSize(width: p.width ?? columns.reduce(0, +), height: p.height ?? height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let columns = columnWidths(for: bounds.width)
        widthsObserver?.widths = columns
        let edges = TableColumnLayout.edges(columns)
        for (i, subview) in subviews.enumerated() {
            if i < cells.count {
                guard i < columns.count else { subview.hide(); continue }
                let cellProposal = cellProposal(columns[i])
                let size = subview.sizeThatFits(cellProposal)
                let room = max(0, columns[i] - 2 * Self.cellPadding)
                let across: CGFloat = switch alignments[i].kind {
                case .leading: 0
                case .center: max(0, room - size.width) / 2
                case .trailing: max(0, room - size.width)
                }
                subview.place(at: CGPoint(x: bounds.minX + edges[i] + Self.cellPadding + across,
                                          y: bounds.minY + (bounds.height - size.height) / 2),
                              proposal: cellProposal)
            } else {
                let column = i - cells.count
                guard column < columns.count else { subview.hide(); continue }
                subview.place(at: CGPoint(x: bounds.minX + edges[column + 1] - Self.handleWidth / 2, y: bounds.minY),
                              proposal: ProposedViewSize(width: Self.handleWidth, height: bounds.height))
            }
        }
    }
}
