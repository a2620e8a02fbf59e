#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CDBus
import Foundation
import TrellisCore

/// The desktop's own file dialogs through the XDG desktop portal's
/// `org.freedesktop.portal.FileChooser` (`OpenFile`, `SaveFile`), as GTK
/// and Qt apps get them on Linux: the call names the window as parent
/// (`x11:<hex id>`), the portal answers with a request object, and the
/// choice arrives later as that request's `Response` signal (0 chosen,
/// with `uris`; 1 cancelled). The session bus is opened on the first
/// dialog, and read from the event loop's `poll()`. Without a bus, or when
/// the portal is not there (the bus answers the call with an error) or
/// does not take the call within `answerWait`, the request's
/// `unavailable` runs and the window shows Trellis' own panel.
@MainActor
final class PortalFileChooser {
    private var connection: DBusConnection?
    private var triedConnecting = false
    private let address: String?
    private var nextToken = 1
    private var dialogs: [Dialog] = []
    /// Seconds the portal has to take a call before the panel is shown.
    static let answerWait = 5.0

    private static let destination = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.FileChooser"

    private final class Dialog {
        let request: FileDialogRequest
        let unavailable: @MainActor () -> Void
        var serial: UInt32 = 0
        var handle: String
        var answered = false
        let started: Double
        init(request: FileDialogRequest, unavailable: @escaping @MainActor () -> Void, handle: String, started: Double) {
            self.request = request
            self.unavailable = unavailable
            self.handle = handle
            self.started = started
        }
    }

    /// The session bus named in the environment (`DBUS_SESSION_BUS_ADDRESS`).
    init(address: String? = ProcessEnvironment.value("DBUS_SESSION_BUS_ADDRESS")) {
        self.address = address.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The chooser for one window: its dialogs are parented to it.
    func chooser(forWindow id: UInt) -> any FileChooser { WindowFileChooser(portal: self, parent: "x11:" + String(id, radix: 16)) }

    /// The socket to poll while a dialog is open (-1: none).
    var descriptor: Int32 { dialogs.isEmpty ? -1 : connection?.fileDescriptor ?? -1 }
    var hasOpenDialogs: Bool { !dialogs.isEmpty }

    /// Asks the portal for a dialog; returns how to close it early.
    func choose(_ request: FileDialogRequest, parent: String,
                unavailable: @escaping @MainActor () -> Void) -> @MainActor () -> Void {
        guard let connection = connect() else { unavailable(); return {} }
        let token = "trellis\(getpid())_\(nextToken)"
        nextToken += 1
        let sender = connection.uniqueName.dropFirst().replacingOccurrences(of: ".", with: "_")
        let handle = "\(Self.path)/request/\(sender)/\(token)"
        listen(to: handle, on: connection)
        let dialog = Dialog(request: request, unavailable: unavailable, handle: handle, started: now())
        let message = Self.call(for: request, parent: parent, token: token)
        var serial: UInt32 = 0
        guard dbus_connection_send(connection.raw, message.raw, &serial) != 0 else { unavailable(); return {} }
        dbus_connection_flush(connection.raw)
        dialog.serial = serial
        dialogs.append(dialog)
        return { [weak self, weak dialog] in
            guard let self, let dialog else { return }
            self.close(dialog)
        }
    }

    /// Reads what arrived and delivers answers.
    func readAvailable() {
        guard let connection else { return }
        let alive = connection.service { message in handle(message) }
        if !alive { giveUp() }
    }

    /// Shows the panel for dialogs the portal has not taken in time.
    func expireUnanswered() {
        let late = dialogs.filter { !$0.answered && now() - $0.started > Self.answerWait }
        for dialog in late { fail(dialog) }
    }

    // MARK: Calls

    private static func call(for request: FileDialogRequest, parent: String, token: String) -> DBusMessage {
        let member: String
        switch request.mode {
        case .open: member = "OpenFile"
        case .save: member = "SaveFile"
        }
        return DBusMessage.methodCall(destination: destination, path: path, interface: interface, member: member).write { w in
            w.string(parent)
            w.string(request.title)
            w.container(DBusType.array, "{sv}") { options in
                func option(_ key: String, _ signature: String, _ value: (inout DBusWriter) -> Void) {
                    options.container(DBusType.dictEntry) { entry in
                        entry.string(key)
                        entry.container(DBusType.variant, signature, value)
                    }
                }
                option("handle_token", "s") { $0.string(token) }
                option("modal", "b") { $0.bool(true) }
                switch request.mode {
                case .open(let multiple, let directories):
                    option("multiple", "b") { $0.bool(multiple) }
                    option("directory", "b") { $0.bool(directories) }
                case .save(let name):
                    option("current_name", "s") { $0.string(name) }
                }
                let filters = PortalFileFilters(types: request.contentTypes)
                if !filters.isEmpty {
                    option("filters", "a(sa(us))") { filters.write(to: &$0) }
                }
            }
        }
    }

    private func listen(to handle: String, on connection: DBusConnection) {
        let rule = "type='signal',interface='org.freedesktop.portal.Request',member='Response',path='\(handle)'"
        dbus_bus_add_match(connection.raw, rule, nil)
    }

    private func close(_ dialog: Dialog) {
        guard let index = dialogs.firstIndex(where: { $0 === dialog }) else { return }
        dialogs.remove(at: index)
        guard let connection else { return }
        let message = DBusMessage.methodCall(destination: Self.destination, path: dialog.handle,
                                             interface: "org.freedesktop.portal.Request", member: "Close")
        connection.send(message)
    }

    // MARK: Answers

    private func handle(_ message: DBusMessage) {
        let type = dbus_message_get_type(message.raw)
        let replyTo = dbus_message_get_reply_serial(message.raw)
        if type == DBUS_MESSAGE_TYPE_METHOD_RETURN, let dialog = dialogs.first(where: { $0.serial == replyTo }) {
            dialog.answered = true
            // A portal before version 0.9 chooses its own request path.
            var reader = message.reader
            if let handle = reader.objectPath(), handle != dialog.handle, let connection {
                dialog.handle = handle
                listen(to: handle, on: connection)
            }
        } else if type == DBUS_MESSAGE_TYPE_ERROR, let dialog = dialogs.first(where: { $0.serial == replyTo }) {
            fail(dialog)
        } else if type == DBUS_MESSAGE_TYPE_SIGNAL, message.interface == "org.freedesktop.portal.Request",
                  message.member == "Response", let dialog = dialogs.first(where: { $0.handle == message.path }) {
            var reader = message.reader
            let response = reader.uint32() ?? 2
            var uris: [String] = []
            reader.variantDictionary { key, value in if key == "uris" { uris = value.strings() } }
            dialogs.removeAll { $0 === dialog }
            let urls = uris.compactMap { URL(string: $0) }.filter(\.isFileURL)
            dialog.request.completion(response == 0 && !urls.isEmpty ? urls : nil)
        }
    }

    private func fail(_ dialog: Dialog) {
        dialogs.removeAll { $0 === dialog }
        dialog.unavailable()
    }

    private func giveUp() {
        connection = nil
        let open = dialogs
        dialogs = []
        for dialog in open { dialog.unavailable() }
    }

    private func connect() -> DBusConnection? {
        if let connection, connection.isConnected { return connection }
        guard !triedConnecting || connection != nil, let address else { return nil }
        triedConnecting = true
        connection = DBusConnection.open(address: address, bus: "the session bus")
        return connection
    }

    func now() -> Double { MonotonicClock().now }
}

/// The portal chooser with one window as the dialogs' parent.
@MainActor
private final class WindowFileChooser: FileChooser {
    let portal: PortalFileChooser
    let parent: String
    init(portal: PortalFileChooser, parent: String) {
        self.portal = portal
        self.parent = parent
    }

