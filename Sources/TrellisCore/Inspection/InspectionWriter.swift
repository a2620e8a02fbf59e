/// Writes inspection snapshots to a file so that a reader never sees half
/// a document: the JSON goes to a temporary file in the same directory,
/// which is then renamed over the target (rename is atomic on one file
/// system, and replaces a planted symlink instead of writing through it).
public struct InspectionWriter: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    /// The writer named by `TRELLIS_INSPECT`, or nil when it is unset/empty.
    public static func fromEnvironment() -> InspectionWriter? {
        guard let path = ProcessInfo.processInfo.environment["TRELLIS_INSPECT"], !path.isEmpty else { return nil }
        return InspectionWriter(path: path)
    }

    public func write(_ snapshot: InspectionSnapshot) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(snapshot)
        let temporary = path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw InspectionWriterError.cannotWrite(temporary)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw InspectionWriterError.cannotRename(path, String(cString: strerror(code)))
        }
    }
}

public enum InspectionWriterError: Error, CustomStringConvertible {
    case cannotWrite(String)
    case cannotRename(String, String)

    public var description: String {
        switch self {
        case .cannotWrite(let path): "cannot write inspection file \(path)"
        case .cannotRename(let path, let reason): "cannot replace inspection file \(path): \(reason)"
        }
    }
}
