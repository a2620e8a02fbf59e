#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11

// Xlib's default handlers print several lines and exit on any protocol
// error, or call exit() deep inside a read after the server went away. A
// toolkit must survive a stray BadWindow (a popup closed by the window
// manager) and must never hang when the server dies. C callbacks cannot
// capture context, hence top-level functions.

/// Installed with `XSetIOErrorHandler`: the connection is gone, there is
/// nothing to recover, so say so in one line and leave.
func trellisIOErrorHandler(_ display: OpaquePointer?) -> Int32 {
    writeStandardError("trellis: lost the connection to the X server")
    exit(1)
}

/// Installed with `XSetErrorHandler`: log the protocol error in one line
/// and carry on.
func trellisProtocolErrorHandler(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let event else { return 0 }
    let e = event.pointee
    var text = [CChar](repeating: 0, count: 160)
    if let display {
        XGetErrorText(display, Int32(e.error_code), &text, Int32(text.count))
    }
    let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    writeStandardError("trellis: X protocol error \(e.error_code) (\(name)) in request \(e.request_code).\(e.minor_code), resource 0x\(String(e.resourceid, radix: 16)), serial \(e.serial)")
    return 0
}

/// Installs both handlers; idempotent.
func installX11ErrorHandlers() {
    _ = XSetIOErrorHandler(trellisIOErrorHandler)
    _ = XSetErrorHandler(trellisProtocolErrorHandler)
}
