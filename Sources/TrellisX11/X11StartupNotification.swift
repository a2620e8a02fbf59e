#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import Foundation
import TrellisCore

/// The freedesktop.org startup-notification protocol, launchee side. A
/// launcher (a dock, a file manager) that starts the app sets
/// `DESKTOP_STARTUP_ID` and shows a busy cursor or a spinning icon until
/// the app says it has started; without that message the feedback runs
/// until the launcher's timeout. The id also carries the launch's
/// timestamp (`…_TIME<n>`), which lets the window manager give the new
/// window focus under its focus-stealing rules.
package struct X11StartupNotification: Equatable, Sendable {
    package let id: String

    /// Takes the id out of the environment, so that processes the app
    /// starts (`xdg-open` for a link) do not claim the same launch.
    @MainActor
    package static func takeFromEnvironment() -> X11StartupNotification? {
        guard let id = ProcessEnvironment.value("DESKTOP_STARTUP_ID") else { return nil }
        unsetenv("DESKTOP_STARTUP_ID")
        return X11StartupNotification(id: id)
    }

    package init?(id: String) {
        guard !id.isEmpty else { return nil }
        self.id = id
    }

    /// The launch's X server time, from the id's `_TIME<n>` suffix.
    package var launchTime: UInt? {
        guard let range = id.range(of: "_TIME", options: .backwards) else { return nil }
        return UInt(id[range.upperBound...])
    }

    /// The `remove` message: the launch is complete. Values are quoted,
    /// with `"` and `\` escaped, as the protocol specifies.
    package var removeMessage: String {
        var quoted = ""
        for character in id {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return "remove: ID=\"\(quoted)\""
    }

    /// Sets `_NET_STARTUP_ID` on a top-level window before it is mapped,
    /// and its `_NET_WM_USER_TIME` from the launch time.
    @MainActor
    package func apply(to window: Window, connection: X11Connection) {
        let display = connection.display
        let bytes = Array(id.utf8)
        XChangeProperty(display, window, XInternAtom(display, "_NET_STARTUP_ID", False), connection.atoms.utf8String,
                        8, PropModeReplace, bytes, Int32(bytes.count))
        if let launchTime { X11UserTime.set(launchTime, on: window, connection: connection) }
    }

    /// Broadcasts the `remove` message to the root window, 20 bytes per
    /// client message (`_NET_STARTUP_INFO_BEGIN`, then `_NET_STARTUP_INFO`),
    /// nul-terminated.
    @MainActor
    package func sendComplete(from window: Window, connection: X11Connection) {
        let display = connection.display
        let begin = XInternAtom(display, "_NET_STARTUP_INFO_BEGIN", False)
        let more = XInternAtom(display, "_NET_STARTUP_INFO", False)
        let bytes = Array(removeMessage.utf8) + [0]
        var offset = 0
        while offset < bytes.count {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = offset == 0 ? begin : more
            event.xclient.format = 8
            let chunk = bytes[offset..<min(bytes.count, offset + 20)]
            withUnsafeMutableBytes(of: &event.xclient.data) { data in
                for (index, byte) in chunk.enumerated() { data[index] = byte }
            }
            XSendEvent(display, connection.rootWindow, False, PropertyChangeMask, &event)
            offset += 20
        }
    }
}
