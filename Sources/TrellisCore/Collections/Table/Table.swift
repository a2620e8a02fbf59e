import Foundation

/// Rows of values in columns, as SwiftUI's `Table` on macOS: a header of
/// column titles (click one to sort by it, again to reverse; drag the
/// edge between two to resize), rows made only as they come into view,
/// selection of one row or a set by click, Shift-click, Ctrl-click and the
/// arrow keys, alternating row backgrounds. As in SwiftUI, the table does
/// not reorder the data itself: a click changes the `sortOrder` binding,
/// and the app sorts its rows by it.
public nonisolated struct Table<Value: Identifiable, Rows: TableRowContent, Columns: TableColumnContent>: View
where Rows.TableRowValue == Value, Columns.TableRowValue == Value {
    let columns: [TableColumnSpec]
    /// The rows, flattened with the disclosure rows the user expanded.
    let rows: (TableExpansion) -> TableRowValues
    let selection: ListSelection?
    let sorting: TableSorting?
    @State private var userWidths: [Int: CGFloat] = [:]
    @State private var geometry = TableGeometry()
    @State private var expanded = Set<AnyHashable>()

    init(columns: Columns, rows: TableRowValues, selection: ListSelection?, sorting: TableSorting?) {
        self.init(columns: columns, rows: { _ in rows }, selection: selection, sorting: sorting)
    }

    init(columns: Columns, rows: @escaping (TableExpansion) -> TableRowValues, selection: ListSelection?, sorting: TableSorting?) {
        self.columns = TableColumnFlattener.columns(of: columns)
        self.rows = rows
        self.selection = selection
        self.sorting = sorting
    }

    public var body: some View {
        TableBody(columns: columns, rows: rows(TableExpansion(expanded: $expanded)), selection: selection, sorting: sorting,
                  userWidths: $userWidths, geometry: geometry)
    }
}

extension Table {
    /// A table of `data`, one row per element.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: TableRowValues(data), selection: nil, sorting: nil)
    }

    /// A table of `data` where one row (or none) can be selected.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: TableRowValues(data), selection: ListSelection(single: selection), sorting: nil)
    }

    /// A table of `data` where several rows can be selected.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: TableRowValues(data), selection: ListSelection(multiple: selection), sorting: nil)
    }

    /// A table of `data` sorted by its columns: a click on a title changes `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: TableRowValues(data), selection: nil, sorting: TableSorting(sortOrder))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: TableRowValues(data), selection: ListSelection(single: selection), sorting: TableSorting(sortOrder))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: TableRowValues(data), selection: ListSelection(multiple: selection),
                  sorting: TableSorting(sortOrder))
    }
}
