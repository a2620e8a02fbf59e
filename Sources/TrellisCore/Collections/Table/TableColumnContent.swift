import Foundation

/// The columns of a table, as SwiftUI's `TableColumnContent`: a
/// `TableColumn`, several in a builder, or a type of the app's own whose
/// `tableColumnBody` lists columns.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
}

// Never is the body of the built-in columns (and, in Foundation, the
// comparator of columns that do not sort), as in SwiftUI.
extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("Never has no column body") }
}


/// One column, type-erased: what the table lays out and draws.
struct TableColumnSpec {
    let label: any View
    let content: (Any) -> any View
    /// The column's comparator (its `Sort` value), nil if it does not sort.
    let comparator: Any?
    let width: TableColumnWidth
    let alignment: TableColumnAlignment
}

/// Column content that lists its columns (the built-in kinds).
protocol TableColumnListing {
    func appendColumns(to columns: inout [TableColumnSpec])
}

extension TableColumn: TableColumnListing {
    func appendColumns(to columns: inout [TableColumnSpec]) {
        let content = self.content
        columns.append(TableColumnSpec(label: label, content: { value in content(value as! RowValue) }, comparator: comparator,
                                       width: width, alignment: alignment))
    }
}

enum TableColumnFlattener {
    /// The columns `content` lists, in order.
    static func columns(of content: any TableColumnContent) -> [TableColumnSpec] {
        var columns: [TableColumnSpec] = []
        append(content, to: &columns)
        return columns
    }

    static func append(_ content: any TableColumnContent, to columns: inout [TableColumnSpec]) {
        if let listing = content as? any TableColumnListing {
            listing.appendColumns(to: &columns)
        } else if !(content is Never) {
            append(content.tableColumnBody, to: &columns)
        }
    }
}

/// Several columns written one after another in a column builder.
public nonisolated struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let parts: [any TableColumnContent]
    public var tableColumnBody: Never { return fatalError("TupleTableColumnContent has no body") }
}

extension TupleTableColumnContent: TableColumnListing {
    func appendColumns(to columns: inout [TableColumnSpec]) {
        for part in parts { TableColumnFlattener.append(part, to: &columns) }
    }
}

/// No columns (an `if` whose condition is false).
public nonisolated struct EmptyTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("EmptyTableColumnContent has no body") }
}

extension EmptyTableColumnContent: TableColumnListing {
    func appendColumns(to columns: inout [TableColumnSpec]) {}
}

/// One of two column contents (`if`/`else` in a column builder).
public nonisolated struct ConditionalTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let chosen: any TableColumnContent
    public var tableColumnBody: Never { return fatalError("ConditionalTableColumnContent has no body") }
}

extension ConditionalTableColumnContent: TableColumnListing {
    func appendColumns(to columns: inout [TableColumnSpec]) { TableColumnFlattener.append(chosen, to: &columns) }
}

// An `if` without `else` in a column builder: the columns, or none.
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("Optional has no column body") }
}

extension Optional: TableColumnListing where Wrapped: TableColumnContent {
    func appendColumns(to columns: inout [TableColumnSpec]) {
        if let wrapped = self { TableColumnFlattener.append(wrapped, to: &columns) }
    }
}

/// Builds a table's columns: columns that sort with the table's
/// comparator type, and columns that do not sort (`Never`).
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        column
    }

    public static func buildBlock() -> EmptyTableColumnContent<RowValue, Sort> { EmptyTableColumnContent() }

    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column { column }

    public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        var parts: [any TableColumnContent] = []
        for column in repeat each columns { parts.append(column) }
        return TupleTableColumnContent(parts: parts)
    }

    public static func buildIf<Column: TableColumnContent>(_ column: Column?) -> Column? where Column.TableRowValue == RowValue {
        column
    }

    public static func buildEither<Column: TableColumnContent>(first: Column) -> ConditionalTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        ConditionalTableColumnContent(chosen: first)
    }

    public static func buildEither<Column: TableColumnContent>(second: Column) -> ConditionalTableColumnContent<RowValue, Sort>
    where Column.TableRowValue == RowValue {
        ConditionalTableColumnContent(chosen: second)
    }

    public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> ConditionalTableColumnContent<RowValue, Sort> {
        ConditionalTableColumnContent(chosen: column)
    }
}
