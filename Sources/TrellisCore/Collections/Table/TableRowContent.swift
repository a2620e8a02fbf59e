import Foundation

/// The rows of a table, as SwiftUI's `TableRowContent`. Tables made from
/// a collection (`Table(people) { … }`) have `TableForEachContent` rows.
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    var tableRowBody: TableRowBody { get }
}

extension Never: TableRowContent {
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Never has no row body") }
}

/// A table's rows made from a collection of identifiable values.
public nonisolated struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data
    public var tableRowBody: Never { fatalError("TableForEachContent has no body") }
}

/// A table's rows, type-erased and counted without making them: row *i*'s
/// value is read only when the row comes into view.
struct TableRowValues {
    let count: Int
    let value: (Int) -> Any
    let id: (Int) -> AnyHashable
    let offset: (AnyHashable) -> Int?

    init<Data: RandomAccessCollection>(_ data: Data) where Data.Element: Identifiable {
        count = data.count
        value = { data[data.index(data.startIndex, offsetBy: $0)] }
        id = { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)].id) }
        offset = { wanted in
            var offset = 0
            for element in data {
                if AnyHashable(element.id) == wanted { return offset }
                offset += 1
            }
            return nil
        }
    }
}
