import Foundation

/// An X window id.
public typealias XWindowID = UInt

/// A rectangle in root-window pixels.
public struct WindowGeometry: Sendable, Equatable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    public var center: (x: Int, y: Int) { (x + width / 2, y + height / 2) }
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

/// The widths of a window manager's frame around a client
/// (`_NET_FRAME_EXTENTS`: openbox's default theme gives 1, 1, 20, 5).
public struct FrameExtents: Sendable, Equatable {
    public var left: Int
    public var right: Int
    public var top: Int
    public var bottom: Int

    public init(left: Int, right: Int, top: Int, bottom: Int) {
        (self.left, self.right, self.top, self.bottom) = (left, right, top, bottom)
    }
}

/// Drives windows on one display the way a person would, through `xdotool`
/// (XTEST input) and `xwininfo`/`xprop` for queries.
///
/// Every command runs under `Subprocess.run` with a timeout (it kills the
/// command's whole process group), so a query for a vanished window cannot
/// hang a test.
///
/// Geometry comes from `xwininfo`, not `xdotool getwindowgeometry`: under a
/// reparenting window manager the latter adds the frame offset twice
/// (checked with openbox: it reported 102,140 for a client at 101,120).
public struct XDoTool: Sendable {
    public let display: String
    /// Timeout for each command, in seconds.
    public var timeout: Double

    public init(display: String, timeout: Double = 10) {
        self.display = display
        self.timeout = timeout
    }

    // MARK: Finding windows

    /// The first visible window whose `_NET_WM_PID` is `pid`, waiting up to
    /// `timeout` seconds for it to be mapped (`xdotool search --sync`).
    public func window(pid: pid_t, timeout: Double = 10) throws -> XWindowID {
        try search(["--onlyvisible", "--pid", "\(pid)"], timeout: timeout,
                   what: "a visible window with _NET_WM_PID \(pid) (does the app set _NET_WM_PID?)")
    }

    /// The first visible window whose WM_CLASS matches `className` (a regex).
    public func window(className: String, timeout: Double = 10) throws -> XWindowID {
        try search(["--onlyvisible", "--class", className], timeout: timeout, what: "a visible window of class \(className)")
    }

    /// The first visible window whose title matches `name` (a regex).
    public func window(name: String, timeout: Double = 10) throws -> XWindowID {
        try search(["--onlyvisible", "--name", name], timeout: timeout, what: "a visible window named \(name)")
    }

    /// Runs `xdotool search --sync` until it finds a window or `timeout`
    /// passes. A search can also fail at once — seen once in ten full-suite
    /// runs, status 1 after 1.9 s: a window it was reading went away while
    /// the app and the window manager started — so a failure is retried.
    private func search(_ criteria: [String], timeout: Double, what: String) throws -> XWindowID {
        let deadline = Date().addingTimeInterval(timeout)
        var last: SubprocessResult?
        repeat {
            let remaining = max(0.5, deadline.timeIntervalSinceNow)
            let result = try Subprocess.run(["xdotool", "search", "--sync"] + criteria, environment: env, timeout: remaining)
            if result.succeeded,
               let id = result.stdout.split(separator: "\n").first.flatMap({ XWindowID($0.trimmingCharacters(in: .whitespaces)) }) {
                return id
            }
            last = result
            usleep(50_000)
        } while Date() < deadline
        throw HarnessError("\(what) did not appear on \(display) within \(timeout) s: \(last.map { "\($0)" } ?? "no search ran")")
    }

    // MARK: Geometry

