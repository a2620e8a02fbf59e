#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import CX11
import Foundation
import TrellisCore

/// What lets the desktop tell this app's windows from every other app's:
/// `WM_CLASS` (docks group windows by it and match it against a
/// `.desktop` file's `StartupWMClass`), `WM_CLIENT_MACHINE` and
/// `_NET_WM_PID` (so a window manager can kill a hung client on the right
/// host).
package struct X11WindowIdentity: Equatable, Sendable {
    /// WM_CLASS's instance part: ICCCM's order is the `RESOURCE_NAME`
    /// environment variable, else the program's file name.
    package var resourceName: String
    /// WM_CLASS's class part: the program's file name with its first letter
    /// capitalised, as GTK and Qt derive it (`gallery` → `Gallery`).
    package var resourceClass: String

    package init(resourceName: String, resourceClass: String) {
        self.resourceName = resourceName
        self.resourceClass = resourceClass
    }

    /// The identity for a program started as `arguments[0]` with
    /// `environment`.
    package static func derive(arguments: [String], environment: [String: String]) -> X11WindowIdentity {
        let program = arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
        let base = program.isEmpty ? "trellis" : program
        let name = environment["RESOURCE_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? base
        return X11WindowIdentity(resourceName: name, resourceClass: base.prefix(1).uppercased() + base.dropFirst())
    }

    /// This process's identity, worked out once.
    package static let current = derive(arguments: CommandLine.arguments,
                                        environment: ProcessEnvironment.atStart)

    /// Sets WM_CLASS, WM_CLIENT_MACHINE and _NET_WM_PID on `window`.
    @MainActor
    package func apply(to window: Window, connection: X11Connection) {
        let display = connection.display
        var classHint = XClassHint()
        let name = strdup(resourceName), className = strdup(resourceClass)
        defer { free(name); free(className) }
        classHint.res_name = name
        classHint.res_class = className
        XSetClassHint(display, window, &classHint)

        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let bytes = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            XChangeProperty(display, window, Atom(XA_WM_CLIENT_MACHINE), Atom(XA_STRING), 8, PropModeReplace,
                            bytes, Int32(bytes.count))
        }
        connection.setProperty32(connection.atoms.netWmPid, of: window, type: Atom(XA_CARDINAL), [Int(getpid())])
    }
}
