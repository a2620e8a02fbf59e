#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// Reading a selection before returning, for APIs that are synchronous
/// (AppKit's `NSPasteboard`): the read is queued as any other, then only
/// the clipboard window's `SelectionNotify` and `PropertyNotify` events
/// are taken from the connection until it is answered — as Qt's XCB
/// clipboard waits — so every other event stays queued, in order, for the
/// loop. An owner that does not answer within `waitLimit` gets nil.
extension X11Clipboard {
    static let waitLimit = 1.0

    func readNow(_ selection: ClipboardSelection, as types: [String]) -> ClipboardContent.Representation? {
        var answer: ClipboardContent.Representation?
        var answered = false
        read(selection, as: types) { answer = $0; answered = true }
        waitUntil { answered }
        return answer
    }

    func typesNow(_ selection: ClipboardSelection) -> [String] {
        var answer: [String] = []
        var answered = false
        availableTypes(selection) { answer = $0; answered = true }
        waitUntil { answered }
        return answer
    }

    /// Handles this window's selection events until `done` or the limit;
    /// on the limit, the head read is given up (its completion gets nil).
    private func waitUntil(_ done: () -> Bool) {
        let deadline = now() + Self.waitLimit
        while !done() {
            XFlush(display)
            var event = XEvent()
            var handled = false
            while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0
                    || XCheckTypedWindowEvent(display, window, PropertyNotify, &event) != 0 {
                _ = handle(&event)
                handled = true
                if done() { return }
            }
            if handled { continue }
            let left = deadline - now()
            guard left > 0 else {
                writeStandardError("trellis: the selection owner did not answer within \(Self.waitLimit) s")
                expireHeadRead()
                return
            }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(50, max(1, left * 1000))))
            // Reads what arrived into Xlib's queue (where the checks above look).
            _ = XEventsQueued(display, QueuedAfterReading)
        }
    }
}
