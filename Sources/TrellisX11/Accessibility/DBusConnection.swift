#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CDBus
import TrellisCore

/// One private connection to a D-Bus bus, read and written without
/// blocking from the X event loop's `poll()`: the loop watches its
/// socket, and `service` reads what arrived and hands over each message.
/// Nothing here blocks except opening (a local socket) and the one
/// question asked before opening, `call(…timeout:)`.
final class DBusConnection {
    let raw: OpaquePointer
    let uniqueName: String

    private init(raw: OpaquePointer, uniqueName: String) {
        self.raw = raw
        self.uniqueName = uniqueName
    }

    /// Connects to the bus at `address` and says hello; nil (with the
    /// reason on standard error) if it cannot.
    static func open(address: String, bus: String = "the accessibility bus") -> DBusConnection? {
        guard trellis_dbus_load() != 0 else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let raw = dbus_connection_open_private(address, &error) else {
            report("cannot connect to \(bus) (\(address))", error)
            return nil
        }
        // A bus that goes away must not end the app (libdbus's default for
        // shared connections is to exit).
        dbus_connection_set_exit_on_disconnect(raw, 0)
        guard dbus_bus_register(raw, &error) != 0, let name = dbus_bus_get_unique_name(raw) else {
            report("\(bus) refused the connection", error)
            dbus_connection_close(raw)
            dbus_connection_unref(raw)
            return nil
        }
        return DBusConnection(raw: raw, uniqueName: String(cString: name))
    }

    /// The session bus, if the environment names one.
    static func session() -> DBusConnection? {
        guard let address = ProcessEnvironment.value("DBUS_SESSION_BUS_ADDRESS"), !address.isEmpty else {
            return nil
        }
        return open(address: address, bus: "the session bus")
    }

    deinit {
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    var isConnected: Bool { dbus_connection_get_is_connected(raw) != 0 }

    /// The socket to poll, -1 if there is none.
    var fileDescriptor: Int32 {
        var descriptor: Int32 = -1
        guard dbus_connection_get_unix_fd(raw, &descriptor) != 0 else { return -1 }
        return descriptor
    }

    /// Reads what the socket holds and writes what is queued, without
    /// waiting; then gives each complete message to `handle`. Returns
    /// false once the bus has gone away.
    func service(_ handle: (DBusMessage) -> Void) -> Bool {
        guard dbus_connection_read_write(raw, 0) != 0 else { return false }
        while let message = dbus_connection_pop_message(raw) {
            handle(DBusMessage(taking: message))
        }
        return isConnected
    }

    /// Queues a message; it is written at once if the socket takes it, else
    /// by the next `service`.
    func send(_ message: DBusMessage) {
        dbus_connection_send(raw, message.raw, nil)
        _ = dbus_connection_read_write(raw, 0)
    }

    /// Asks a question and waits up to `timeout` milliseconds for the
    /// answer (used once, before the accessibility bus is known).
    func call(_ message: DBusMessage, timeout: Int32) -> DBusMessage? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, timeout, &error) else { return nil }
        return DBusMessage(taking: reply)
    }

    private static func report(_ what: String, _ error: DBusError) {
        let detail = error.message.map { String(cString: $0) } ?? "no reason given"
        writeStandardError("trellis: \(what): \(detail)")
    }
}

/// A D-Bus message, released when the last reference goes.
final class DBusMessage {
    let raw: OpaquePointer

    init(taking raw: OpaquePointer) { self.raw = raw }
    deinit { dbus_message_unref(raw) }

    static func methodCall(destination: String, path: String, interface: String, member: String) -> DBusMessage {
        DBusMessage(taking: dbus_message_new_method_call(destination, path, interface, member))
    }

    static func signal(path: String, interface: String, member: String) -> DBusMessage {
        DBusMessage(taking: dbus_message_new_signal(path, interface, member))
    }

    func methodReturn() -> DBusMessage { DBusMessage(taking: dbus_message_new_method_return(raw)) }

    func error(name: String, text: String) -> DBusMessage { DBusMessage(taking: dbus_message_new_error(raw, name, text)) }

    var isMethodCall: Bool { dbus_message_get_type(raw) == DBUS_MESSAGE_TYPE_METHOD_CALL }
    var expectsReply: Bool { dbus_message_get_no_reply(raw) == 0 }
    var path: String? { dbus_message_get_path(raw).map { String(cString: $0) } }
    var interface: String? { dbus_message_get_interface(raw).map { String(cString: $0) } }
    var member: String? { dbus_message_get_member(raw).map { String(cString: $0) } }
    var signature: String { dbus_message_get_signature(raw).map { String(cString: $0) } ?? "" }

    var reader: DBusReader { DBusReader(self) }
    func write(_ body: (inout DBusWriter) -> Void) -> DBusMessage {
        var writer = DBusWriter(self)
        body(&writer)
        return self
    }
}

/// D-Bus type codes (libdbus defines them as macros Swift does not import).
enum DBusType {
    static let string = Int32(UInt8(ascii: "s"))
    static let objectPath = Int32(UInt8(ascii: "o"))
    static let int32 = Int32(UInt8(ascii: "i"))
    static let uint32 = Int32(UInt8(ascii: "u"))
    static let int16 = Int32(UInt8(ascii: "n"))
    static let boolean = Int32(UInt8(ascii: "b"))
    static let double = Int32(UInt8(ascii: "d"))
    static let array = Int32(UInt8(ascii: "a"))
    static let variant = Int32(UInt8(ascii: "v"))
    static let structure = Int32(UInt8(ascii: "r"))
    static let dictEntry = Int32(UInt8(ascii: "e"))
}

extension DBusConnection {
    /// Messages already read from the socket and not yet handled: the
    /// loop must not sleep on the socket while these wait.
    var hasQueuedMessages: Bool { dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS }
    /// Messages libdbus could not write yet (the socket was full): the
    /// loop must wake when it is writable again, or they wait for the
    /// next message to arrive (a client that sent its last question waits
    /// for answers that are never flushed).
    var hasMessagesToSend: Bool { dbus_connection_has_messages_to_send(raw) != 0 }
}
