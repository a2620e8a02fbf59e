import Foundation

/// Builds a table's rows (the `rows:` closure of `Table`), as SwiftUI's
/// `TableRowBuilder`: rows one after another, `ForEach`es of rows, `if`
/// and `if`/`else`.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock() -> EmptyTableRowContent<Value> { EmptyTableRowContent() }

    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value { content }

    // Each part is already a row content of `Value` (`buildExpression`).
    public static func buildBlock<each C: TableRowContent>(_ content: repeat each C) -> TupleTableRowContent<Value, (repeat each C)> {
        var parts: [any TableRowContent] = []
        for row in repeat each content { parts.append(row) }
        return TupleTableRowContent(parts: parts)
    }

    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where C.TableRowValue == Value { content }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> ConditionalTableRowContent<Value, T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        ConditionalTableRowContent(chosen: first)
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> ConditionalTableRowContent<Value, T, F>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        ConditionalTableRowContent(chosen: second)
    }

    public static func buildLimitedAvailability<C: TableRowContent>(_ content: C) -> ConditionalTableRowContent<Value, C, EmptyTableRowContent<Value>>
    where C.TableRowValue == Value {
        ConditionalTableRowContent(chosen: content)
    }
}

/// Several rows written one after another in a row builder.
public nonisolated struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let parts: [any TableRowContent]
    public var tableRowBody: Never { return fatalError("TupleTableRowContent has no body") }
}

/// No rows (an empty builder).
public nonisolated struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public init() {}
    public var tableRowBody: Never { return fatalError("EmptyTableRowContent has no body") }
}

/// One of two row contents (`if`/`else` in a row builder).
public nonisolated struct ConditionalTableRowContent<Value: Identifiable, TrueContent: TableRowContent, FalseContent: TableRowContent>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let chosen: any TableRowContent
    public var tableRowBody: Never { return fatalError("ConditionalTableRowContent has no body") }
}

// An `if` without `else` in a row builder: the rows, or none.
extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("Optional has no row body") }
}
