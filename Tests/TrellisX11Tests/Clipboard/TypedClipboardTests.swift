import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore
import XvfbSupport

/// Typed representations on the X selections, against xclip as the other
/// client: what we copy is offered under its MIME types (text also under
/// the names X clients ask for), and another client's types are listed
/// and read.
@Suite("Typed clipboard", .serialized)
@MainActor
struct TypedClipboardTests {
    /// Runs xclip while serving our selection events; its output.
    private func xclip(_ arguments: [String], session: X11TestSession, clipboard: X11Clipboard) throws -> Data {
        let output = NSTemporaryDirectory() + "trellis-xclip-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let child = try ChildProcess(["xclip"] + arguments, environment: ["DISPLAY": session.server.display], stdout: output)
        let deadline = Date().addingTimeInterval(10)
        while child.wait(timeout: 0.01) == nil {
            guard Date() < deadline else { child.kill(); throw TestFailure("xclip did not finish") }
            pump(session, clipboard)
        }
        return (try? Data(contentsOf: URL(fileURLWithPath: output))) ?? Data()
    }

    private func pump(_ session: X11TestSession, _ clipboard: X11Clipboard) {
        let display = session.connection.display
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            _ = clipboard.handle(&event)
        }
    }

    @Test func ourRepresentationsAreOfferedUnderTheirTypes() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow()
            defer { painter.release(); window.destroy() }
            let clipboard = X11Clipboard(connection: session.connection, window: window.id)
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2, 255])
            clipboard.write(ClipboardContent(representations: [
                .init(type: "org.example.bird", data: Data(#"{"name":"Robin"}"#.utf8)),
                .init(type: ClipboardContent.textType, data: Data("Robin ✓".utf8)),
                .init(type: "image/png", data: png),
            ]), to: .clipboard)
            #expect(clipboard.offer.types == ["org.example.bird", ClipboardContent.textType, "image/png"])
            let targets = String(decoding: try xclip(["-o", "-selection", "clipboard", "-t", "TARGETS"], session: session,
                                                     clipboard: clipboard), as: UTF8.self).split(separator: "\n")
            #expect(targets.contains("org.example.bird") && targets.contains("UTF8_STRING")
                    && targets.contains("text/plain") && targets.contains("image/png") && targets.contains("STRING"))
            #expect(try xclip(["-o", "-selection", "clipboard", "-t", "image/png"], session: session, clipboard: clipboard) == png)
            #expect(try xclip(["-o", "-selection", "clipboard", "-t", "UTF8_STRING"], session: session, clipboard: clipboard)
                    == Data("Robin ✓".utf8))
            #expect(try xclip(["-o", "-selection", "clipboard", "-t", "text/plain;charset=utf-8"], session: session,
                              clipboard: clipboard) == Data("Robin ✓".utf8))
        }
    }

    @Test func anotherClientsTypesAreListedAndRead() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow()
            defer { painter.release(); window.destroy() }
            let clipboard = X11Clipboard(connection: session.connection, window: window.id)
            let file = NSTemporaryDirectory() + "trellis-clip-\(getpid()).html"
            try "<b>bold</b>".write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let owner = try ChildProcess(["xclip", "-quiet", "-i", "-selection", "clipboard", "-t", "text/html", file],
                                         environment: ["DISPLAY": session.server.display])
            defer { _ = owner.terminate(grace: 0.5) }
            try waitUntil("xclip owns the clipboard", timeout: 5) {
                XGetSelectionOwner(session.connection.display, XInternAtom(session.connection.display, "CLIPBOARD", False)) != 0
            }
            var offered: [String]?
            clipboard.availableTypes(.clipboard) { offered = $0 }
            try waitUntil("the owner lists its targets", timeout: 5) { pump(session, clipboard); return offered != nil }
            #expect(offered?.contains("text/html") == true)
            #expect(offered?.contains(ClipboardContent.textType) == false, "xclip offers text/html alone")

            var read: ClipboardContent.Representation??
            clipboard.read(.clipboard, as: ["image/png", "text/html"]) { read = .some($0) }
            try waitUntil("the html arrives", timeout: 5) { pump(session, clipboard); return read != nil }
            #expect(read??.type == "text/html")
            #expect(read??.data == Data("<b>bold</b>".utf8))

            // A type it does not offer gives nothing, and the next read still works.
            var missing: ClipboardContent.Representation??
            clipboard.read(.clipboard, as: ["image/png"]) { missing = .some($0) }
            try waitUntil("the refusal", timeout: 5) { pump(session, clipboard); return missing != nil }
            #expect(missing == .some(nil))
            clipboard.refreshOffer()
            try waitUntil("the offer follows the owner", timeout: 5) {
                pump(session, clipboard)
                return clipboard.offer.types.contains("text/html")
            }
        }
    }

    /// A synchronous read (`NSPasteboard`) waits for the owner's answer
    /// without taking any other event from the queue, and an owner that
    /// never answers costs the wait limit, not a hang.
    @Test func aSynchronousReadWaitsForTheOwnerAndLeavesOtherEventsQueued() throws {
        try X11TestSession.with { session in
            let (window, painter) = try session.makeWindow()
            defer { painter.release(); window.destroy() }
            let display = session.connection.display
            let clipboard = X11Clipboard(connection: session.connection, window: window.id)
            let file = NSTemporaryDirectory() + "trellis-clip-\(getpid())-sync.txt"
            try "Copied elsewhere ✓".write(toFile: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: file) }
            let owner = try ChildProcess(["xclip", "-quiet", "-i", "-selection", "clipboard", file],
                                         environment: ["DISPLAY": session.server.display])
            defer { _ = owner.terminate(grace: 0.5) }
            let clipboardAtom = XInternAtom(display, "CLIPBOARD", False)
            try waitUntil("xclip owns the clipboard", timeout: 5) { XGetSelectionOwner(display, clipboardAtom) != 0 }
            // An event for the loop, queued before the read.
            var marker = XEvent()
            marker.xclient.type = ClientMessage
            marker.xclient.window = window.id
            marker.xclient.message_type = XInternAtom(display, "TRELLIS_TEST_MARKER", False)
            marker.xclient.format = 32
            XSendEvent(display, window.id, False, 0, &marker)
            XSync(display, False)
            #expect(clipboard.typesNow(.clipboard).contains(ClipboardContent.textType))
            let text = clipboard.readNow(.clipboard, as: [ClipboardContent.textType]).map { String(decoding: $0.data, as: UTF8.self) }
            #expect(text == "Copied elsewhere ✓")
            var kept = XEvent()
            #expect(XCheckTypedWindowEvent(display, window.id, ClientMessage, &kept) != 0, "the loop's event is still queued")

            // An owner that never answers: another window of ours whose events nobody handles.
            let (silent, silentPainter) = try session.makeWindow()
            defer { silentPainter.release(); silent.destroy() }
            XSetSelectionOwner(display, clipboardAtom, silent.id, UInt(CurrentTime))
            XSync(display, False)
            let start = Date()
            #expect(clipboard.readNow(.clipboard, as: [ClipboardContent.textType]) == nil)
            let waited = Date().timeIntervalSince(start)
            #expect(waited >= X11Clipboard.waitLimit * 0.9 && waited < X11Clipboard.waitLimit + 10, "waited \(waited) s")
        }
    }
}
