import Foundation

/// The rows of a table, as SwiftUI's `TableRowContent`: a `TableRow`,
/// several in a row builder, a `ForEach` of rows, or a type of the app's
/// own whose `tableRowBody` lists rows. Tables made from a collection
/// (`Table(people) { … }`) have `TableForEachContent` rows.
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
}

/// Rows made from a collection, as SwiftUI's `DynamicTableRowContent`
/// (a `ForEach` of rows).
public protocol DynamicTableRowContent: TableRowContent {
    associatedtype Data: Collection
    var data: Data { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("Never has no row body") }
}

/// One row of a table, showing `value` in the table's columns.
public nonisolated struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public var tableRowBody: Never { return fatalError("TableRow has no body") }
}

/// A table's rows made from a collection of identifiable values.
public nonisolated struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    public var tableRowBody: Never { return fatalError("TableForEachContent has no body") }
}

// A `ForEach` whose content is rows is rows itself, as in SwiftUI:
// `rows: { ForEach(people) { TableRow($0) } }`.
extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("ForEach has no row body") }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach where Content: TableRowContent {
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, id: \.id, content: content)
    }

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, id: id, content: content)
    }
}
