import Foundation
import UniformTypeIdentifiers

/// A type whose values move between apps and views — the clipboard, drag
/// and drop, file import and export, sharing — described by the
/// representations it can be turned into and made from, best first.
/// (Its metatype crosses into the `@Sendable` conversion closures, as
/// Apple's declaration has it.)
public protocol Transferable: SendableMetatype {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// What a representation is made of: `body`, a composition of others, or
/// (for the primitive ones: data, file, Codable, proxy) its entries.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable, TransferRepresentation {
    public typealias Item = Never
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
    public var body: Never { return fatalError("Never has no body") }
}

extension Transferable {
    /// The item's data in `contentType` (the first representation that
    /// exports that type or one conforming to it).
    public func exported(as contentType: UTType) async throws -> Data {
        guard let entry = Self.transferEntries.first(where: { $0.canExport && $0.contentType.conforms(to: contentType) })
        else { throw TransferError.unsupportedContentType(contentType) }
        return try await entry.exportData(SendableItem(self))
    }

    /// An item made from data of `contentType` (nil: the first importing
    /// representation that accepts data).
    public init(importing data: Data, contentType: UTType?) async throws {
        let entries = Self.transferEntries.filter(\.canImport)
        guard let entry = contentType.map({ type in entries.first { type.conforms(to: $0.contentType) } })
                ?? entries.first else {
            throw TransferError.unsupportedContentType(contentType ?? .data)
        }
        guard let value = try await entry.importData(data).value as? Self else {
            throw TransferError.unsupportedContentType(entry.contentType)
        }
        self = value
    }

    /// The representations of the type, flattened, in their order.
    package static var transferEntries: [TransferEntry] { transferRepresentation.transferEntries }
}

/// A transfer that no representation of the type can make.
package enum TransferError: Error, CustomStringConvertible {
    case unsupportedContentType(UTType)
    case noFile

    package var description: String {
        switch self {
        case .unsupportedContentType(let type): "No representation for \(type.identifier)"
        case .noFile: "The representation produced no file"
        }
    }
}
