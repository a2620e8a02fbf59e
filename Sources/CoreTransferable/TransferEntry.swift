import Foundation
import UniformTypeIdentifiers

/// One primitive representation with its item type erased: the content
/// type, how to make data (or a file) from an item and an item from data.
/// The clipboard, drops and file export walk these in order.
package struct TransferEntry: Sendable {
    package let contentType: UTType
    package var exporter: (@Sendable (SendableItem) async throws -> TransferPayload)?
    package var importer: (@Sendable (TransferPayload) async throws -> SendableItem)?
    package var fileName: (@Sendable (SendableItem) -> String?)?
    package var condition: (@Sendable (SendableItem) -> Bool)?
    package var isPublicVisibility = true

    package var canExport: Bool { exporter != nil }
    package var canImport: Bool { importer != nil }

    /// Whether the entry exports `item` (its `exportingCondition`).
    package func exports(_ item: SendableItem) -> Bool { exporter != nil && (condition?(item) ?? true) }

    package func exportData(_ item: SendableItem) async throws -> Data {
        guard let exporter else { throw TransferError.unsupportedContentType(contentType) }
        switch try await exporter(item) {
        case .data(let data): return data
        case .file(let url): return try Data(contentsOf: url)
        }
    }

    package func importData(_ data: Data) async throws -> SendableItem {
        guard let importer else { throw TransferError.unsupportedContentType(contentType) }
        return try await importer(.data(data))
    }
}

/// What a representation exchanges: bytes, or a file holding them.
package enum TransferPayload: Sendable {
    case data(Data)
    case file(URL)
}

/// An item carried through the `@Sendable` conversion closures (the
/// Transferable types need not be Sendable; each transfer hands the value
/// over and does not touch it again).
package struct SendableItem: @unchecked Sendable {
    package let value: Any
    package init(_ value: Any) { self.value = value }
}

/// A representation that is not composed of others but made of entries.
package protocol PrimitiveTransferRepresentation {
    var primitiveEntries: [TransferEntry] { get }
}

extension TransferRepresentation {
    /// The entries of the representation: its own when primitive, else
    /// those of its body.
    package var transferEntries: [TransferEntry] {
        if let primitive = self as? any PrimitiveTransferRepresentation { return primitive.primitiveEntries }
        if Body.self == Never.self { return [] }
        return body.transferEntries
    }
}
