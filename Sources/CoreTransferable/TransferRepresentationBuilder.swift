import Foundation

/// Builds a type's `transferRepresentation` from its representations,
/// listed in order of preference.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }

    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }

    /// (Each representation's `Item` was checked by `buildExpression`;
    /// packs cannot state it as a same-type requirement yet.)
    public static func buildBlock<each R: TransferRepresentation>(_ content: repeat each R)
        -> TupleTransferRepresentation<Item, (repeat each R)> {
        var entries: [TransferEntry] = []
        for representation in repeat each content { entries += representation.transferEntries }
        return TupleTransferRepresentation(entries: entries)
    }

    public static func buildOptional<R: TransferRepresentation>(_ content: R?) -> _OptionalTransferRepresentation<Item, R>
        where R.Item == Item {
        _OptionalTransferRepresentation(entries: content?.transferEntries ?? [])
    }

    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(first: First)
        -> _ConditionalTransferRepresentation<Item, First, Second> where First.Item == Item, Second.Item == Item {
        _ConditionalTransferRepresentation(entries: first.transferEntries)
    }

    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(second: Second)
        -> _ConditionalTransferRepresentation<Item, First, Second> where First.Item == Item, Second.Item == Item {
        _ConditionalTransferRepresentation(entries: second.transferEntries)
    }

    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }
}

/// Several representations in order of preference (a builder's block).
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry]
    public var body: Never { return fatalError("TupleTransferRepresentation has no body") }
    package var primitiveEntries: [TransferEntry] { entries }
}

/// An `if` without `else` in a representation builder.
public struct _OptionalTransferRepresentation<Item: Transferable, Wrapped>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry]
    public var body: Never { return fatalError("_OptionalTransferRepresentation has no body") }
    package var primitiveEntries: [TransferEntry] { entries }
}

/// An `if`/`else` in a representation builder: the branch taken.
public struct _ConditionalTransferRepresentation<Item: Transferable, First, Second>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    let entries: [TransferEntry]
    public var body: Never { return fatalError("_ConditionalTransferRepresentation has no body") }
    package var primitiveEntries: [TransferEntry] { entries }
}
