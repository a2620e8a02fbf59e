#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// Writes inspection snapshots to a file so that a reader never sees half
/// a document, and never through a symlink someone planted:
///
/// - The JSON goes to a new temporary file in the same directory, named
///   `.<file>.<16 random hex digits>.tmp` and created with
///   `open(O_CREAT | O_EXCL | O_NOFOLLOW)`: it must not exist yet, so a
///   symlink (or any file) planted at that name is refused, never followed,
///   and the write retries with another random name.
/// - The temporary file is then renamed over the target. `rename` is atomic
///   on one file system, so a reader sees the old document or the new one.
/// - The target must be absent or a regular file, checked without following
///   links: a device (`/dev/null` run as root), a FIFO, a socket, a
///   directory or a symlink is refused, never renamed over.
package struct InspectionWriter: Sendable {
    package let path: String
    /// Makes the random part of a temporary name; replaceable in tests so
    /// that they can plant a symlink where the first attempt will go.
    let randomSuffix: @Sendable () -> String
    /// Attempts before giving up when temporary names keep colliding.
    static let maximumAttempts = 8

    package init(path: String) {
        self.init(path: path, randomSuffix: { String(format: "%016llx", UInt64.random(in: .min ... .max)) })
    }

    init(path: String, randomSuffix: @escaping @Sendable () -> String) {
        self.path = path
        self.randomSuffix = randomSuffix
    }

    /// The writer named by `TRELLIS_INSPECT`, or nil when it is unset/empty.
    package static func fromEnvironment() -> InspectionWriter? {
        guard let path = ProcessEnvironment.value("TRELLIS_INSPECT"), !path.isEmpty else { return nil }
        return InspectionWriter(path: path)
    }

    /// The temporary name for one attempt, in the target's directory.
    func temporaryPath(suffix: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return directory + "." + name + "." + suffix + ".tmp"
    }

    package func write(_ snapshot: InspectionSnapshot) throws {
        try checkTarget()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(snapshot)
        let temporary = try createTemporaryFile(containing: data)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw InspectionWriterError.cannotRename(path, String(cString: strerror(code)))
        }
    }

    /// Throws unless the target is absent or a regular file (`lstat`, so a
    /// symlink is judged as itself, not by what it points to).
    func checkTarget() throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }  // absent (or unreadable: the write will say)
        let type = status.st_mode & S_IFMT
        guard type != S_IFREG else { return }
        let kind = switch type {
        case S_IFLNK: "a symbolic link"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        default: "not a regular file"
        }
        throw InspectionWriterError.notARegularFile(path, kind)
    }

    /// Creates a fresh temporary file (never an existing one, never through
    /// a symlink) holding `data`; returns its path.
    private func createTemporaryFile(containing data: Data) throws -> String {
        var lastError: Int32 = 0
        for _ in 0..<Self.maximumAttempts {
            let temporary = temporaryPath(suffix: randomSuffix())
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd < 0 {
                lastError = errno
                if lastError == EEXIST || lastError == ELOOP || lastError == EINTR { continue }
                break
            }
            let written = data.withUnsafeBytes { AtomicFile.writeAll(fd, $0) }
            let closed = close(fd) == 0
            if written, closed { return temporary }
            lastError = errno
            unlink(temporary)
            throw InspectionWriterError.cannotWrite(temporary, String(cString: strerror(lastError)))
        }
        throw InspectionWriterError.cannotWrite(temporaryPath(suffix: "*"), String(cString: strerror(lastError)))
    }
}

package enum InspectionWriterError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(String, String)
    case cannotRename(String, String)
    /// The path names something other than a regular file; nothing is written.
    case notARegularFile(String, String)

    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "cannot write inspection file \(path): \(reason)"
        case .cannotRename(let path, let reason): "cannot replace inspection file \(path): \(reason)"
        case .notARegularFile(let path, let kind):
            "not writing the inspection file: \(path) is \(kind), not a regular file (TRELLIS_INSPECT)"
        }
    }
}
