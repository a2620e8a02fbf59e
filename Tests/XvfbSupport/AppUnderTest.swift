import Foundation

/// A Trellis executable running on a test display, writing inspection
/// snapshots to a private temporary file (`TRELLIS_INSPECT`).
///
/// It holds its `XvfbServer` (and optional `WindowManager`) so the display
/// outlives the app. `deinit` terminates the app and removes its files.
public final class AppUnderTest: @unchecked Sendable {
    public let process: ChildProcess
    public let server: XvfbServer
    public let windowManager: WindowManager?
    /// The file the app writes its inspection snapshots to.
    public let inspectionPath: String
    /// Files receiving the app's standard output and error.
    public let stdoutPath: String
    public let stderrPath: String
    /// Private directory holding those files, removed on deinit.
    public let directory: String

    public var pid: pid_t { process.pid }
    public var display: String { server.display }

    /// Starts `executable` with `arguments` on `server`'s display.
    /// `environment` adds variables (DISPLAY and TRELLIS_INSPECT are set here).
    public init(
        executable: String,
        arguments: [String] = [],
        server: XvfbServer,
        windowManager: WindowManager? = nil,
        environment: [String: String] = [:]
    ) throws {
        self.server = server
        self.windowManager = windowManager
        directory = NSTemporaryDirectory() + "trellis-app-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        inspectionPath = directory + "/inspect.json"
        stdoutPath = directory + "/stdout.txt"
        stderrPath = directory + "/stderr.txt"
        var variables = environment
        variables["DISPLAY"] = server.display
        variables["TRELLIS_INSPECT"] = inspectionPath
        do {
            process = try ChildProcess([executable] + arguments, environment: variables, stdout: stdoutPath, stderr: stderrPath)
        } catch {
            try? FileManager.default.removeItem(atPath: directory)
            throw error
        }
    }

    /// Starts the SwiftPM product `product` (found by `BuiltProducts`).
    public convenience init(
        product: String,
        arguments: [String] = [],
        server: XvfbServer,
        windowManager: WindowManager? = nil,
        environment: [String: String] = [:]
    ) throws {
        try self.init(executable: BuiltProducts.executable(product), arguments: arguments,
                      server: server, windowManager: windowManager, environment: environment)
    }

    deinit {
        process.terminate(grace: 2)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// What the app has written to standard error so far.
    public var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }
    /// What the app has written to standard output so far.
    public var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }

    public var isRunning: Bool { process.isRunning }

    /// SIGTERM, SIGKILL after `grace` seconds; returns the exit status.
    @discardableResult
    public func terminate(grace: Double = 2) -> Int32 { process.terminate(grace: grace) }

    /// The exit status if the app exits within `timeout` seconds, else nil.
    public func waitForExit(timeout: Double) -> Int32? { process.wait(timeout: timeout) }

    /// The latest snapshot, or nil when none was written yet.
    public func latestInspection() throws -> Inspection? { try Inspection.read(path: inspectionPath) }

    /// Waits for a snapshot satisfying `until`. On timeout the error also
    /// says whether the app is still running and ends with its stderr.
    @discardableResult
    public func waitForInspection(timeout: Double = 10, until condition: (Inspection) -> Bool = { _ in true }) throws -> Inspection {
        do {
            return try XvfbSupport.waitForInspection(path: inspectionPath, timeout: timeout, until: condition)
        } catch {
            let state = process.isRunning ? "the app is running" : "the app exited with status \(process.exitStatus ?? -1)"
            throw HarnessError("\(error); \(state); stderr:\n\(stderr.suffix(2000))")
        }
    }

    /// The app's main window (by `_NET_WM_PID`), waiting for it to be mapped.
    public func window(timeout: Double = 10) throws -> XWindowID {
        try XDoTool(display: display).window(pid: pid, timeout: timeout)
    }
}
