import Foundation

// Tables whose rows are written out (`rows: { TableRow(a); ForEach(more) { TableRow($0) } }`),
// as SwiftUI's `Table(of:…columns:rows:)`. `of:` names the row value type
// when the columns alone do not tell it.
extension Table {
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns(), rows: Self.rows(rows()), selection: nil, sorting: nil)
    }

    /// Rows of which one (or none) can be selected.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns(), rows: Self.rows(rows()), selection: ListSelection(single: selection), sorting: nil)
    }

    /// Rows of which several can be selected.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(columns: columns(), rows: Self.rows(rows()), selection: ListSelection(multiple: selection), sorting: nil)
    }

    /// Rows sorted by the columns: a click on a title changes `sortOrder`, the app sorts.
    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: Self.rows(rows()), selection: nil, sorting: TableSorting(sortOrder))
    }

    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: Self.rows(rows()), selection: ListSelection(single: selection),
                  sorting: TableSorting(sortOrder))
    }

    public init<Sort: SortComparator>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                                      sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
    where Columns.TableRowValue == Sort.Compared {
        self.init(columns: columns(), rows: Self.rows(rows()), selection: ListSelection(multiple: selection),
                  sorting: TableSorting(sortOrder))
    }

    /// Rows written in a builder are flattened when the table's body runs,
    /// with the disclosure rows the user expanded.
    private static func rows(_ content: Rows) -> (TableExpansion) -> TableRowValues {
        { expansion in TableRowValues(content, expansion: expansion) }
    }
}
