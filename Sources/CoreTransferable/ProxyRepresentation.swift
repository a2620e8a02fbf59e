import Foundation

/// Transfers an item as another `Transferable` value (a model as its
/// `String` title, a photo as its `URL`): the proxy's representations,
/// reached through the conversions.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = { try importing($0) }
    }

    public var body: Never { return fatalError("ProxyRepresentation has no body") }

    package var primitiveEntries: [TransferEntry] {
        let exporting = exporting, importing = importing
        return ProxyRepresentation.transferEntries.map { proxy in
            var entry = TransferEntry(contentType: proxy.contentType, exporter: nil, importer: nil)
            if let exporting, let export = proxy.exporter {
                entry.exporter = { item in
                    guard let value = item.value as? Item else { throw TransferError.unsupportedContentType(proxy.contentType) }
                    return try await export(SendableItem(try await exporting(value)))
                }
            }
            if let importing, let `import` = proxy.importer {
                entry.importer = { payload in
                    guard let value = try await `import`(payload).value as? ProxyRepresentation else {
                        throw TransferError.unsupportedContentType(proxy.contentType)
                    }
                    return SendableItem(try await importing(value))
                }
            }
            return entry
        }
    }
}
