#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Errors raised while starting or talking to helper processes.
public struct HarnessError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A child process started with `posix_spawn`, in its own process group,
/// with an empty signal mask and default dispositions for the usual
/// termination signals.
///
/// Why not Foundation's `Process`: test threads block signals, a child started
/// by `Process` inherited that mask, ignored SIGTERM, and the test hung.
///
/// The child is always reaped: `terminate()` sends SIGTERM to the group,
/// waits a grace period, then SIGKILL, then `waitpid`. `deinit` does the same,
/// and children still alive at normal process exit are killed by an
/// `atexit` sweep, so neither zombies nor orphans are left behind.
public final class ChildProcess: @unchecked Sendable {
    /// The child's pid (also its process group id).
    public let pid: pid_t
    /// The argv it was started with, for messages.
    public let arguments: [String]

    private let lock = NSLock()
    private var reapedStatus: Int32?

    /// Starts `arguments[0]` (looked up in PATH) with `arguments`.
    ///
    /// - Parameters:
    ///   - environment: variables added to (or replacing those in) this process's environment.
    ///   - stdin: a file to read as standard input; `/dev/null` when nil.
    ///   - stdout: a file that receives standard output (created/truncated); `/dev/null` when nil.
    ///   - stderr: a file that receives standard error (created/truncated); `/dev/null` when nil.
    ///   - inheritedDescriptors: parent descriptors to hand to the child, keyed by
    ///     the child's descriptor number (3, 4, …). Every other descriptor is closed.
    public init(
        _ arguments: [String],
        environment: [String: String] = [:],
        stdin: String? = nil,
        stdout: String? = nil,
        stderr: String? = nil,
        inheritedDescriptors: [Int32: Int32] = [:]
    ) throws {
        precondition(!arguments.isEmpty, "ChildProcess needs a program")
        self.arguments = arguments

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // Standard streams.
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // Extra descriptors. dup2 onto the same number would keep CLOEXEC, so
        // first move any source that already sits on a target number.
        var temporaries: [Int32] = []
        defer { temporaries.forEach { _ = close($0) } }
        let highest = (inheritedDescriptors.keys.max() ?? 2)
        for (target, source) in inheritedDescriptors.sorted(by: { $0.key < $1.key }) {
            precondition(target > 2, "use stdin/stdout/stderr for descriptors 0–2")
            var from = source
            if source <= highest {
                from = fcntl(source, F_DUPFD_CLOEXEC, highest + 1)
                guard from >= 0 else { throw HarnessError("fcntl(F_DUPFD) failed: \(String(cString: strerror(errno)))") }
                temporaries.append(from)
            }
            posix_spawn_file_actions_adddup2(&actions, from, target)
        }
        Self.closeDescriptors(from: highest + 1, in: &actions)

        // Empty signal mask, default dispositions, own process group.
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        var child: pid_t = 0
        let result = posix_spawnp(&child, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw HarnessError("cannot start \(arguments[0]): \(String(cString: strerror(result)))"
                + (result == ENOENT ? " (is it installed? run Scripts/install-deps)" : ""))
        }
        pid = child
        ChildRegistry.shared.add(child)
    }

    deinit {
        terminate(grace: 1)
    }

    /// The exit status once the child has been reaped: its exit code, or
    /// 128 + the signal number when a signal ended it (as a shell reports it).
    public var exitStatus: Int32? {
        lock.lock(); defer { lock.unlock() }
        return reapedStatus
    }

    /// Whether the child has not been reaped yet (reaps it if it has exited).
    public var isRunning: Bool { poll() == nil }

    /// Sends `signal` to the child's process group (no-op once reaped).
    public func send(_ signal: Int32) {
        lock.lock(); defer { lock.unlock() }
        guard reapedStatus == nil else { return }
        // The group includes grandchildren (e.g. a program run by `timeout`).
        if Glibc.kill(-pid, signal) != 0 { _ = Glibc.kill(pid, signal) }
    }

    /// SIGKILL to the process group.
    public func kill() { send(SIGKILL) }

    /// Waits up to `timeout` seconds for the child to exit; returns its status
    /// (see `exitStatus`) or nil if it is still running.
    @discardableResult
    public func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var delay: useconds_t = 1_000
        while true {
            if let status = poll() { return status }
            if Date() >= deadline { return nil }
            usleep(delay)
            delay = min(delay * 2, 20_000)
        }
    }

    /// SIGTERM, then SIGKILL after `grace` seconds; always reaps the child.
    /// Returns the exit status.
    @discardableResult
    public func terminate(grace: Double = 2) -> Int32 {
        if let status = poll() { return status }
        send(SIGTERM)
        if let status = wait(timeout: grace) { return status }
        send(SIGKILL)
        // SIGKILL cannot be ignored; the wait only covers uninterruptible sleep.
        if let status = wait(timeout: 5) { return status }
        return 128 + SIGKILL
    }

    /// Closes every descriptor >= `first` in the child, so it inherits none of
    /// the test process's pipes or sockets (which would keep EOFs from arriving).
    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34) is not imported
    /// into Swift, so look it up at run time; otherwise close what is open now.
    private static func closeDescriptors(from first: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, first) == 0 { return }
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap({ Int32($0) }) where fd >= first {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }

    /// Non-blocking `waitpid`; records and returns the status once exited.
    private func poll() -> Int32? {
        lock.lock(); defer { lock.unlock() }
        if let status = reapedStatus { return status }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid {
            let signal = raw & 0x7f
            reapedStatus = signal == 0 ? (raw >> 8) & 0xff : 128 + signal
        } else if result < 0 && errno == ECHILD {
            // Reaped elsewhere, when and by whom unknown: its number may
            // already be another process's (the CI machine's pid_max is
            // 32768 and wraps), so its group is not signalled.
            reapedStatus = -1
            ChildRegistry.shared.remove(pid)
            return reapedStatus
        } else {
            return nil
        }
        // The leader is gone; make sure nothing it started outlives it.
        _ = Glibc.kill(-pid, SIGKILL)
        ChildRegistry.shared.remove(pid)
        return reapedStatus
    }
}

/// Process groups of live children, killed by an `atexit` handler so a test
/// process that exits normally never leaves a server behind.
final class ChildRegistry: @unchecked Sendable {
    static let shared = ChildRegistry()
    private let lock = NSLock()
    private var groups: Set<pid_t> = []

    /// The test process: a copy of it made by `fork` (a library's helper
    /// that exits through `exit`) runs the same `atexit` handlers, and must
    /// not kill the test process's children from under it.
    private let owner = getpid()

    private init() {
        atexit {
            let registry = ChildRegistry.shared
            guard getpid() == registry.owner else { return }
            for group in registry.snapshot() { _ = kill(-group, SIGKILL) }
        }
    }

    func add(_ pid: pid_t) { lock.lock(); groups.insert(pid); lock.unlock() }
    func remove(_ pid: pid_t) { lock.lock(); groups.remove(pid); lock.unlock() }
    func snapshot() -> Set<pid_t> { lock.lock(); defer { lock.unlock() }; return groups }
}
