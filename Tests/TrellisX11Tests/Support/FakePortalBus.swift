import Foundation
import XvfbSupport

/// A private session bus (`dbus-daemon` in a temporary folder) with a
/// stand-in XDG desktop portal: a Python script (dbus bindings) that owns
/// `org.freedesktop.portal.Desktop`. The portal tests give the script;
/// this starts both, waits for the portal's name and cleans up.
final class FakePortalBus: @unchecked Sendable {
    let bus: ChildProcess
    private(set) var portal: ChildProcess?
    let address: String
    let directory: String

    /// `name` tells the temporary folders of concurrent tests apart.
    init(name: String) throws {
        directory = NSTemporaryDirectory() + "trellis-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        address = "unix:path=\(directory)/bus"
        bus = try ChildProcess(["dbus-daemon", "--session", "--nofork", "--nopidfile", "--address=\(address)"])
        try waitUntil("the private bus", timeout: 10) { FileManager.default.fileExists(atPath: "\(directory)/bus") }
    }

    /// Runs `script` with `arguments` on the bus and waits until it owns the portal's name.
    func startPortal(script: String, arguments: [String]) throws {
        try script.write(toFile: "\(directory)/portal.py", atomically: true, encoding: .utf8)
        portal = try ChildProcess(["/usr/bin/python3", "\(directory)/portal.py"] + arguments,
                                  environment: ["DBUS_SESSION_BUS_ADDRESS": address], stderr: "\(directory)/portal.err")
        try waitUntil("the portal's name", timeout: 10) {
            let result = try? Subprocess.run(["dbus-send", "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus",
                                              "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner",
                                              "string:org.freedesktop.portal.Desktop"], timeout: 5)
            return result?.stdout.contains("boolean true") == true
        }
    }

    func stop() {
        _ = portal?.terminate(grace: 1)
        _ = bus.terminate(grace: 1)
        try? FileManager.default.removeItem(atPath: directory)
    }
}
