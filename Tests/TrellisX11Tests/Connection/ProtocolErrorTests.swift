import CX11
import Testing
@testable import TrellisX11
import TrellisCore

/// Protocol errors are survived and reported in one line per burst
/// (issue #8): a frame painted into a window someone else destroyed fails
/// every request of that frame.
@Suite("X11 protocol errors", .serialized)
@MainActor
struct ProtocolErrorTests {
    @Test func aBurstOfErrorsIsOneLineAndTheConnectionKeepsWorking() throws {
        try X11TestSession.with { session in
            let display = session.connection.display
            reportProtocolErrors()   // nothing left over from other tests
            let before = ProtocolErrorLog.reportedCount
            let (window, painter) = try session.makeWindow(width: 120, height: 80)
            // Another client's view of it: the window vanishes under the painter.
            XDestroyWindow(display, window.id)
            XSync(display, False)
            painter.paint(DisplayList(background: RGBAColor(red: 1, green: 1, blue: 1), items: [
                .fill(Path(CGRect(x: 10, y: 10, width: 50, height: 30)), RGBAColor(red: 1, green: 0, blue: 0)),
                .text("Tile 1", origin: CGPoint(x: 10, y: 60), font: ResolvedFont(family: "sans-serif", size: 13), color: RGBAColor(red: 0, green: 0, blue: 0)),
            ]))
            XSync(display, False)
            #expect(ProtocolErrorLog.pending.count >= 2, "the paint failed request by request")
            reportProtocolErrors()
            #expect(ProtocolErrorLog.reportedCount == before + 1)
            let line = try #require(ProtocolErrorLog.lastReported)
            #expect(line.hasPrefix("trellis: X protocol error"))
            #expect(line.contains("more in the same frame"))
            #expect(!line.contains("\n"))
            // Nothing new: no line.
            reportProtocolErrors()
            #expect(ProtocolErrorLog.reportedCount == before + 1)
            // The connection still works: a new window paints.
            window.noteDestroyedByServer()
            painter.release()   // frees resources that were never created: more errors, one more line
            XSync(display, False)
            reportProtocolErrors()
            let (other, otherPainter) = try session.makeWindow(width: 60, height: 40)
            otherPainter.paint(DisplayList(background: RGBAColor(red: 0, green: 0, blue: 1), items: []))
            let capture = try session.capture(other)
            #expect(capture[5, 5] == Capture.RGB(r: 0, g: 0, b: 255))
            otherPainter.release()
            other.destroy()
            XSync(display, False)
            #expect(ProtocolErrorLog.pending.count == 0)
        }
    }

    @Test func theBackBufferIsCappedToTheScreen() {
        #expect(X11Painter.bufferSize(window: (16384, 16384), screen: (1280, 800)) == (1280, 800))
        #expect(X11Painter.bufferSize(window: (1, 1), screen: (1280, 800)) == (1, 1))
        #expect(X11Painter.bufferSize(window: (700, 5000), screen: (1280, 800)) == (700, 800))
        #expect(X11Painter.bufferSize(window: (0, -3), screen: (1280, 800)) == (1, 1))
    }
}
