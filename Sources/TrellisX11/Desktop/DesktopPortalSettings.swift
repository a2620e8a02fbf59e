#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CDBus
import TrellisCore
import Foundation

/// The XDG desktop portal's `org.freedesktop.appearance` `color-scheme`
/// (0 no preference, 1 dark, 2 light), read over the session D-Bus and
/// followed through the portal's `SettingChanged` signal.
///
/// Costs nothing without a bus: no `DBUS_SESSION_BUS_ADDRESS`, no
/// connection (libdbus would otherwise try to autolaunch a bus through X11).
/// With a bus but no portal, the bus answers at once that the name is
/// unknown and the connection is closed. The first answer is awaited at
/// most `startupWait` so the first frame already has the right colours;
/// later ones arrive on the connection's descriptor, which the loop polls.
@MainActor
final class DesktopPortalSettings {
    enum Preference: UInt32, Sendable { case none = 0, dark = 1, light = 2 }

    private var connection: OpaquePointer?
    /// The serial of the outstanding Read call, if any.
    private var pendingSerial: UInt32?
    /// Whether the outstanding call is the older `Read` (after `ReadOne` was refused).
    private var pendingIsFallback = false
    private(set) var colorScheme: Preference?
    /// How long the window waits for the portal before its first frame.
    static let startupWait = 0.25

    private static let destination = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"
    private static let namespace = "org.freedesktop.appearance"
    private static let key = "color-scheme"

    /// Connects to the session bus named in `environment`, if any, and asks
    /// the portal; nil when there is no bus to ask.
    convenience init?() {
        // getenv, not ProcessInfo's whole environment as a dictionary,
        // which cost a tenth of a millisecond before the first frame.
        self.init(environment: ProcessEnvironment.value("DBUS_SESSION_BUS_ADDRESS").map { ["DBUS_SESSION_BUS_ADDRESS": $0] } ?? [:])
    }

    init?(environment: [String: String]) {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty,
              trellis_dbus_load() != 0 else { return nil }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else { return nil }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            return nil
        }
        self.connection = connection
        let rule = "type='signal',interface='\(Self.interface)',member='SettingChanged',path='\(Self.path)',arg0='\(Self.namespace)'"
        dbus_bus_add_match(connection, rule, nil)  // no reply awaited: errors are ignored
        send(method: "ReadOne")
        let deadline = Date().addingTimeInterval(Self.startupWait)
        while pendingSerial != nil, let live = self.connection {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            guard dbus_connection_read_write(live, Int32(max(1, remaining * 1000))) != 0 else { close(); break }
            _ = drainMessages()
        }
    }

    /// The descriptor to poll while the portal is being listened to.
    var descriptor: Int32? {
        guard let connection else { return nil }
        var fd: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &fd) != 0 ? fd : nil
    }

    /// Reads what arrived; true when the colour scheme changed.
    func readAvailable() -> Bool {
        guard let connection else { return false }
        guard dbus_connection_read_write(connection, 0) != 0 else { close(); return false }
        return drainMessages()
    }

    private func send(method: String) {
        guard let connection,
              let message = dbus_message_new_method_call(Self.destination, Self.path, Self.interface, method) else { return }
        defer { dbus_message_unref(message) }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for argument in [Self.namespace, Self.key] {
            argument.withCString { text in
                var pointer: UnsafePointer<CChar>? = text
                _ = dbus_message_iter_append_basic(&iterator, Int32(UInt8(ascii: "s")), &pointer)
            }
        }
        var serial: UInt32 = 0
        guard dbus_connection_send(connection, message, &serial) != 0 else { return }
        dbus_connection_flush(connection)
        pendingSerial = serial
        pendingIsFallback = method == "Read"
    }

    /// Handles every queued message; true when the colour scheme changed.
    private func drainMessages() -> Bool {
        var changed = false
        while let connection, let message = dbus_connection_pop_message(connection) {
            defer { dbus_message_unref(message) }
            switch dbus_message_get_type(message) {
            case DBUS_MESSAGE_TYPE_METHOD_RETURN where dbus_message_get_reply_serial(message) == pendingSerial:
                pendingSerial = nil
                changed = update(Self.preference(in: message)) || changed
            case DBUS_MESSAGE_TYPE_ERROR where dbus_message_get_reply_serial(message) == pendingSerial:
                pendingSerial = nil
                let name = dbus_message_get_error_name(message).map { String(cString: $0) } ?? ""
                if name == "org.freedesktop.DBus.Error.UnknownMethod", !pendingIsFallback {
                    send(method: "Read")  // a portal older than ReadOne (version 2)
                } else {
                    close()  // no portal, or it has no appearance settings
                }
            case DBUS_MESSAGE_TYPE_SIGNAL where dbus_message_is_signal(message, Self.interface, "SettingChanged") != 0:
                changed = update(Self.changedPreference(in: message)) || changed
            case DBUS_MESSAGE_TYPE_SIGNAL where dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0:
                close()
            default:
                break
            }
        }
        return changed
    }

    private func update(_ preference: Preference?) -> Bool {
        guard let preference, preference != colorScheme else { return false }
        colorScheme = preference
        return true
    }

    /// The reply's value: a variant holding a uint32 (`ReadOne`), or a
    /// variant holding that variant (`Read`).
    private static func preference(in message: OpaquePointer) -> Preference? {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return nil }
        return preference(at: &iterator)
    }

    /// `SettingChanged(namespace, key, value)` for our key.
    private static func changedPreference(in message: OpaquePointer) -> Preference? {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0,
              string(at: &iterator) == namespace, dbus_message_iter_next(&iterator) != 0,
              string(at: &iterator) == key, dbus_message_iter_next(&iterator) != 0 else { return nil }
        return preference(at: &iterator)
    }

    private static func string(at iterator: inout DBusMessageIter) -> String? {
        guard dbus_message_iter_get_arg_type(&iterator) == Int32(UInt8(ascii: "s")) else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &pointer)
        return pointer.map { String(cString: $0) }
    }

    private static func preference(at iterator: inout DBusMessageIter) -> Preference? {
        var current = iterator
        for _ in 0..<3 {
            switch dbus_message_iter_get_arg_type(&current) {
            case Int32(UInt8(ascii: "v")):
                var inner = DBusMessageIter()
                dbus_message_iter_recurse(&current, &inner)
                current = inner
            case Int32(UInt8(ascii: "u")):
                var value: UInt32 = 0
                dbus_message_iter_get_basic(&current, &value)
                return Preference(rawValue: value) ?? Preference.none
            default:
                return nil
            }
        }
        return nil
    }

    func close() {
        guard let connection else { return }
        self.connection = nil
        pendingSerial = nil
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    isolated deinit { close() }
}
