#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// What a finished (or timed-out) command produced.
public struct SubprocessResult: Sendable, CustomStringConvertible {
    /// The argv that was run.
    public let arguments: [String]
    /// Exit code, or 128 + signal number when a signal ended it.
    public let status: Int32
    public let stdout: String
    public let stderr: String
    /// Whether the command ran over its timeout and was killed.
    public let timedOut: Bool
    /// Wall-clock seconds from start to reaping.
    public let duration: Double

    public var succeeded: Bool { status == 0 && !timedOut }

    public var description: String {
        var text = "\(arguments.joined(separator: " ")) → "
        text += timedOut ? "timed out after \(String(format: "%.1f", duration)) s"
            : "status \(status) after \(String(format: "%.1f", duration)) s"
        if !stderr.isEmpty { text += "\nstderr: \(stderr.suffix(1000))" }
        return text
    }
}

/// Runs commands for tests: short ones to completion with a timeout, long
/// ones as a `ChildProcess` the caller controls. Children get an empty
/// signal mask and their own process group (see `ChildProcess`).
public enum Subprocess {
    /// Runs `arguments` to completion and captures its output.
    ///
    /// When it runs over `timeout` seconds its whole process group gets
    /// SIGTERM, then SIGKILL half a second later; the result says `timedOut`.
    /// Output goes through temporary files, so a chatty child cannot block on
    /// a full pipe.
    public static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        timeout: Double = 10,
        stdin: String? = nil
    ) throws -> SubprocessResult {
        let base = NSTemporaryDirectory() + "subprocess-\(getpid())-\(UUID().uuidString.prefix(8))"
        let (outPath, errPath) = (base + ".out", base + ".err")
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        let start = Date()
        let child = try ChildProcess(arguments, environment: environment, stdin: stdin, stdout: outPath, stderr: errPath)
        var timedOut = false
        let status: Int32
        if let finished = child.wait(timeout: timeout) {
            status = finished
        } else {
            timedOut = true
            status = child.terminate(grace: 0.5)
        }
        return SubprocessResult(
            arguments: arguments,
            status: status,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            timedOut: timedOut,
            duration: Date().timeIntervalSince(start)
        )
    }

    /// Like `run`, but throws unless the command exits with status 0 in time;
    /// returns its standard output.
    @discardableResult
    public static func output(
        _ arguments: [String],
        environment: [String: String] = [:],
        timeout: Double = 10
    ) throws -> String {
        let result = try run(arguments, environment: environment, timeout: timeout)
        guard result.succeeded else { throw HarnessError("command failed: \(result)") }
        return result.stdout
    }

    /// Starts a long-running child. Use `terminate()`, `kill()` and
    /// `wait(timeout:)` on the result; it is stopped and reaped on deinit.
    /// `stdout`/`stderr` name files that receive the output (nil: /dev/null).
    public static func spawn(
        _ arguments: [String],
        environment: [String: String] = [:],
        stdout: String? = nil,
        stderr: String? = nil
    ) throws -> ChildProcess {
        try ChildProcess(arguments, environment: environment, stdout: stdout, stderr: stderr)
    }
}
