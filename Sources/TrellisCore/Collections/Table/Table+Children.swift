import Foundation

/// The rows of a hierarchical table, as SwiftUI's `TableOutlineGroupContent`:
/// made by `Table(_:children:…)`. An element whose `children` is not nil
/// is a disclosure row (an empty collection: one that can hold rows but
/// holds none now); nil is a leaf.
public nonisolated struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    let children: KeyPath<Data.Element, Data?>

    public var tableRowBody: Never { return fatalError("TableOutlineGroupContent has no body") }
}

extension TableOutlineGroupContent: TableRowListing {
    func appendRows(to rows: inout TableRowValues) {
        let children = self.children
        for element in data {
            if let nested = element[keyPath: children] {
                rows.appendDisclosure(element, isExpanded: nil) { TableOutlineGroupContent(data: nested, children: children) }
            } else {
                rows.appendSingle(element)
            }
        }
    }
}

// Hierarchical tables, as SwiftUI's `Table(_:children:…)`: the first
// column shows each parent's triangle, its children indented under it
// when it is open (Right and Left open and close the selected one).
extension Table {
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: Self.outline(data, children), selection: nil, sorting: nil)
    }

    /// A hierarchical table where one row (or none) can be selected.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: Self.outline(data, children), selection: ListSelection(single: selection), sorting: nil)
    }

    /// A hierarchical table where several rows can be selected.
    public init<Data: RandomAccessCollection>(_ data: Data, children: KeyPath<Value, Data?>, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value {
        self.init(columns: columns(), rows: Self.outline(data, children), selection: ListSelection(multiple: selection),
                  sorting: nil)
    }

    /// A sortable hierarchical table: a click on a title changes `sortOrder`, the app sorts.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, children: KeyPath<Value, Data?>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: Self.outline(data, children), selection: nil, sorting: TableSorting(sortOrder))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, children: KeyPath<Value, Data?>,
                                                                    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: Self.outline(data, children), selection: ListSelection(single: selection),
                  sorting: TableSorting(sortOrder))
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, children: KeyPath<Value, Data?>,
                                                                    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(columns: columns(), rows: Self.outline(data, children), selection: ListSelection(multiple: selection),
                  sorting: TableSorting(sortOrder))
    }

    /// The rows, flattened when the body runs with the parents the user opened.
    private static func outline<Data: RandomAccessCollection>(_ data: Data, _ children: KeyPath<Value, Data?>)
        -> (TableExpansion) -> TableRowValues where Data.Element == Value {
        { expansion in TableRowValues(TableOutlineGroupContent(data: data, children: children), expansion: expansion) }
    }
}
