import CX11
import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// Issue #12: pixels the server loses — the window unmapped and mapped
/// again, or covered by another window that then goes away — come back
/// from the back buffer, with nothing in the app changing.
@Suite("X11 exposure", .serialized)
@MainActor
struct ExposeTests {
    /// A loop on a striped view, stepped until its first frame is painted.
    private func makeLoop(_ session: X11TestSession) -> X11EventLoop {
        X11Application.makeLoop(connection: session.connection, title: "Expose test", inspection: nil) { measurer, clock in
            let stripes = HStack(spacing: 0) {
                Color.red
                Color.green.overlay(Text("Exposed").font(.title))
                Color.blue
            }
            return ViewHost(rootView: stripes.frame(idealWidth: 300, idealHeight: 120), measurer: measurer, clock: clock)
        }
    }

    /// Steps `loop` for `seconds`, waiting on the connection between steps.
    private func run(_ loop: X11EventLoop, for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, loop.step() {
            var descriptor = pollfd(fd: loop.window.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
        }
    }

    /// How many pixels differ (a count, so a failure does not print images).
    private func differingPixels(_ a: Capture, _ b: Capture) -> Int {
        guard a.pixels.count == b.pixels.count else { return max(a.pixels.count, b.pixels.count) }
        return zip(a.pixels, b.pixels).filter { $0 != $1 }.count
    }

    private func close(_ loop: X11EventLoop) {
        loop.painter.release()
        loop.painter.fonts.release()
        loop.window.destroy()
    }

    @Test func unmappedAndMappedAgainTheWindowShowsItsContentAgain() throws {
        try X11TestSession.with { session in
            let loop = makeLoop(session)
            defer { close(loop) }
            run(loop, for: 0.3)
            #expect(loop.frameCounter >= 1)
            let before = try session.capture(loop.window)
            #expect(before[10, 60].r > 200 && before[10, 60].g < 100, "the red stripe was not painted: \(before[10, 60])")

            let display = session.connection.display
            XUnmapWindow(display, loop.window.id)
            XSync(display, False)
            run(loop, for: 0.1)
            XMapWindow(display, loop.window.id)
            XSync(display, False)
            let frames = loop.frameCounter
            run(loop, for: 0.3)
            let after = try session.capture(loop.window)
            #expect(differingPixels(before, after) == 0, "the window lost its content after unmap/map")
            // Restoring lost pixels is not a new frame: nothing was laid out or painted.
            #expect(loop.frameCounter == frames)
        }
    }

    @Test func aWindowThatCoveredItAndWentAwayLeavesNoTrace() throws {
        try X11TestSession.with { session in
            let loop = makeLoop(session)
            defer { close(loop) }
            run(loop, for: 0.3)
            let before = try session.capture(loop.window)

            // Another client's window, black, over the middle of ours, then gone.
            let display = session.connection.display
            var attributes = XSetWindowAttributes()
            attributes.override_redirect = True
            attributes.background_pixel = XBlackPixel(display, session.connection.screen)
            let cover = XCreateWindow(display, session.connection.rootWindow, 50, 20, 200, 80, 0, Int32(CopyFromParent),
                                      UInt32(InputOutput), nil, UInt(CWOverrideRedirect | CWBackPixel), &attributes)
            XMapRaised(display, cover)
            XSync(display, False)
            run(loop, for: 0.1)
            let covered = try session.capture(loop.window)
            #expect(covered[100, 60] == Capture.RGB(r: 0, g: 0, b: 0), "the cover was not drawn over the window")
            XDestroyWindow(display, cover)
            XSync(display, False)
            run(loop, for: 0.3)
            let after = try session.capture(loop.window)
            #expect(differingPixels(before, after) == 0, "the covering window's image stayed on ours")
        }
    }
}
