#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation

/// A second X client inside the test process, for storms no command-line
/// tool can produce quickly: a thousand `XResizeWindow`s or XTEST clicks in
/// a few milliseconds (one `xdotool` process costs ~5 ms to start), and
/// `XDestroyWindow` on another client's window.
///
/// libX11 and libXtst are loaded with `dlopen`, so the harness stays free
/// of C modules. Protocol errors (e.g. resizing a window that just went
/// away) are counted instead of ending the test process, which Xlib's
/// default handler would do.
public final class XlibClient: @unchecked Sendable {
    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias ResizeWindow = @convention(c) (OpaquePointer?, UInt, UInt32, UInt32) -> Int32
    private typealias WindowCall = @convention(c) (OpaquePointer?, UInt) -> Int32
    private typealias DisplayCall = @convention(c) (OpaquePointer?) -> Int32
    private typealias Sync = @convention(c) (OpaquePointer?, Int32) -> Int32
    private typealias FakeButton = @convention(c) (OpaquePointer?, UInt32, Int32, UInt) -> Int32
    private typealias FakeMotion = @convention(c) (OpaquePointer?, Int32, Int32, Int32, UInt) -> Int32
    private typealias ErrorHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias SetErrorHandler = @convention(c) (ErrorHandler?) -> ErrorHandler?
    private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?
    private typealias IOErrorExitHandler = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
    private typealias SetIOErrorExitHandler = @convention(c) (OpaquePointer?, IOErrorExitHandler?, UnsafeMutableRawPointer?) -> Void

    private let display: OpaquePointer
    private let x11: UnsafeMutableRawPointer
    private let xtst: UnsafeMutableRawPointer?
    private let lock = NSLock()

    /// Opens `display` (e.g. ":7").
    public init(display name: String) throws {
        guard let x11 = dlopen("libX11.so.6", RTLD_NOW) else {
            throw HarnessError("cannot load libX11.so.6: \(String(cString: dlerror()))")
        }
        self.x11 = x11
        xtst = dlopen("libXtst.so.6", RTLD_NOW)
        func symbol<T>(_ name: String, in library: UnsafeMutableRawPointer?, as type: T.Type) -> T? {
            guard let library, let pointer = dlsym(library, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        let setHandler = symbol("XSetErrorHandler", in: x11, as: SetErrorHandler.self)
        _ = setHandler?(xlibClientErrorHandler)
        guard let open = symbol("XOpenDisplay", in: x11, as: OpenDisplay.self), let display = open(name) else {
            throw HarnessError("XOpenDisplay(\(name)) failed")
        }
        self.display = display
        // A server that dies (tests kill it) must not end the test process:
        // Xlib calls exit() after the I/O error handler unless an exit
        // handler (libX11 1.7+) returns instead.
        _ = symbol("XSetIOErrorHandler", in: x11, as: SetIOErrorHandler.self)?(xlibClientIOErrorHandler)
        symbol("XSetIOErrorExitHandler", in: x11, as: SetIOErrorExitHandler.self)?(display, xlibClientIOErrorExitHandler, nil)
        closeDisplay = symbol("XCloseDisplay", in: x11, as: CloseDisplay.self)!
        resizeWindow = symbol("XResizeWindow", in: x11, as: ResizeWindow.self)!
        destroyWindow = symbol("XDestroyWindow", in: x11, as: WindowCall.self)!
        flush = symbol("XFlush", in: x11, as: DisplayCall.self)!
        sync = symbol("XSync", in: x11, as: Sync.self)!
        fakeButton = symbol("XTestFakeButtonEvent", in: xtst, as: FakeButton.self)
        fakeMotion = symbol("XTestFakeMotionEvent", in: xtst, as: FakeMotion.self)
    }

    private let closeDisplay: CloseDisplay
    private let resizeWindow: ResizeWindow
    private let destroyWindow: WindowCall
    private let flush: DisplayCall
    private let sync: Sync
    private let fakeButton: FakeButton?
    private let fakeMotion: FakeMotion?

    private var isClosed = false

    deinit { close() }

    /// Closes the connection. Do it before stopping the server: Xlib ends
    /// the whole process when a connection it still uses breaks.
    public func close() {
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { return }
        isClosed = true
        _ = closeDisplay(display)
    }

    /// Protocol errors this process's Xlib received so far (all clients).
    public static var errorCount: Int { xlibClientErrors.value }

    /// Queues a resize request (sent at the next `flush`/`sync`).
    public func resize(window: XWindowID, width: Int, height: Int) {
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { return }
        _ = resizeWindow(display, window, UInt32(max(1, width)), UInt32(max(1, height)))
    }

    /// Destroys another client's window, as a rogue client or a buggy
    /// window manager might (X does not stop it).
    public func destroy(window: XWindowID) {
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { return }
        _ = destroyWindow(display, window)
        _ = sync(display, 0)
    }

    /// Moves the pointer to root coordinates and clicks `button`, through
    /// XTEST (real device events, as a person's mouse gives). With `flush`
    /// false the requests wait in Xlib's buffer for `flushRequests()`.
    public func click(x: Int, y: Int, button: UInt32 = 1, flush: Bool = true) throws {
        guard let fakeButton, let fakeMotion else { throw HarnessError("libXtst.so.6 is not available") }
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { throw HarnessError("the XlibClient is closed") }
        _ = fakeMotion(display, -1, Int32(x), Int32(y), 0)
        _ = fakeButton(display, button, 1, 0)
        _ = fakeButton(display, button, 0, 0)
        if flush { _ = self.flush(display) }
    }

    /// Sends queued requests.
    public func flushRequests() {
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { return }
        _ = flush(display)
    }

    /// Sends queued requests and waits until the server has handled them.
    public func syncRequests() {
        lock.lock(); defer { lock.unlock() }
        guard !isClosed else { return }
        _ = sync(display, 0)
    }
}

private final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}

private let xlibClientErrors = AtomicCounter()

/// Quiet: the connection broke because a test stopped the server.
private func xlibClientIOErrorHandler(_ display: OpaquePointer?) -> Int32 { 0 }

/// Returns instead of exiting; the display is unusable afterwards.
private func xlibClientIOErrorExitHandler(_ display: OpaquePointer?, _ data: UnsafeMutableRawPointer?) {}

/// Counts the error and carries on (Xlib's default prints and exits).
private func xlibClientErrorHandler(_ display: OpaquePointer?, _ event: UnsafeMutableRawPointer?) -> Int32 {
    xlibClientErrors.increment()
    return 0
}