    /// The window's position (root coordinates of its inside, border
    /// excluded) and size.
    public func geometry(of window: XWindowID) throws -> WindowGeometry {
        let text = try run(["xwininfo", "-id", "\(window)"])
        func value(_ label: String) throws -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.contains(label) }),
                  let number = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
            else { throw HarnessError("xwininfo gave no \(label) for window \(window):\n\(text)") }
            return number
        }
        return WindowGeometry(
            x: try value("Absolute upper-left X:"), y: try value("Absolute upper-left Y:"),
            width: try value("Width:"), height: try value("Height:")
        )
    }

    /// The window's parent (the root window's id when it is a top level).
    public func parent(of window: XWindowID) throws -> (parent: XWindowID, isRoot: Bool) {
        let text = try run(["xwininfo", "-tree", "-id", "\(window)"])
        guard let line = text.split(separator: "\n").first(where: { $0.contains("Parent window id:") }),
              let token = line.split(separator: " ").first(where: { $0.hasPrefix("0x") }),
              let id = XWindowID(token.dropFirst(2), radix: 16)
        else { throw HarnessError("xwininfo gave no parent for window \(window):\n\(text)") }
        return (id, line.contains("(the root window)"))
    }

    /// The top-level ancestor of `window`: the window manager's frame, or the
    /// window itself when nothing reparented it.
    public func frame(of window: XWindowID) throws -> XWindowID {
        var current = window
        for _ in 0..<16 {
            let (parent, isRoot) = try parent(of: current)
            if isRoot { return current }
            current = parent
        }
        throw HarnessError("window \(window) is nested more than 16 levels deep")
    }

    /// The geometry of the frame around `window` (see `frame(of:)`).
    public func frameGeometry(of window: XWindowID) throws -> WindowGeometry {
        try geometry(of: frame(of: window))
    }

    /// `_NET_FRAME_EXTENTS` of `window`, or nil when no window manager set it.
    public func frameExtents(of window: XWindowID) throws -> FrameExtents? {
        let text = try run(["xprop", "-id", "\(window)", "_NET_FRAME_EXTENTS"])
        guard let values = text.split(separator: "=").last?.split(separator: ",")
            .compactMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }), values.count == 4
        else { return nil }
        return FrameExtents(left: values[0], right: values[1], top: values[2], bottom: values[3])
    }

    // MARK: Pointer

    /// Moves the pointer to root coordinates.
    public func movePointer(x: Int, y: Int) throws {
        try run(["xdotool", "mousemove", "\(x)", "\(y)"])
    }

    /// Moves the pointer to coordinates relative to `window`'s top-left.
    public func movePointer(window: XWindowID, x: Int, y: Int) throws {
        try run(["xdotool", "mousemove", "--window", "\(window)", "\(x)", "\(y)"])
    }

    /// Moves to (`x`, `y`) inside `window`, rests briefly (so the app sees the
    /// pointer enter), then presses and releases `button`.
    public func click(window: XWindowID, x: Int, y: Int, button: Int = 1) throws {
        try run(["xdotool", "mousemove", "--window", "\(window)", "\(x)", "\(y)", "sleep", "0.05", "click", "\(button)"])
    }

    /// Clicks at root coordinates.
    public func click(x: Int, y: Int, button: Int = 1) throws {
        try run(["xdotool", "mousemove", "\(x)", "\(y)", "sleep", "0.05", "click", "\(button)"])
    }

    public func mouseDown(button: Int = 1) throws {
        try run(["xdotool", "mousedown", "\(button)"])
    }

    public func mouseUp(button: Int = 1) throws {
        try run(["xdotool", "mouseup", "\(button)"])
    }

    /// Presses `button` at root point `from`, moves to `to` in `steps` equal
    /// steps with `stepDelay` seconds between them, and releases: a person's
    /// drag, so a window being resized sees intermediate sizes.
    /// `modifiers` (e.g. ["alt"]) are held for the whole drag.
    public func drag(
        from: (x: Int, y: Int), to: (x: Int, y: Int),
        steps: Int = 10, stepDelay: Double = 0.03, button: Int = 1, modifiers: [String] = []
    ) throws {
        let delay = String(format: "%.3f", stepDelay)
        var arguments = ["xdotool", "mousemove", "\(from.x)", "\(from.y)", "sleep", delay]
        if !modifiers.isEmpty { arguments += ["keydown", modifiers.joined(separator: "+")] }
        arguments += ["mousedown", "\(button)", "sleep", delay]
        let count = max(1, steps)
        for step in 1...count {
            let x = from.x + (to.x - from.x) * step / count
            let y = from.y + (to.y - from.y) * step / count
            arguments += ["mousemove", "\(x)", "\(y)", "sleep", delay]
        }
        arguments += ["mouseup", "\(button)"]
        if !modifiers.isEmpty { arguments += ["keyup", modifiers.joined(separator: "+")] }
        try run(arguments, timeout: timeout + Double(count + 2) * stepDelay)
    }

    // MARK: Windows

    /// Asks for a new size of the client window (`xdotool windowsize`); the
    /// window manager may adjust it (e.g. to the min-size hints).
    public func resize(window: XWindowID, width: Int, height: Int) throws {
        try run(["xdotool", "windowsize", "\(window)", "\(width)", "\(height)"])
    }

    /// Moves the window (`xdotool windowmove`, root coordinates).
    public func move(window: XWindowID, x: Int, y: Int) throws {
        try run(["xdotool", "windowmove", "\(window)", "\(x)", "\(y)"])
    }

    /// Gives `window` the keyboard focus: through the window manager
    /// (`windowactivate`) when one runs, else directly (`windowfocus`).
    /// Returns once the server says the window has the input focus:
    /// `windowactivate --sync` waits only for the window manager's
    /// _NET_ACTIVE_WINDOW, which openbox can set before it moves the focus,
    /// so a key pressed at once sometimes went to the previous window (the
    /// flaky Alt+F4 test of issue #13).
    public func focus(window: XWindowID) throws {
        if WindowManager.isManaged(display: display) {
            try run(["xdotool", "windowactivate", "--sync", "\(window)"], timeout: min(timeout, 5))
        } else {
            try run(["xdotool", "windowfocus", "--sync", "\(window)"], timeout: min(timeout, 5))
        }
        try waitUntil("window \(window) to have the input focus", timeout: 5) {
            try run(["xdotool", "getwindowfocus"]).trimmingCharacters(in: .whitespacesAndNewlines) == "\(window)"
        }
    }

    /// Presses and releases key combinations (e.g. "Tab", "ctrl+a") through
    /// XTEST, so they go to the focused window as real key events. (xdotool's
    /// `key --window` sends synthetic events, which many clients ignore.)
    public func key(_ combinations: String...) throws {
        try run(["xdotool", "key", "--delay", "20"] + combinations)
    }

    /// Types `text` into the focused window.
    public func type(_ text: String) throws {
        try run(["xdotool", "type", "--delay", "20", "--", text])
    }

    /// Closes `window` as a person would with the keyboard: focus it, Alt+F4.
    /// Under openbox this sends WM_DELETE_WINDOW (the app may refuse).
    public func closeWithAltF4(window: XWindowID) throws {
        try focus(window: window)
        try key("alt+F4")
    }

    /// Clicks the close button of openbox's default title bar (11 px from the
    /// frame's right edge, 10 px down), which sends WM_DELETE_WINDOW.
    public func clickCloseButton(window: XWindowID) throws {
        let frame = try frameGeometry(of: window)
        try click(x: frame.x + frame.width - 11, y: frame.y + 10)
    }

    /// Whether `window` still exists on the server. A client's windows are
    /// destroyed when the server reads the end of its connection, which a
    /// loaded server can do well after the process has exited.
    public func exists(window: XWindowID) -> Bool {
        (try? Subprocess.run(["xwininfo", "-id", "\(window)"], environment: env, timeout: timeout))?.succeeded ?? false
    }

    /// Destroys the window outright (`xdotool windowclose`); the app is not
    /// asked. Use `closeWithAltF4` or `clickCloseButton` to test closing.
    public func destroy(window: XWindowID) throws {
        try run(["xdotool", "windowclose", "\(window)"])
    }

    // MARK: Running

    private var env: [String: String] { ["DISPLAY": display] }

    /// Runs an X tool on this display; throws unless it succeeds in time.
    @discardableResult
    public func run(_ arguments: [String], timeout: Double? = nil) throws -> String {
        let result = try Subprocess.run(arguments, environment: env, timeout: timeout ?? self.timeout)
        guard result.succeeded else { throw HarnessError("on \(display): \(result)") }
        return result.stdout
    }
}
