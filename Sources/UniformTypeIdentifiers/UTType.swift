import Foundation

/// A uniform type identifier, as Apple's `UniformTypeIdentifiers` declares
/// it: a reverse-DNS name (`public.png`) with the filename extensions and
/// MIME types that stand for it and the types it conforms to. Two types
/// are equal when their identifiers are. The declarations come from a
/// built-in table (`BuiltInTypes`), the app's `exportedAs:`/`importedAs:`
/// types, and — for MIME types and extensions the table lacks — the
/// desktop's shared-mime-info database (`SharedMimeInfo`), which makes a
/// dynamic type (`dyn.…`) as macOS does for unknown tags.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's reverse-DNS identifier, such as `public.plain-text`.
    public let identifier: String

    /// The declaration of a known identifier (nil for an unknown one).
    init(known identifier: String) { self.identifier = identifier }

    var declaration: TypeDeclaration? { TypeRegistry.shared.declaration(of: identifier) }

    /// A type whose identifier is declared (built in, exported, imported,
    /// or a dynamic type made earlier in this process); nil otherwise.
    public init?(_ identifier: String) {
        guard let declared = TypeRegistry.shared.declaration(ofCaseInsensitive: identifier) else { return nil }
        self.identifier = declared.identifier
    }

    /// The type for a filename extension (without the dot) that conforms to
    /// `supertype`. An extension no type claims gives a dynamic type that
    /// conforms to `supertype`, as on macOS; nil when the extension's type
    /// is known but does not conform to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for a MIME type (`image/png`; parameters such as
    /// `;charset=` are compared too, then dropped) that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The preferred type for a tag of `tagClass`; see the extension and
    /// MIME initialisers.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let found = TypeRegistry.shared.type(forTag: tag, of: tagClass, conformingTo: supertype?.identifier)
        else { return nil }
        identifier = found
    }

    /// Every declared type with the tag, best first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        TypeRegistry.shared.types(forTag: tag, of: tagClass, conformingTo: supertype?.identifier).map(UTType.init(known:))
    }

    /// A type the app owns and declares (on macOS in its Info.plist; here
    /// the call declares it): conforming to `parentType` (`.data` when nil).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = TypeRegistry.shared.declare(identifier, conformingTo: parentType?.identifier)
    }

    /// A type another app owns that this app uses; declared the same way
    /// unless the identifier is already known.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = TypeRegistry.shared.declare(identifier, conformingTo: parentType?.identifier)
    }

    // MARK: Tags

    /// The extension files of this type usually end with (without the dot).
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type is usually sent as.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// Every tag of the type, by class.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// An English description ("PNG image"), when the type has one.
    public var localizedDescription: String? { declaration?.description }

    // MARK: Conformance

    /// Whether data of this type is also of `type`: true for the type
    /// itself and for every type it conforms to, directly or not.
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || TypeRegistry.shared.supertypes(of: identifier).contains(type.identifier)
    }

    /// The types this one conforms to, directly or through others.
    public var supertypes: Set<UTType> {
        Set(TypeRegistry.shared.supertypes(of: identifier).map(UTType.init(known:)))
    }

    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    /// Whether the type was declared (built in, exported or imported)
    /// rather than made up for an unknown tag.
    public var isDeclared: Bool { declaration.map { !$0.isDynamic } ?? false }
    /// Whether the type was made up for an unknown tag (`dyn.…`).
    public var isDynamic: Bool { declaration?.isDynamic ?? false }
    /// Whether the type is one of the public, system-declared ones.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    // MARK: Text and coding

    public var description: String { identifier }
    public var debugDescription: String {
        "\(identifier) (\(localizedDescription ?? "no description"))"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let type = UTType(name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown type identifier \(name)")
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// The kinds of tag a type has: filename extensions and MIME types.
public struct UTTagClass: Hashable, Sendable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
