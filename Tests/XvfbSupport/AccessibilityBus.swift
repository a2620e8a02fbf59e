#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A private D-Bus session bus with the AT-SPI accessibility bus and
/// registry on it, as a desktop session has (packages `dbus-daemon` and
/// `at-spi2-core`): an app started with `environment` publishes its
/// accessibility tree there, and `python3-pyatspi` reads it. Each
/// instance is its own: tests run in parallel safely.
///
/// `stop()` (or `deinit`) ends both daemons: the "bus went away" case.
public final class AccessibilityBus: @unchecked Sendable {
    public let sessionAddress: String
    private let daemon: ChildProcess
    private let launcher: ChildProcess
    private let directory: String

    /// Variables for an app or a client on this bus.
    public var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": sessionAddress, "XDG_RUNTIME_DIR": directory, "HOME": directory]
    }

    /// Starts the session bus and `at-spi-bus-launcher`, and waits until
    /// the launcher gives the accessibility bus's address.
    public init(timeout: Double = 10) throws {
        directory = NSTemporaryDirectory() + "trellis-a11y-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let addressFile = directory + "/session-address"
        do {
            daemon = try ChildProcess(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                                      stdout: addressFile, stderr: directory + "/dbus.log")
        } catch {
            throw HarnessError("dbus-daemon could not be started: \(error). Install it with Scripts/install-deps.")
        }
        var address = ""
        try waitUntil("the session bus's address", timeout: timeout) {
            address = ((try? String(contentsOfFile: addressFile, encoding: .utf8)) ?? "")
                .split(separator: "\n").first.map(String.init) ?? ""
            return !address.isEmpty
        }
        sessionAddress = address
        let variables = ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": directory, "HOME": directory]
        launcher = try ChildProcess(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately", "--a11y=1",
                                     "--screen-reader=1"], environment: variables, stderr: directory + "/launcher.log")
        try waitUntil("the accessibility bus", timeout: timeout) {
            try Subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                "org.a11y.Bus.GetAddress"], environment: variables, timeout: 5).stdout.contains("unix:")
        }
    }

    /// Whether the accessibility bus still answers: the launcher gives its
    /// address on the session bus and its daemon answers `GetId` there.
    public var answers: Bool {
        guard let reply = try? Subprocess.run(["dbus-send", "--session", "--print-reply=literal", "--dest=org.a11y.Bus",
                                               "/org/a11y/bus", "org.a11y.Bus.GetAddress"], environment: environment,
                                              timeout: 5),
              reply.succeeded else { return false }
        let address = reply.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let id = try? Subprocess.run(["dbus-send", "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus",
                                      "/org/freedesktop/DBus", "org.freedesktop.DBus.GetId"], timeout: 5)
        return id?.succeeded == true
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Ends the launcher (and with it the accessibility bus and registry)
    /// and the session bus.
    public func stop() {
        _ = launcher.terminate(grace: 2)
        _ = daemon.terminate(grace: 2)
    }
}
