#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// The `CLIPBOARD` and `PRIMARY` selections, served and read as an X
/// client (ICCCM): we offer `TARGETS`, `UTF8_STRING` and `STRING`, ask
/// for `UTF8_STRING` (then `STRING`), and move large texts in pieces with
/// the INCR protocol both ways. Invalid UTF-8 from another client is
/// decoded with replacement characters; an owner that stops answering
/// mid-transfer is given up on after a few seconds.
@MainActor
final class X11Clipboard: Clipboard {
    private let connection: X11Connection
    private let display: OpaquePointer
    private let window: Window
    private let atoms: Atoms
    /// What we own, by selection atom.
    private var owned: [Atom: [UInt8]] = [:]
    /// Outgoing INCR transfers: requestor window and property → what is left.
    private var outgoing: [OutgoingKey: (type: Atom, data: [UInt8], offset: Int)] = [:]
    /// The read in progress (one at a time; a new one replaces it).
    private var reading: Reading?
    /// Bytes per piece: well under the server's request limit.
    private let chunk: Int

    private struct Atoms {
        let clipboard, primary, targets, utf8, string, text, incr, property, atom: Atom
    }

    private struct OutgoingKey: Hashable {
        let window: Window
        let property: Atom
    }

    private struct Reading {
        let selection: Atom
        var target: Atom
        let completion: @MainActor (String?) -> Void
        var incremental: [UInt8]?
        var started: Double
    }

    init(connection: X11Connection, window: Window) {
        self.connection = connection
        display = connection.display
        self.window = window
        func intern(_ name: String) -> Atom { XInternAtom(connection.display, name, False) }
        atoms = Atoms(clipboard: intern("CLIPBOARD"), primary: Atom(XA_PRIMARY), targets: intern("TARGETS"),
                      utf8: connection.atoms.utf8String, string: Atom(XA_STRING), text: intern("TEXT"),
                      incr: intern("INCR"), property: intern("TRELLIS_SELECTION"), atom: Atom(XA_ATOM))
        let maximum = Int(XExtendedMaxRequestSize(connection.display))
        let limit = maximum > 0 ? maximum : Int(XMaxRequestSize(connection.display))
        chunk = max(4096, min(256 * 1024, limit * 4 - 1024))
    }

    private func atom(for selection: ClipboardSelection) -> Atom {
        selection == .clipboard ? atoms.clipboard : atoms.primary
    }

    // MARK: Clipboard

    func write(_ text: String, to selection: ClipboardSelection) {
        let name = atom(for: selection)
        owned[name] = Array(text.utf8)
        XSetSelectionOwner(display, name, window, UInt(CurrentTime))
        if XGetSelectionOwner(display, name) != window { owned[name] = nil }
    }

    func read(_ selection: ClipboardSelection, completion: @escaping @MainActor (String?) -> Void) {
        let name = atom(for: selection)
        if let bytes = owned[name], XGetSelectionOwner(display, name) == window {
            completion(String(decoding: bytes, as: UTF8.self))
            return
        }
        if XGetSelectionOwner(display, name) == 0 { completion(nil); return }
        reading?.completion(nil)
        reading = Reading(selection: name, target: atoms.utf8, completion: completion, incremental: nil, started: now())
        XDeleteProperty(display, window, atoms.property)
        XConvertSelection(display, name, atoms.utf8, atoms.property, window, UInt(CurrentTime))
    }

    // MARK: Events

