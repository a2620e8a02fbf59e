import Foundation

/// What is known of one type: its parents (direct conformances), tags
/// (best first) and description.
struct TypeDeclaration: Sendable {
    let identifier: String
    var conformsTo: [String]
    var extensions: [String]
    var mimeTypes: [String]
    var description: String?
    var isDynamic = false
}

/// Every declared type of the process: the built-in table, the app's
/// exported and imported types, and dynamic types made for tags. Shared
/// and locked: `UTType` is `Sendable` and used from any thread.
final class TypeRegistry: @unchecked Sendable {
    static let shared = TypeRegistry(builtIn: BuiltInTypes.all, mimeDatabase: SharedMimeInfo.system)

    private let lock = NSLock()
    private var declarations: [String: TypeDeclaration] = [:]
    /// Lower-cased identifier → identifier (identifiers compare without case).
    private var folded: [String: String] = [:]
    /// Tag → identifiers declaring it, in declaration order.
    private var byExtension: [String: [String]] = [:]
    private var byMIMEType: [String: [String]] = [:]
    private var supertypeCache: [String: Set<String>] = [:]
    private let mimeDatabase: SharedMimeInfo?

    init(builtIn: [TypeDeclaration], mimeDatabase: SharedMimeInfo?) {
        self.mimeDatabase = mimeDatabase
        for declaration in builtIn { add(declaration) }
    }

    func declaration(of identifier: String) -> TypeDeclaration? {
        lock.withLock { declarations[identifier] }
    }

    func declaration(ofCaseInsensitive identifier: String) -> TypeDeclaration? {
        lock.withLock { folded[identifier.lowercased()].flatMap { declarations[$0] } }
    }

    /// Declares an app's type (once: a second declaration keeps the first).
    func declare(_ identifier: String, conformingTo parent: String?) -> String {
        lock.withLock {
            if let existing = folded[identifier.lowercased()] { return existing }
            add(TypeDeclaration(identifier: identifier, conformsTo: [parent ?? "public.data"], extensions: [], mimeTypes: []))
            return identifier
        }
    }

    /// Direct and indirect supertypes (never the type itself).
    func supertypes(of identifier: String) -> Set<String> {
        lock.withLock { closure(of: identifier) }
    }

    func types(forTag tag: String, of tagClass: UTTagClass, conformingTo supertype: String?) -> [String] {
        guard let key = Self.normalized(tag, tagClass) else { return [] }
        return lock.withLock {
            let declared = (tagClass == .mimeType ? byMIMEType : byExtension)[key] ?? []
            return declared.filter { supertype == nil || $0 == supertype || closure(of: $0).contains(supertype!) }
        }
    }

    /// The best declared type for the tag that conforms to `supertype`,
    /// else a dynamic type carrying the tag (and what shared-mime-info
    /// knows of it); nil for an empty tag or an unknown tag class.
    func type(forTag tag: String, of tagClass: UTTagClass, conformingTo supertype: String?) -> String? {
        guard let key = Self.normalized(tag, tagClass) else { return nil }
        if let found = types(forTag: tag, of: tagClass, conformingTo: supertype).first { return found }
        // A MIME type with parameters that no type declares is its bare form.
        if tagClass == .mimeType, let bare = key.split(separator: ";").first.map(String.init), bare != key {
            return type(forTag: bare, of: .mimeType, conformingTo: supertype)
        }
        return dynamicType(forTag: key, of: tagClass, conformingTo: supertype ?? "public.data")
    }

    // MARK: Dynamic types

    private func dynamicType(forTag key: String, of tagClass: UTTagClass, conformingTo supertype: String) -> String {
        // shared-mime-info: the tag's MIME type, its extensions and parents.
        var mimeType = tagClass == .mimeType ? key : mimeDatabase?.mimeType(forExtension: key)
        if let alias = mimeType.flatMap({ mimeDatabase?.canonical($0) }) { mimeType = alias }
        if let mimeType, tagClass == .filenameExtension,
           let declared = types(forTag: mimeType, of: .mimeType, conformingTo: supertype).first {
            return declared  // e.g. `.htm` → text/html → public.html
        }
        if tagClass == .mimeType, let mimeType, mimeType != key,
           let declared = types(forTag: mimeType, of: .mimeType, conformingTo: supertype).first {
            return declared  // an alias of a declared MIME type
        }
        var extensions = tagClass == .filenameExtension ? [key] : []
        if let mimeType { extensions += (mimeDatabase?.extensions(forMIMEType: mimeType) ?? []).filter { $0 != key } }
        var parents = [supertype]
        if let mimeType {
            // Its shared-mime-info parents, then its media type's kind.
            let kind = ["image/": "public.image", "audio/": "public.audio", "video/": "public.movie", "text/": "public.plain-text"]
                .first { mimeType.hasPrefix($0.key) }?.value
            for parent in mimeDatabase?.ancestors(of: mimeType) ?? [] {
                if let declared = types(forTag: parent, of: .mimeType, conformingTo: nil).first, !parents.contains(declared) {
                    parents.append(declared)
                }
            }
            if let kind, !parents.contains(kind) { parents.append(kind) }
        }
        let identifier = "dyn." + Self.dynamicName(tagClass: tagClass, tag: key, conformingTo: supertype)
        return lock.withLock {
            if declarations[identifier] == nil {
                add(TypeDeclaration(identifier: identifier, conformsTo: parents, extensions: extensions,
                                    mimeTypes: mimeType.map { [$0] } ?? [], description: nil, isDynamic: true))
            }
            return identifier
        }
    }

    /// A stable, identifier-safe name for a dynamic type: the tag class,
    /// tag and supertype, hex-encoded (what macOS's `dyn.` names encode too).
    private static func dynamicName(tagClass: UTTagClass, tag: String, conformingTo supertype: String) -> String {
        let kind = tagClass == .mimeType ? "m" : "e"
        let bytes = Array("\(tag)=\(supertype)".utf8)
        return kind + bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    // MARK: Internals (lock held)

    private func add(_ declaration: TypeDeclaration) {
        declarations[declaration.identifier] = declaration
        folded[declaration.identifier.lowercased()] = declaration.identifier
        for tag in declaration.extensions { byExtension[tag.lowercased(), default: []].append(declaration.identifier) }
        for tag in declaration.mimeTypes { byMIMEType[tag.lowercased(), default: []].append(declaration.identifier) }
        supertypeCache.removeAll()
    }

    private func closure(of identifier: String) -> Set<String> {
        if let cached = supertypeCache[identifier] { return cached }
        var found: Set<String> = []
        var pending = declarations[identifier]?.conformsTo ?? []
        while let next = pending.popLast() {
            guard next != identifier, found.insert(next).inserted else { continue }
            pending += declarations[next]?.conformsTo ?? []
        }
        supertypeCache[identifier] = found
        return found
    }

    private static func normalized(_ tag: String, _ tagClass: UTTagClass) -> String? {
        var key = tag.trimmingCharacters(in: .whitespaces).lowercased()
        switch tagClass {
        case .filenameExtension:
            while key.hasPrefix(".") { key.removeFirst() }
        case .mimeType:
            key = key.replacingOccurrences(of: " ", with: "")
            guard key.contains("/") else { return nil }
        default:
            return nil
        }
        return key.isEmpty ? nil : key
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
