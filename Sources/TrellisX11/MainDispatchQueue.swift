#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Dispatch

// libdispatch's hooks for a run loop that is not CFRunLoop (Foundation's
// RunLoop uses the same two): a descriptor that becomes readable when the
// main queue has work, and the call that runs that work.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// The main dispatch queue, served by the X11 event loop: blocks sent with
/// `DispatchQueue.main.async`, `@MainActor` tasks and `Task { … }` started
/// from views all run on it. The loop polls `descriptor` beside the X
/// connection and calls `drain()` when it is readable, so an app's timers,
/// network replies and background work show up without waiting for the
/// next X event — and an idle window still sleeps.
@MainActor
enum MainDispatchQueue {
    /// An eventfd, readable while main-queue work is pending. Made (once)
    /// on first use, which must be on the main thread.
    static let descriptor: Int32 = {
        let fd = dispatchMainQueueHandle()
        if fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        return fd
    }()

    /// Runs the pending main-queue work (after clearing the eventfd's count).
    static func drain() {
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        dispatchMainQueueCallback(nil)
    }
}