    /// Handles a selection event (or a property change that belongs to a
    /// transfer); false for events that are not the clipboard's.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest:
            serve(event.xselectionrequest)
            return true
        case SelectionClear:
            owned[event.xselectionclear.selection] = nil
            return true
        case SelectionNotify:
            received(event.xselection)
            return true
        case PropertyNotify:
            let property = event.xproperty
            if property.window == window, property.atom == atoms.property, property.state == PropertyNewValue,
               reading?.incremental != nil {
                readPiece()
                return true
            }
            if property.state == PropertyDelete, outgoing[OutgoingKey(window: property.window, property: property.atom)] != nil {
                sendPiece(OutgoingKey(window: property.window, property: property.atom))
                return true
            }
            return property.window != window ? true : false
        default:
            return false
        }
    }

    /// A paste is waiting for another client: the loop wakes once a
    /// second to give up on an owner that died mid-transfer.
    var hasPendingRead: Bool { reading != nil }

    /// Gives up on a read whose owner stopped answering.
    func expireStaleRead() {
        guard let reading, now() - reading.started > 5 else { return }
        self.reading = nil
        writeStandardError("trellis: the selection owner stopped answering; nothing was pasted")
        reading.completion(nil)
    }

    // MARK: Serving

    private func serve(_ request: XSelectionRequestEvent) {
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.display = display
        reply.requestor = request.requestor
        reply.selection = request.selection
        reply.target = request.target
        reply.time = request.time
        // Old clients name no property: use the target (ICCCM).
        let property = request.property != 0 ? request.property : request.target
        reply.property = 0
        if let bytes = owned[request.selection] {
            if request.target == atoms.targets {
                let offered = [atoms.targets, atoms.utf8, atoms.string, atoms.text].map { Int($0) }
                connection.setProperty32(property, of: request.requestor, type: atoms.atom, offered)
                reply.property = property
            } else if request.target == atoms.utf8 || request.target == atoms.text || request.target == atoms.string {
                let type = request.target == atoms.string ? atoms.string : atoms.utf8
                let data = type == atoms.string ? latin1(bytes) : bytes
                if data.count > chunk {
                    // INCR: announce the size, then a piece each time the requestor deletes the property.
                    XSelectInput(display, request.requestor, PropertyChangeMask)
                    connection.setProperty32(property, of: request.requestor, type: atoms.incr, [data.count])
                    outgoing[OutgoingKey(window: request.requestor, property: property)] = (type, data, 0)
                } else {
                    data.withUnsafeBufferPointer { buffer in
                        _ = XChangeProperty(display, request.requestor, property, type, 8, PropModeReplace,
                                            buffer.baseAddress, Int32(buffer.count))
                    }
                }
                reply.property = property
            }
        }
        var event = XEvent()
        event.xselection = reply
        XSendEvent(display, request.requestor, False, 0, &event)
    }

    private func sendPiece(_ key: OutgoingKey) {
        guard let transfer = outgoing[key] else { return }
        let end = min(transfer.data.count, transfer.offset + chunk)
        transfer.data[transfer.offset..<end].withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display, key.window, key.property, transfer.type, 8, PropModeReplace,
                                buffer.baseAddress, Int32(buffer.count))
        }
        // The last, empty piece ends the transfer.
        if transfer.offset >= transfer.data.count {
            outgoing[key] = nil
        } else {
            outgoing[key] = (transfer.type, transfer.data, end)
        }
    }

    private func latin1(_ utf8: [UInt8]) -> [UInt8] {
        String(decoding: utf8, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }

    // MARK: Reading

    private func received(_ event: XSelectionEvent) {
        guard var current = reading, event.selection == current.selection else { return }
        guard event.property != 0 else {
            // UTF8_STRING refused: try STRING once, else there is no text.
            if current.target == atoms.utf8 {
                current.target = atoms.string
                reading = current
                XConvertSelection(display, current.selection, atoms.string, atoms.property, window, UInt(CurrentTime))
            } else {
                reading = nil
                current.completion(nil)
            }
            return
        }
        guard let (type, bytes) = takeProperty() else { reading = nil; current.completion(nil); return }
        if type == atoms.incr {
            current.incremental = []
            current.started = now()
            reading = current
            return
        }
        reading = nil
        current.completion(decode(bytes, type: type))
    }

    private func readPiece() {
        guard var current = reading, let (type, bytes) = takeProperty() else { return }
        if bytes.isEmpty {
            reading = nil
            current.completion(decode(current.incremental ?? [], type: type == atoms.string ? atoms.string : atoms.utf8))
            return
        }
        current.incremental?.append(contentsOf: bytes)
        current.started = now()
        reading = current
    }

    /// Reads and deletes our property: its type and bytes.
    private func takeProperty() -> (Atom, [UInt8])? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atoms.property, 0, Int.max / 4, True, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        guard let data, format == 8 || type == atoms.incr else { return (type, []) }
        return (type, Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }

    private func decode(_ bytes: [UInt8], type: Atom) -> String {
        if type == atoms.string { return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
