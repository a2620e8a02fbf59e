#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Writes one line to standard error with `write(2)`: Swift 6 rejects the
/// global `stderr` stream, and the X error handlers need something that is
/// safe to call from a C callback.
func writeStandardError(_ line: String) {
    let text = line.hasSuffix("\n") ? line : line + "\n"
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return -1 }
            return write(2, base.advanced(by: offset), buffer.count - offset)
        }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += written
    }
    bytes.removeAll()
}
