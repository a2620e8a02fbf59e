import Foundation
@testable import TrellisX11

/// Drives a real event loop step by step, waiting on the connection
/// between steps, as `run()` would but with a way out.
@MainActor
enum EventLoopStepping {
    /// Steps `loop` until `condition` holds (at most 5 s); false if it
    /// never did.
    static func step(_ loop: X11EventLoop, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            guard loop.step() else { return condition() }
            if condition() { return true }
            var descriptor = pollfd(fd: loop.window.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 50)
        }
        return condition()
    }
}
