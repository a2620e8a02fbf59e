import Combine
import Foundation
import UniformTypeIdentifiers

/// Converts an item to and from bytes of one content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, exporter: Self.exporter(exporting), importer: Self.importer(importing))
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(contentType: exportedContentType, exporter: Self.exporter(exporting), importer: nil)
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, exporter: nil, importer: Self.importer(importing))
    }

    public var body: Never { return fatalError("DataRepresentation has no body") }
    package var primitiveEntries: [TransferEntry] { [entry] }

    static func exporter(_ exporting: @escaping @Sendable (Item) async throws -> Data)
        -> @Sendable (SendableItem) async throws -> TransferPayload {
        { item in
            guard let value = item.value as? Item else { throw TransferError.unsupportedContentType(.data) }
            return .data(try await exporting(value))
        }
    }

    static func importer(_ importing: @escaping @Sendable (Data) async throws -> Item)
        -> @Sendable (TransferPayload) async throws -> SendableItem {
        { payload in
            switch payload {
            case .data(let data): SendableItem(try await importing(data))
            case .file(let url): SendableItem(try await importing(try Data(contentsOf: url)))
            }
        }
    }
}

/// Converts a `Codable` item to and from data of one content type with a
/// top-level encoder and decoder (JSON unless given others).
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, PrimitiveTransferRepresentation
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    let entry: TransferEntry

    public init(for itemType: Item.Type = Item.self, contentType: UTType)
        where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        // The coders are erased here, so that the conversions (which run
        // anywhere) capture no coder metatype.
        let encode = SendableItem({ (item: Any) throws -> Data in try encoder.encode(item as! Item) } as (Any) throws -> Data)
        let decode = SendableItem({ (data: Data) throws -> Any in try decoder.decode(Item.self, from: data) } as (Data) throws -> Any)
        entry = TransferEntry(
            contentType: contentType,
            exporter: DataRepresentation<Item>.exporter { item in try (encode.value as! (Any) throws -> Data)(item) },
            importer: DataRepresentation<Item>.importer { data in
                guard let item = try (decode.value as! (Data) throws -> Any)(data) as? Item else {
                    throw TransferError.unsupportedContentType(.data)
                }
                return item
            })
    }

    public var body: Never { return fatalError("CodableRepresentation has no body") }
    package var primitiveEntries: [TransferEntry] { [entry] }
}
