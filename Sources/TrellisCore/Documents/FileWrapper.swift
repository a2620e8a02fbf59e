#if !canImport(Darwin)
import Foundation

/// Foundation's `FileWrapper`, which Linux Foundation lacks: a file, a
/// folder of wrappers or a symbolic link, in memory, read from and written
/// to disk. `FileDocument` reads and writes documents through it, so Mac
/// document code compiles unchanged; the members are the ones documents
/// use (no file attributes, no incremental re-reading).
open class FileWrapper {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Kind {
        case file(Data)
        case directory([String: FileWrapper])
        case link(URL)
    }

    private var kind: Kind
    open var preferredFilename: String?
    open var filename: String?

    public init(regularFileWithContents contents: Data) { kind = .file(contents) }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
        kind = .directory(childrenByPreferredName)
    }

    public init(symbolicLinkWithDestinationURL url: URL) { kind = .link(url) }

    /// Reads the file, folder (recursively) or link at `url`.
    public init(url: URL, options: ReadingOptions = []) throws {
        let manager = FileManager.default
        let attributes = try manager.attributesOfItem(atPath: url.path)
        if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
            kind = .link(URL(fileURLWithPath: try manager.destinationOfSymbolicLink(atPath: url.path)))
        } else if attributes[.type] as? FileAttributeType == .typeDirectory {
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            kind = .directory(children)
        } else {
            kind = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    open var isRegularFile: Bool { if case .file = kind { true } else { false } }
    open var isDirectory: Bool { if case .directory = kind { true } else { false } }
    open var isSymbolicLink: Bool { if case .link = kind { true } else { false } }

    open var regularFileContents: Data? { if case .file(let data) = kind { data } else { nil } }
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = kind { children } else { nil } }
    open var symbolicLinkDestinationURL: URL? { if case .link(let url) = kind { url } else { nil } }

    /// Adds a child to a folder under its preferred name (made unique);
    /// returns the name used.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = kind else { return child.preferredFilename ?? "" }
        let base = child.preferredFilename ?? "Untitled"
        var name = base, number = 2
        while children[name] != nil { name = "\(number) \(base)"; number += 1 }
        child.filename = name
        children[name] = child
        kind = .directory(children)
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = kind else { return }
        children = children.filter { $0.value !== child }
        kind = .directory(children)
    }

    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Writes the wrapper to `url` (a folder's children inside it).
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let manager = FileManager.default
        switch kind {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            if !manager.fileExists(atPath: url.path) { try manager.createDirectory(at: url, withIntermediateDirectories: true) }
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .link(let destination):
            try? manager.removeItem(at: url)
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}
#endif
