import Foundation
import UniformTypeIdentifiers

/// Converts an item to and from a file of one content type. A file that
/// arrives as data (from the clipboard) is written to a temporary file
/// first; the importing closure should copy it, as on macOS, since it is
/// removed later.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entry: TransferEntry

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, exporter: Self.exporter(exporting),
                              importer: Self.importer(importing, type: contentType))
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entry = TransferEntry(contentType: exportedContentType, exporter: Self.exporter(exporting), importer: nil)
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, exporter: nil,
                              importer: Self.importer(importing, type: importedContentType))
    }

    public var body: Never { return fatalError("FileRepresentation has no body") }
    package var primitiveEntries: [TransferEntry] { [entry] }

    private static func exporter(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
        -> @Sendable (SendableItem) async throws -> TransferPayload {
        { item in
            guard let value = item.value as? Item else { throw TransferError.unsupportedContentType(.data) }
            return .file(try await exporting(value).file)
        }
    }

    private static func importer(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item,
                                 type: UTType) -> @Sendable (TransferPayload) async throws -> SendableItem {
        { payload in
            switch payload {
            case .file(let url):
                return SendableItem(try await importing(ReceivedTransferredFile(file: url, isOriginalFile: true)))
            case .data(let data):
                let folder = FileManager.default.temporaryDirectory
                    .appendingPathComponent("trellis-transfer-\(UUID().uuidString)", isDirectory: true)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("item." + (type.preferredFilenameExtension ?? "data"))
                try data.write(to: file)
                return SendableItem(try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false)))
            }
        }
    }
}

/// The file a `FileRepresentation` exports.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool

    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// The file a `FileRepresentation` imports: the original when it came as
/// a file, else a temporary copy.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}
