#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11

// Xlib's default handlers print several lines and exit on any protocol
// error, or call exit() deep inside a read after the server went away. A
// toolkit must survive a stray BadWindow (a popup destroyed by another
// client) and must never hang when the server dies. C callbacks cannot
// capture context, hence top-level functions.

/// Installed with `XSetIOErrorHandler`: the connection is gone, there is
/// nothing to recover, so say so in one line and leave.
func trellisIOErrorHandler(_ display: OpaquePointer?) -> Int32 {
    writeStandardError("trellis: lost the connection to the X server")
    exit(1)
}

/// Protocol errors received since they were last reported. One failed
/// frame is a burst: a window destroyed by another client between our
/// last event read and our paint fails every request of that paint
/// (CreatePixmap, each XRender call, CopyArea…), which printed 30 lines.
/// The handler only records; `reportProtocolErrors()` prints one line per
/// burst: the first error, and how many followed it.
struct ProtocolErrorLog {
    var first: String?
    var count = 0

    /// Xlib calls the handler on the thread that made the Xlib call, and
    /// Trellis calls Xlib only from the main thread.
    nonisolated(unsafe) static var pending = ProtocolErrorLog()
    /// The last line printed and how many were printed, for tests.
    nonisolated(unsafe) static var lastReported: String?
    nonisolated(unsafe) static var reportedCount = 0
}

/// Installed with `XSetErrorHandler`: records the protocol error and
/// carries on.
func trellisProtocolErrorHandler(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let event else { return 0 }
    ProtocolErrorLog.pending.count += 1
    guard ProtocolErrorLog.pending.first == nil else { return 0 }
    let e = event.pointee
    var text = [CChar](repeating: 0, count: 160)
    if let display {
        XGetErrorText(display, Int32(e.error_code), &text, Int32(text.count))
    }
    let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    ProtocolErrorLog.pending.first = "trellis: X protocol error \(e.error_code) (\(name)) in request \(e.request_code).\(e.minor_code), resource 0x\(String(e.resourceid, radix: 16)), serial \(e.serial)"
    return 0
}

/// Prints the protocol errors received since the last call as one line
/// on standard error; nothing when there were none.
func reportProtocolErrors() {
    let log = ProtocolErrorLog.pending
    guard let first = log.first else { return }
    ProtocolErrorLog.pending = ProtocolErrorLog()
    let line = log.count > 1 ? first + " (and \(log.count - 1) more in the same frame)" : first
    ProtocolErrorLog.lastReported = line
    ProtocolErrorLog.reportedCount += 1
    writeStandardError(line)
}

/// Installs both handlers; idempotent.
func installX11ErrorHandlers() {
    _ = XSetIOErrorHandler(trellisIOErrorHandler)
    _ = XSetErrorHandler(trellisProtocolErrorHandler)
}
