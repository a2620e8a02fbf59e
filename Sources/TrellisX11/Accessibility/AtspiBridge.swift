#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import TrellisCore

/// One window the bridge publishes: its host's tree, where it is on the
/// screen and its scale (extents are in device pixels).
@MainActor
struct AtspiWindow {
    let host: ViewHost
    let origin: () -> (x: Int, y: Int)
    let scale: Double
}

/// The app on the AT-SPI accessibility bus, spoken directly over libdbus
/// (as Qt does; see the README for why not ATK): it registers with the
/// registry, answers the `Accessible`, `Application`, `Component` and
/// `Action` interfaces for every element of every window, and sends an
/// event for each thing that changed in a tree a client has looked at.
/// It runs on the main thread, inside the X event loop's `poll()`.
@MainActor
final class AtspiBridge {
    let connection: DBusConnection
    private let windows: () -> [AtspiWindow]
    let applicationName: String
    var applicationID: Int32 = 0
    /// The window elements the registry's clients were last told about.
    var publishedWindows: [Int] = []
    /// Actions to run once the reply that promised them has gone out.
    var pendingActions: [@MainActor () -> Void] = []
    /// Window origins asked of the X server once per batch of messages.
    private var origins: [ObjectIdentifier: (x: Int, y: Int)] = [:]
    private(set) var handledMessages = 0

    private init(connection: DBusConnection, name: String, windows: @escaping () -> [AtspiWindow]) {
        self.connection = connection
        applicationName = name
        self.windows = windows
    }

    /// Connects when an accessibility bus is there: the address the
    /// launcher left on the root window (`AT_SPI_BUS`), else the one the
    /// session bus's `org.a11y.Bus` gives. With neither (no session bus,
    /// `NO_AT_BRIDGE=1`) nothing is opened or asked.
    static func connect(display: OpaquePointer, rootWindow: Window, name: String,
                        windows: @escaping () -> [AtspiWindow]) -> AtspiBridge? {
        if ProcessEnvironment.value("NO_AT_BRIDGE") == "1" { return nil }
        guard let address = rootWindowAddress(display: display, root: rootWindow) ?? sessionBusAddress(),
              let connection = DBusConnection.open(address: address) else { return nil }
        let bridge = AtspiBridge(connection: connection, name: name, windows: windows)
        bridge.embed()
        return bridge
    }

    private static func rootWindowAddress(display: OpaquePointer, root: Window) -> String? {
        let property = XInternAtom(display, "AT_SPI_BUS", True)
        guard property != 0 else { return nil }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, root, property, 0, 1024, False, Atom(AnyPropertyType), &type, &format, &count,
                                 &remaining, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8, count > 0 else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    private static func sessionBusAddress() -> String? {
        guard let session = DBusConnection.session() else { return nil }
        let question = DBusMessage.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus",
                                              interface: "org.a11y.Bus", member: "GetAddress")
        guard let answer = session.call(question, timeout: 2000) else { return nil }
        var reader = answer.reader
        return reader.string().flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Asks the registry to list this app among the desktop's (its reply,
    /// the desktop's reference, arrives later and needs no answer).
    private func embed() {
        let message = DBusMessage.methodCall(destination: Atspi.registry, path: Atspi.rootPath,
                                             interface: Atspi.socket, member: "Embed")
            .write { $0.reference(connection.uniqueName, Atspi.rootPath) }
        connection.send(message)
    }

    var fileDescriptor: Int32 { connection.fileDescriptor }

    /// Answers what arrived. False once the bus has gone away: the loop
    /// then drops the bridge and the app goes on without it.
    func service() -> Bool {
        origins.removeAll()
        let alive = connection.service { message in
            guard message.isMethodCall else { return }
            handledMessages += 1
            let reply = answer(message)
            if message.expectsReply { connection.send(reply) }
        }
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action() }
        return alive
    }

    // MARK: Objects

    enum Target {
        case application
        case element(AtspiWindow, AccessibilityElement)
    }

    var currentWindows: [AtspiWindow] { windows() }

    func target(at path: String) -> Target? {
        if path == Atspi.rootPath { return .application }
        guard path.hasPrefix(Atspi.elementPathPrefix),
              let id = Int(path.dropFirst(Atspi.elementPathPrefix.count)) else { return nil }
        for window in windows() {
            if let element = window.host.accessibility.element(id) { return .element(window, element) }
        }
        return nil
    }

    func path(of id: Int) -> String { Atspi.elementPathPrefix + String(id) }

    /// The window's top-left pixel on the screen, asked once per batch.
    func origin(of window: AtspiWindow) -> (x: Int, y: Int) {
        let key = ObjectIdentifier(window.host)
        if let known = origins[key] { return known }
        let origin = window.origin()
        origins[key] = origin
        return origin
    }
}

extension AtspiBridge {
    var hasQueuedMessages: Bool { connection.hasQueuedMessages }
    /// Answers are waiting for room on the socket.
    var hasMessagesToSend: Bool { connection.hasMessagesToSend }
}
