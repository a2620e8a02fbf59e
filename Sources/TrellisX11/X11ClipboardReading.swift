#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import Foundation
import TrellisCore

/// Reading a selection another client owns: one request at a time, each
/// asking the owner's `TARGETS`, then (for data) converting to the first
/// wanted type it offers, in pieces when the owner sends INCR.
extension X11Clipboard {
    struct ReadRequest {
        enum Goal {
            case targets(@MainActor ([String]) -> Void)
            case data(types: [String], @MainActor (ClipboardContent.Representation?) -> Void)
        }
        enum Phase {
            case askingTargets
            /// Converting to `target` for the type named `type`; `fallbacks` next.
            case converting(target: Atom, type: String, fallbacks: [Atom])
        }
        let selection: Atom
        let goal: Goal
        var phase = Phase.askingTargets
        var incremental: [UInt8]?
        var started: Double = 0
    }

    func availableTypes(_ selection: ClipboardSelection, completion: @escaping @MainActor ([String]) -> Void) {
        let name = atom(for: selection)
        if let content = ownedContent(name) { completion(content.types); return }
        if XGetSelectionOwner(display, name) == 0 { completion([]); return }
        enqueue(ReadRequest(selection: name, goal: .targets(completion)))
    }

    func read(_ selection: ClipboardSelection, as types: [String],
              completion: @escaping @MainActor (ClipboardContent.Representation?) -> Void) {
        let name = atom(for: selection)
        if let content = ownedContent(name) { completion(content.first(of: types)); return }
        if XGetSelectionOwner(display, name) == 0 || types.isEmpty { completion(nil); return }
        enqueue(ReadRequest(selection: name, goal: .data(types: types, completion)))
    }

    /// A read is waiting for another client: the loop wakes once a
    /// second to give up on an owner that died mid-transfer.
    var hasPendingRead: Bool { !requests.isEmpty }

    /// Gives up on a read whose owner stopped answering.
    func expireStaleRead() {
        guard let request = requests.first, now() - request.started > 5 else { return }
        writeStandardError("trellis: the selection owner stopped answering; nothing was pasted")
        finish(types: [], data: nil)
    }

    /// Gives up on the head read now (a synchronous read's limit passed).
    func expireHeadRead() {
        finish(types: [], data: nil)
    }

    // MARK: The queue

    private func enqueue(_ request: ReadRequest) {
        requests.append(request)
        if requests.count == 1 { startHead() }
    }

    private func startHead() {
        guard !requests.isEmpty else { return }
        requests[0].started = now()
        requests[0].phase = .askingTargets
        convert(requests[0].selection, to: atoms.targets)
    }

    private func convert(_ selection: Atom, to target: Atom) {
        XDeleteProperty(display, window, atoms.property)
        XConvertSelection(display, selection, target, atoms.property, window, UInt(CurrentTime))
    }

    /// Ends the head request with its answer and starts the next.
    private func finish(types: [String], data: ClipboardContent.Representation?) {
        guard !requests.isEmpty else { return }
        let request = requests.removeFirst()
        startHead()
        switch request.goal {
        case .targets(let completion): completion(types)
        case .data(_, let completion): completion(data)
        }
    }

    // MARK: Answers

    func received(_ event: XSelectionEvent) {
        guard var request = requests.first, event.selection == request.selection else { return }
        switch request.phase {
        case .askingTargets:
            let offered = event.property != 0 ? takeAtoms() : nil
            switch request.goal {
            case .targets:
                finish(types: typeNames(of: offered ?? []), data: nil)
            case .data(let types, _):
                var choices: [(Atom, String)] = []
                for type in types {
                    if ClipboardContent.sameType(type, ClipboardContent.textType) {
                        // An owner without TARGETS gets UTF8_STRING, then STRING.
                        let wanted = [atoms.utf8, atoms.utf8PlainText, atoms.plainText, atoms.string]
                        choices += wanted.filter { offered?.contains($0) ?? ($0 == atoms.utf8 || $0 == atoms.string) }
                            .map { ($0, type) }
                    } else if offered?.contains(intern(type)) ?? false {
                        choices.append((intern(type), type))
                    }
                }
                guard let (target, type) = choices.first else { finish(types: [], data: nil); return }
                let sameType = choices.dropFirst().filter { $0.1 == type }.map(\.0)
                request.phase = .converting(target: target, type: type, fallbacks: sameType)
                requests[0] = request
                convert(request.selection, to: target)
            }
        case .converting(_, let type, let fallbacks):
            guard event.property != 0 else {
                // Refused: the next target for the same type, else nothing.
                guard let next = fallbacks.first else { finish(types: [], data: nil); return }
                request.phase = .converting(target: next, type: type, fallbacks: Array(fallbacks.dropFirst()))
                requests[0] = request
                convert(request.selection, to: next)
                return
            }
            guard let (propertyType, bytes) = takeProperty() else { finish(types: [], data: nil); return }
            if propertyType == atoms.incr {
                request.incremental = []
                request.started = now()
                requests[0] = request
                return
            }
            finish(types: [], data: representation(type: type, propertyType: propertyType, bytes: bytes))
        }
    }

    func readPiece() {
        guard var request = requests.first, case .converting(_, let type, _) = request.phase,
              let (propertyType, bytes) = takeProperty() else { return }
        if bytes.isEmpty {
            finish(types: [], data: representation(type: type, propertyType: propertyType, bytes: request.incremental ?? []))
            return
        }
        request.incremental?.append(contentsOf: bytes)
        request.started = now()
        requests[0] = request
    }

    private func representation(type: String, propertyType: Atom, bytes: [UInt8]) -> ClipboardContent.Representation {
        if propertyType == atoms.string {
            // Latin-1 to UTF-8.
            let text = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
            return .init(type: type, data: Data(text.utf8))
        }
        if ClipboardContent.sameType(type, ClipboardContent.textType) {
            return .init(type: type, data: Data(String(decoding: bytes, as: UTF8.self).utf8))
        }
        return .init(type: type, data: Data(bytes))
    }

    /// The type names of offered targets: text once, then MIME types and
    /// type identifiers (not ICCCM's own targets, such as `TIMESTAMP`).
    private func typeNames(of targets: [Atom]) -> [String] {
        var names: [String] = []
        for target in targets {
            let name: String
            if textTargets.contains(target) {
                name = ClipboardContent.textType
            } else {
                guard let pointer = XGetAtomName(display, target) else { continue }
                name = String(cString: pointer)
                XFree(pointer)
                guard name.contains("/") || name.contains(".") else { continue }
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    // MARK: Properties

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

    /// Reads and deletes our property as a list of atoms (a `TARGETS` reply).
    private func takeAtoms() -> [Atom] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atoms.property, 0, 4096, True, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success else { return [] }
        defer { if let data { XFree(data) } }
        // Format 32 arrives as C longs, whatever their width.
        guard let data, format == 32 else { return [] }
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { longs in
            (0..<Int(count)).map { Atom(longs[$0]) }
        }
    }

    func now() -> Double { MonotonicClock().now }
}
