import Foundation

/// The freedesktop.org shared-mime-info database (`mime/globs2`,
/// `mime/subclasses`, `mime/aliases` under each XDG data directory), as
/// `update-mime-database` writes it: which MIME type a filename extension
/// means, a MIME type's extensions, aliases and parents. It answers only
/// for tags the built-in table does not declare; without the database
/// (not installed) those tags give plain dynamic types.
struct SharedMimeInfo: Sendable {
    /// Extension (lower case) → MIME type, the highest weight winning.
    private(set) var typeByExtension: [String: String] = [:]
    /// MIME type → its extensions, best first.
    private(set) var extensionsByType: [String: [String]] = [:]
    private(set) var parents: [String: [String]] = [:]
    private(set) var aliases: [String: String] = [:]

    /// The database of this machine, read once on first use; nil when no
    /// data directory holds one.
    static let system: SharedMimeInfo? = {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.local/share" } ?? "")
        let dirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        return SharedMimeInfo(directories: [home] + dirs)
    }()

    /// Reads the `mime/` folder of each directory; earlier directories win.
    init?(directories: [String]) {
        var found = false
        for directory in directories.reversed() where !directory.isEmpty {
            let folder = directory + "/mime/"
            guard let globs = try? String(contentsOfFile: folder + "globs2", encoding: .utf8) else { continue }
            found = true
            readGlobs(globs)
            if let text = try? String(contentsOfFile: folder + "subclasses", encoding: .utf8) {
                for (child, parent) in Self.pairs(text) where !(parents[child]?.contains(parent) ?? false) {
                    parents[child, default: []].append(parent)
                }
            }
            if let text = try? String(contentsOfFile: folder + "aliases", encoding: .utf8) {
                for (alias, canonical) in Self.pairs(text) { aliases[alias] = canonical }
            }
        }
        guard found else { return nil }
    }

    func mimeType(forExtension fileExtension: String) -> String? { typeByExtension[fileExtension.lowercased()] }
    func extensions(forMIMEType mimeType: String) -> [String] { extensionsByType[mimeType] ?? [] }
    /// The MIME type an alias stands for (nil when it is no alias).
    func canonical(_ mimeType: String) -> String? { aliases[mimeType] }

    /// Parents, nearest first; every `text/*` type is also `text/plain`
    /// (the specification's implicit rule).
    func ancestors(of mimeType: String) -> [String] {
        var result: [String] = []
        var pending = [mimeType]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            var direct = parents[next] ?? []
            if next.hasPrefix("text/"), next != "text/plain" { direct.append("text/plain") }
            for parent in direct where parent != mimeType && !result.contains(parent) {
                result.append(parent)
                pending.append(parent)
            }
        }
        return result
    }

    // MARK: Parsing

    /// `weight:type:glob[:flags]` lines; only `*.ext` globs name extensions.
    private mutating func readGlobs(_ text: String) {
        var weights: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3, let weight = Int(fields[0]), fields[2].hasPrefix("*.") else { continue }
            let type = String(fields[1]), glob = fields[2].dropFirst(2)
            guard !glob.isEmpty, !glob.contains(where: { "*?[".contains($0) }) else { continue }
            let fileExtension = glob.lowercased()
            if weight > weights[fileExtension] ?? -1 {
                weights[fileExtension] = weight
                typeByExtension[fileExtension] = type
            }
            if !(extensionsByType[type]?.contains(fileExtension) ?? false) {
                extensionsByType[type, default: []].append(fileExtension)
            }
        }
    }

    private static func pairs(_ text: String) -> [(String, String)] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 && !line.hasPrefix("#") ? (String(parts[0]), String(parts[1])) : nil
        }
    }
}
