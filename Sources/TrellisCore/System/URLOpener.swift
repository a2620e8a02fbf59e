#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// How the system opens a URL: by default `xdg-open <url>`, the desktop's
/// own choice of browser, mail client or file manager.
///
/// The URL is one argv entry given straight to `posix_spawnp`, never a
/// shell command line, so nothing in it (`;`, `$(…)`, spaces, quotes) is
/// interpreted. A URL without a scheme is refused: `--help` or `-x` would
/// reach xdg-open as an option.
package struct URLOpener: Sendable {
    /// Starts opening `url` and calls `completion` once with whether the
    /// opener accepted it.
    package let launch: @Sendable (URL, @escaping @Sendable (Bool) -> Void) -> Void

    package init(launch: @escaping @Sendable (URL, @escaping @Sendable (Bool) -> Void) -> Void) {
        self.launch = launch
    }

    /// `xdg-open`, found on `PATH`.
    package static let xdgOpen = command(["xdg-open"])

    /// Runs `arguments + [url]` on a background thread (the opener may
    /// take seconds: xdg-open waits for some browsers) and reports whether
    /// it exited with status 0. A refusal or a failure to start is one
    /// line on stderr, printed from the main thread.
    package static func command(_ arguments: [String]) -> URLOpener {
        URLOpener { url, completion in
            Thread.detachNewThread {
                do {
                    completion(try run(arguments, url: url))
                } catch {
                    let line = "\(error)"
                    DispatchQueue.main.async { Diagnostics.report(line) }
                    completion(false)
                }
            }
        }
    }

    /// Whether `url` may be handed to an opener: it has a scheme, and it
    /// cannot be read as an option (`--help`, `-x`).
    package static func canOpen(_ url: URL) -> Bool {
        url.scheme?.isEmpty == false && !url.absoluteString.hasPrefix("-")
    }

    /// Spawns the command and waits for it; whether it exited with 0.
    package static func run(_ arguments: [String], url: URL) throws(URLOpenerError) -> Bool {
        let text = url.absoluteString
        guard canOpen(url) else { throw .noScheme(text) }
        return try spawn(arguments + [text])
    }

    /// Spawns `arguments` (the program first, found on `PATH`) and waits
    /// for it; whether it exited with 0.
    package static func spawn(_ arguments: [String]) throws(URLOpenerError) -> Bool {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Dispatch threads block signals and a child inherits that mask:
        // start the opener with none blocked, as from a shell.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid = pid_t()
        let status = posix_spawnp(&pid, argv[0]!, nil, &attributes, argv, environ)
        guard status == 0 else {
            throw .cannotStart(arguments.first ?? "", String(cString: strerror(status)))
        }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros Swift does not import.
        return exit & 0x7f == 0 && (exit >> 8) & 0xff == 0
    }
}

package enum URLOpenerError: Error, Equatable, CustomStringConvertible {
    /// A URL with no scheme: it could read as an option (`--help`).
    case noScheme(String)
    /// The opener (normally xdg-open) could not be started.
    case cannotStart(String, String)

    package var description: String {
        switch self {
        case .noScheme(let text): "openURL: not opening \"\(text)\": a URL to open needs a scheme (https:, file:, mailto: …)"
        case .cannotStart(let program, let reason): "openURL: cannot start \(program): \(reason)"
        }
    }
}
