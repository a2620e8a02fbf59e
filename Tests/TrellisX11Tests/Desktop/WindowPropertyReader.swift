import CX11
@testable import TrellisX11

/// Reads a window's properties back from the server, as a window manager
/// or a dock would.
@MainActor
struct WindowPropertyReader {
    let connection: X11Connection
    var display: OpaquePointer { connection.display }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }

    /// A format-8 property's bytes, or nil when it is not set.
    func bytes(_ window: Window, _ property: String) -> [UInt8]? {
        read(window, property).map { $0.format == 8 ? $0.data : [] }
    }

    func string(_ window: Window, _ property: String) -> String? {
        bytes(window, property).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A format-32 property's values (C longs on the client side).
    func longs(_ window: Window, _ property: String) -> [UInt]? {
        guard let (format, data) = read(window, property), format == 32 else { return nil }
        return data.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
    }

    private func read(_ window: Window, _ property: String) -> (format: Int32, data: [UInt8])? {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom(property), 0, 1 << 20, False, Atom(AnyPropertyType), &type,
                                 &format, &count, &remaining, &data) == Success, let data, type != 0 else { return nil }
        defer { XFree(data) }
        let size = format == 32 ? Int(count) * MemoryLayout<UInt>.size : Int(count) * Int(format) / 8
        return (format, Array(UnsafeBufferPointer(start: data, count: size)))
    }
}
