#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import Foundation
import TrellisCore

/// The `CLIPBOARD` and `PRIMARY` selections, served and read as an X
/// client (ICCCM). What we own is `ClipboardContent`: representations by
/// MIME type, each offered as the target of that name; text also as
/// `UTF8_STRING`, `STRING`, `TEXT` and `text/plain`. Reading asks the
/// owner's `TARGETS` first and converts to the first wanted type it
/// offers (text from an owner that answers no `TARGETS`: `UTF8_STRING`,
/// then `STRING`). Large transfers move in pieces with the INCR protocol
/// both ways; invalid UTF-8 from another client is decoded with
/// replacement characters; an owner that stops answering mid-transfer is
/// given up on after a few seconds. Reads run one at a time, in order
/// (`X11ClipboardReading.swift`).
@MainActor
final class X11Clipboard: Clipboard {
    let connection: X11Connection
    let display: OpaquePointer
    let window: Window
    let atoms: Atoms
    /// What we own, by selection atom.
    private var owned: [Atom: ClipboardContent] = [:]
    /// Outgoing INCR transfers: requestor window and property → what is left.
    private var outgoing: [OutgoingKey: (type: Atom, data: [UInt8], offset: Int)] = [:]
    /// The reads waiting, the first one under way.
    var requests: [ReadRequest] = []
    /// Bytes per piece: well under the server's request limit.
    private let chunk: Int
    let offer = ClipboardOffer()

    struct Atoms {
        let clipboard, primary, targets, utf8, string, text, incr, property, atom: Atom
        let plainText, utf8PlainText: Atom
    }

    private struct OutgoingKey: Hashable {
        let window: Window
        let property: Atom
    }

    init(connection: X11Connection, window: Window) {
        self.connection = connection
        display = connection.display
        self.window = window
        func intern(_ name: String) -> Atom { XInternAtom(connection.display, name, False) }
        atoms = Atoms(clipboard: intern("CLIPBOARD"), primary: Atom(XA_PRIMARY), targets: intern("TARGETS"),
                      utf8: connection.atoms.utf8String, string: Atom(XA_STRING), text: intern("TEXT"),
                      incr: intern("INCR"), property: intern("TRELLIS_SELECTION"), atom: Atom(XA_ATOM),
                      plainText: intern("text/plain"), utf8PlainText: intern(ClipboardContent.textType))
        let maximum = Int(XExtendedMaxRequestSize(connection.display))
        let limit = maximum > 0 ? maximum : Int(XMaxRequestSize(connection.display))
        chunk = max(4096, min(256 * 1024, limit * 4 - 1024))
    }

    func atom(for selection: ClipboardSelection) -> Atom {
        selection == .clipboard ? atoms.clipboard : atoms.primary
    }

    func intern(_ name: String) -> Atom { XInternAtom(display, name, False) }

    /// The targets under which text is offered and asked for.
    var textTargets: [Atom] { [atoms.utf8, atoms.utf8PlainText, atoms.plainText, atoms.string, atoms.text] }

    /// What we hold for the selection, while we still own it.
    func ownedContent(_ selection: Atom) -> ClipboardContent? {
        guard let content = owned[selection], XGetSelectionOwner(display, selection) == window else { return nil }
        return content
    }

    // MARK: Clipboard

    func write(_ content: ClipboardContent, to selection: ClipboardSelection) {
        let name = atom(for: selection)
        owned[name] = content
        XSetSelectionOwner(display, name, window, UInt(CurrentTime))
        if XGetSelectionOwner(display, name) != window { owned[name] = nil }
        if selection == .clipboard { offer.types = owned[name]?.types ?? [] }
    }

    func refreshOffer() {
        availableTypes(.clipboard) { [offer] types in
            if offer.types != types { offer.types = types }
        }
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
            // Another client copied: what it offers decides the Paste buttons.
            if event.xselectionclear.selection == atoms.clipboard { refreshOffer() }
            return true
        case SelectionNotify:
            received(event.xselection)
            return true
        case PropertyNotify:
            let property = event.xproperty
            if property.window == window, property.atom == atoms.property, property.state == PropertyNewValue,
               requests.first?.incremental != nil {
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
        if let content = owned[request.selection] {
            if request.target == atoms.targets {
                connection.setProperty32(property, of: request.requestor, type: atoms.atom,
                                         ([atoms.targets] + targets(of: content)).map { Int($0) })
                reply.property = property
            } else if let (type, data) = bytes(of: content, for: request.target) {
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

    /// The targets a content is offered as, in its order.
    private func targets(of content: ClipboardContent) -> [Atom] {
        var targets: [Atom] = []
        for representation in content.representations {
            let names = ClipboardContent.sameType(representation.type, ClipboardContent.textType)
                ? textTargets : [intern(representation.type)]
            targets += names.filter { !targets.contains($0) }
        }
        return targets
    }

    /// The property type and bytes that answer a request for `target`.
    private func bytes(of content: ClipboardContent, for target: Atom) -> (Atom, [UInt8])? {
        if textTargets.contains(target) {
            guard let text = content.text else { return nil }
            if target == atoms.string { return (atoms.string, latin1(text)) }
            return (target == atoms.text ? atoms.utf8 : target, Array(text.utf8))
        }
        guard let representation = content.representations.first(where: { intern($0.type) == target }) else { return nil }
        return (target, Array(representation.data))
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

    private func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
