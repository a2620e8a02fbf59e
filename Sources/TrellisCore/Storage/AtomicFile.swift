#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// Replaces a file's contents so that a reader (or a crash) sees the old
/// file or the new one, never half of either: the bytes go to a new file
/// in the same directory, created with `O_CREAT | O_EXCL | O_NOFOLLOW`
/// under a random name (a planted symlink is refused, never followed),
/// flushed to disk, then renamed over the target. The technique of
/// `InspectionWriter`, which writes a different kind of document.
enum AtomicFile {
    static func replace(_ path: String, with data: Data) throws(AtomicFileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var lastError: Int32 = 0
        for _ in 0..<8 {
            let temporary = directory + "." + name + "." + String(format: "%016llx", UInt64.random(in: .min ... .max)) + ".tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 {
                lastError = errno
                if lastError == EEXIST || lastError == ELOOP || lastError == EINTR { continue }
                break
            }
            let written = data.withUnsafeBytes { writeAll(fd, $0) } && fsync(fd) == 0
            let writeError = errno
            let closed = close(fd) == 0
            guard written, closed else {
                unlink(temporary)
                throw AtomicFileError(path: path, reason: String(cString: strerror(written ? errno : writeError)))
            }
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw AtomicFileError(path: path, reason: String(cString: strerror(code)))
            }
            return
        }
        throw AtomicFileError(path: path, reason: String(cString: strerror(lastError)))
    }

    /// Writes every byte to `fd`, retrying short writes and EINTR (the
    /// inspection writer uses it too).
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var base = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let count = Glibc.write(fd, base, remaining)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            base += count
            remaining -= count
        }
        return true
    }
}

struct AtomicFileError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "cannot write \(path): \(reason)" }
}
