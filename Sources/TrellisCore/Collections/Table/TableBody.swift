import Foundation

/// A sortable table's `sortOrder` binding, whatever its comparator type.
struct TableSorting: @unchecked Sendable {
    /// The order shown on a column whose comparator sorts the table first.
    let primaryOrder: (Any) -> SortOrder?
    /// A click on a column's title: it becomes the first comparator (the
    /// first already: its order reverses).
    let select: (Any) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        func sameColumn(_ a: Sort, _ b: Sort) -> Bool {
            var a = a, b = b
            a.order = .forward
            b.order = .forward
            return a == b
        }
        primaryOrder = { comparator in
            guard let comparator = comparator as? Sort, let first = binding.wrappedValue.first, sameColumn(first, comparator) else { return nil }
            return first.order
        }
        select = { comparator in
            guard let comparator = comparator as? Sort else { return }
            var order = binding.wrappedValue
            if let first = order.first, sameColumn(first, comparator) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                // As a Mac table: the column's own comparator becomes the
                // first, the others stay as tie-breakers.
                order.removeAll { sameColumn($0, comparator) }
                order.insert(comparator, at: 0)
            }
            binding.wrappedValue = order
        }
    }
}

/// The table itself: the header over a list whose rows are laid out in
/// the same columns (the list gives selection, keys, alternating rows and
/// laziness).
nonisolated struct TableBody: View {
    let columns: [TableColumnSpec]
    let rows: TableRowValues
    let selection: ListSelection?
    let sorting: TableSorting?
    let userWidths: Binding<[Int: CGFloat]>
    let geometry: TableGeometry
    @Environment(\.tableStyle) private var style

    @MainActor var body: some View {
        let inset = style.kind == .inset ? ListRow.tableInset : 0
        VStack(spacing: 0) {
            TableHeader(columns: columns, userWidths: userWidths, sorting: sorting, geometry: geometry, inset: inset)
            ListBody(content: TableRowsContent(columns: columns, rows: rows, userWidths: userWidths.wrappedValue, inset: inset),
                     selection: selection, style: style)
        }
    }
}

extension ListRow {
    /// How far a table's rows (and their highlight) are inset in the inset style.
    static let tableInset: CGFloat = 8
}

/// The rows of a table as one segment of a lazy list: row *i* is made
/// (its cells' views built from its value) only when it comes into view.
nonisolated struct TableRowsContent: View {
    typealias Body = Never
    let columns: [TableColumnSpec]
    let rows: TableRowValues
    let userWidths: [Int: CGFloat]
    let inset: CGFloat
}

@MainActor extension TableRowsContent: TransparentView, LazyRowSource {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) {
        for offset in 0..<rows.count {
            let made = row(at: offset)
            visit(.id(made.id), made.view)
        }
    }

    var rowCount: Int { rows.count }

    func row(at offset: Int) -> (id: AnyHashable, view: any View) {
        let value = rows.value(at: offset)
        var cells = columns.map { $0.content(value) }
        if rows.hasOutline, !cells.isEmpty {
            let segment = rows.segment(containing: offset)
            cells[0] = TableOutlineCell(cell: cells[0], depth: segment.depth, disclosure: segment.disclosure)
        }
        let line = TableColumnsRow(kind: "TableRow", widths: columns.map(\.width), userWidths: userWidths,
                                   alignments: columns.map(\.alignment), cells: cells)
        let insets = EdgeInsets(top: 4, leading: inset, bottom: 4, trailing: inset)
        return (rows.id(at: offset), ListRowTraitView(content: line) { $0.insets = insets })
    }

    func offset(of id: AnyHashable) -> Int? { rows.offset(of: id) }
    var editActions: LazyEditActions { LazyEditActions() }
    var elementsAreLists: Bool { false }
}

/// Rows some of which disclose others (a table's `DisclosureTableRow`s).
@MainActor
protocol DisclosingRowSource {
    func disclosure(at offset: Int) -> TableRowDisclosure?
}

extension TableRowsContent: DisclosingRowSource {
    func disclosure(at offset: Int) -> TableRowDisclosure? {
        guard offset >= 0, offset < rows.count else { return nil }
        return rows.segment(containing: offset).disclosure
    }
}