    func choose(_ request: FileDialogRequest, unavailable: @escaping @MainActor () -> Void) -> (@MainActor () -> Void) {
        portal.choose(request, parent: parent, unavailable: unavailable)
    }
}

/// The portal's `filters` option, `a(sa(us))`: one filter per allowed
/// type, named by its description, matching its MIME type (kind 1) and
/// its extensions' globs (kind 0); folders and the abstract types (`.item`,
/// `.data`) filter nothing and are left out.
struct PortalFileFilters {
    let filters: [(name: String, patterns: [(kind: UInt32, pattern: String)])]

    init(types: [UTType]) {
        filters = types.compactMap { type in
            guard !type.conforms(to: .directory), ![UTType.item, .data, .content].contains(type) else { return nil }
            var patterns: [(UInt32, String)] = (type.tags[.mimeType] ?? []).prefix(1).map { (1, $0) }
            patterns += (type.tags[.filenameExtension] ?? []).map { (0, "*.\($0)") }
            guard !patterns.isEmpty else { return nil }
            return (type.localizedDescription ?? type.identifier, patterns)
        }
    }

    var isEmpty: Bool { filters.isEmpty }

    func write(to writer: inout DBusWriter) {
        writer.container(DBusType.array, "(sa(us))") { array in
            for filter in filters {
                array.container(DBusType.structure) { entry in
                    entry.string(filter.name)
                    entry.container(DBusType.array, "(us)") { patterns in
                        for pattern in filter.patterns {
                            patterns.container(DBusType.structure) { $0.uint32(pattern.kind); $0.string(pattern.pattern) }
                        }
                    }
                }
            }
        }
    }
}
