import Foundation

/// openbox running on a test display, with a throwaway home and config
/// directories so a developer's own settings never change what tests see
/// (openbox then reads the system default `/etc/xdg/openbox/rc.xml`:
/// Alt+F4 closes, the title bar has a close button, frame extents 1,1,20,5).
///
/// Readiness: openbox advertises `_NET_SUPPORTING_WM_CHECK` before it has
/// finished starting, and a window mapped in that gap was sometimes never
/// managed (about 1 in 15 starts here: it stayed unmapped at the root). So
/// after the property appears, `init` maps an iconic probe window (`xlogo`)
/// and waits until openbox manages it (sets WM_STATE), retrying with a new
/// probe if that request was lost too.
public final class WindowManager: @unchecked Sendable {
    public let display: String
    public let process: ChildProcess
    /// Temporary HOME/XDG directory, removed on deinit.
    public let homePath: String
    /// openbox's standard error.
    public let logPath: String

    /// Starts `openbox --sm-disable` on `display` and waits until it manages
    /// the screen (the root window has `_NET_SUPPORTING_WM_CHECK`).
    public init(display: String, timeout: Double = 10) throws {
        self.display = display
        homePath = NSTemporaryDirectory() + "openbox-home-\(getpid())-\(UUID().uuidString.prefix(8))"
        logPath = homePath + "/openbox.log"
        let fileManager = FileManager.default
        for sub in ["config", "cache", "data"] {
            try fileManager.createDirectory(atPath: homePath + "/" + sub, withIntermediateDirectories: true)
        }
        let environment = [
            "DISPLAY": display,
            "HOME": homePath,
            "XDG_CONFIG_HOME": homePath + "/config",
            "XDG_CACHE_HOME": homePath + "/cache",
            "XDG_DATA_HOME": homePath + "/data",
        ]
        do {
            process = try ChildProcess(["openbox", "--sm-disable"], environment: environment, stderr: logPath)
        } catch {
            try? fileManager.removeItem(atPath: homePath)
            throw HarnessError("openbox could not be started: \(error). Install it with Scripts/install-deps.")
        }

        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if Self.isManaged(display: display) { break }
            if !process.isRunning || Date() >= deadline {
                let why = process.isRunning ? "did not start managing within \(timeout) s" : "exited with status \(process.exitStatus ?? -1)"
                let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
                process.terminate(grace: 1)
                try? fileManager.removeItem(atPath: homePath)
                throw HarnessError("openbox on \(display) \(why)\nopenbox log:\n\(log.suffix(2000))")
            }
            usleep(20_000)
        }
        do {
            try Self.waitUntilManagingNewWindows(display: display, deadline: deadline)
        } catch {
            process.terminate(grace: 1)
            try? fileManager.removeItem(atPath: homePath)
            throw error
        }
    }

    /// Maps probe windows until the window manager manages one (see above).
    private static func waitUntilManagingNewWindows(display: String, deadline: Date) throws {
        let environment = ["DISPLAY": display]
        let name = "trellis-wm-probe-\(UUID().uuidString.prefix(8))"
        while Date() < deadline {
            let probe = try ChildProcess(["xlogo", "-iconic", "-name", name, "-geometry", "8x8+0+0"], environment: environment)
            defer { probe.terminate(grace: 1) }
            let probeDeadline = min(deadline, Date().addingTimeInterval(0.4))
            while Date() < probeDeadline && probe.isRunning {
                let search = try Subprocess.run(["xdotool", "search", "--classname", "^\(name)$"], environment: environment, timeout: 2)
                for id in search.stdout.split(separator: "\n") {
                    let state = try Subprocess.run(["xprop", "-id", String(id), "WM_STATE"], environment: environment, timeout: 2)
                    if state.stdout.contains("window state:") { return }
                }
                usleep(10_000)
            }
        }
        throw HarnessError("openbox on \(display) did not manage a probe window in time")
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: homePath)
    }

    /// Stops openbox (SIGTERM, then SIGKILL) and reaps it. Safe to repeat.
    public func stop() {
        process.terminate(grace: 2)
    }

    /// Whether some window manager on `display` advertises itself through
    /// `_NET_SUPPORTING_WM_CHECK` on the root window.
    public static func isManaged(display: String) -> Bool {
        guard let result = try? Subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], environment: ["DISPLAY": display], timeout: 5
        ) else { return false }
        return result.succeeded && result.stdout.contains("window id #")
    }
}
