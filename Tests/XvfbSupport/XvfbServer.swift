#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A private X server (`Xvfb`) for one test or suite.
///
/// It always starts a new server on a free display chosen by Xvfb itself
/// (`-displayfd`), so tests never draw on a developer's desktop and parallel
/// suites never collide. Keep the object alive for as long as the display is
/// used (`withExtendedLifetime`); `stop()` or `deinit` shut the server down.
public final class XvfbServer: @unchecked Sendable {
    /// The display name, e.g. ":7". Pass it as `DISPLAY` to clients.
    public let display: String
    /// The screen size in pixels.
    public let width: Int
    public let height: Int
    /// The server process.
    public let process: ChildProcess
    /// Xvfb's standard error, for diagnostics.
    public let logPath: String
    /// The server a nested one (Xephyr) shows its screen in; kept alive with it.
    public let host: XvfbServer?

    /// Starts `Xvfb -displayfd FD -noreset -screen 0 WxHx24 -nolisten tcp`
    /// and waits (at most `timeout` seconds) until it reports its display
    /// number. `-noreset`: by default the server resets whenever its last
    /// client disconnects, which undid `xsetroot` and made a client
    /// connecting at that moment (openbox) fail to open the display.
    ///
    /// `TRELLIS_XVFB_DISPLAY=:151` starts it on that display instead of the
    /// first free one, for machines that hand each user a display number;
    /// then run one X11 suite at a time (`--filter`), as two servers cannot share it.
    public convenience init(width: Int = 1280, height: Int = 800, timeout: Double = 10) throws {
        let fixed = ProcessInfo.processInfo.environment["TRELLIS_XVFB_DISPLAY"].map { [$0] } ?? []
        try self.init(["Xvfb"] + fixed + ["-displayfd", "3", "-noreset", "-screen", "0", "\(width)x\(height)x24",
                                          "-nolisten", "tcp"],
                      width: width, height: height, timeout: timeout)
    }

    /// A server whose screen can change size, as a desktop's does when a
    /// monitor is plugged in: Xephyr (package xserver-xephyr) shown in a
    /// private Xvfb, started at `width` × `height` and resizable with
    /// `xrandr -s WxH` up to the host's 1920 × 1200.
    public static func resizable(width: Int, height: Int, timeout: Double = 10) throws -> XvfbServer {
        let host = try XvfbServer(width: 1920, height: 1200, timeout: timeout)
        return try XvfbServer(["Xephyr", "-displayfd", "3", "-noreset", "-screen", "\(width)x\(height)", "-resizeable",
                               "-nolisten", "tcp"],
                              width: width, height: height, timeout: timeout, host: host)
    }

    /// Starts `arguments` (an X server writing its display number to
    /// descriptor 3) and waits for the number.
    public init(_ arguments: [String], width: Int, height: Int, timeout: Double = 10, host: XvfbServer? = nil) throws {
        self.width = width
        self.height = height
        self.host = host
        logPath = NSTemporaryDirectory() + "xvfb-\(getpid())-\(UUID().uuidString.prefix(8)).log"

        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw HarnessError("pipe failed: \(String(cString: strerror(errno)))")
        }
        let (readEnd, writeEnd) = (fds[0], fds[1])
        // Other children must not inherit the write end, or EOF never comes.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { close(readEnd) }

        let childFD: Int32 = 3
        do {
            process = try ChildProcess(arguments, environment: host?.environment ?? [:], stderr: logPath,
                                       inheritedDescriptors: [childFD: writeEnd])
        } catch {
            close(writeEnd)
            throw HarnessError("\(arguments[0]) could not be started: \(error). Install it with Scripts/install-deps.")
        }
        close(writeEnd)

        do {
            let number = try Self.readDisplayNumber(from: readEnd, timeout: timeout, process: process)
            display = ":\(number)"
        } catch {
            process.terminate(grace: 1)
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            throw HarnessError("\(error)\nXvfb log:\n\(log.suffix(2000))")
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: logPath)
    }

    /// Stops the server: SIGTERM, SIGKILL after a grace period, then reaps it.
    /// Safe to call more than once.
    public func stop() {
        process.terminate(grace: 2)
        host?.stop()
    }

    /// Whether the server process is still running.
    public var isRunning: Bool { process.isRunning }

    /// The environment a client needs to use this server.
    public var environment: [String: String] { ["DISPLAY": display] }

    /// Reads "N\n" from the -displayfd pipe, polling so it never blocks forever.
    private static func readDisplayNumber(from fd: Int32, timeout: Double, process: ChildProcess) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        var buffer = [UInt8](repeating: 0, count: 64)
        while !text.contains("\n") {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                throw HarnessError("Xvfb did not report a display within \(timeout) s")
            }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&pfd, 1, Int32(min(remaining, 0.1) * 1000) + 1)
            if ready < 0 && errno != EINTR {
                throw HarnessError("poll failed: \(String(cString: strerror(errno)))")
            }
            guard ready > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                let status = process.wait(timeout: 1).map { "exit status \($0)" } ?? "still running"
                throw HarnessError("Xvfb closed the display pipe without reporting a display (\(status))")
            }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        guard let number = Int(line.trimmingCharacters(in: .whitespaces)) else {
            throw HarnessError("Xvfb reported an unreadable display number: \(text.debugDescription)")
        }
        return number
    }
}
