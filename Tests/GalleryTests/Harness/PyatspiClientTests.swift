import Foundation
import Testing
import XvfbSupport

/// A screen reader's process that libatspi aborted before it reached the
/// bus is started again; any other failure is the answer.
@Suite("pyatspi clients", .serialized)
struct PyatspiClientTests {
    /// Fails like libatspi's abort on its first run (a marker file tells
    /// the runs apart), then answers "reached".
    static let flaky = """
    import os, sys
    marker = sys.argv[1]
    if not os.path.exists(marker):
        open(marker, "w").close()
        sys.stderr.write("dbind-ERROR **: AT-SPI: Couldn't connect to accessibility bus. Is at-spi-bus-launcher running?\\n")
        os.abort()
    print("ready", flush=True)
    print("reached")
    """

    @Test func aClientThatCouldNotReachTheBusIsRunAgain() throws {
        let bus = try AccessibilityBus()
        let marker = NSTemporaryDirectory() + "trellis-pyatspi-\(UUID().uuidString.prefix(8))"
        defer { unlink(marker) }
        let result = try PyatspiClient.run(Self.flaky, [marker], bus: bus, display: ":0", timeout: 20)
        #expect(result.succeeded && result.stdout.contains("reached"))
        #expect(bus.answers)
    }

    @Test func aLongRunningClientIsStartedAgainToo() throws {
        let bus = try AccessibilityBus()
        let marker = NSTemporaryDirectory() + "trellis-pyatspi-\(UUID().uuidString.prefix(8))"
        let output = marker + ".out"
        defer { for path in [marker, output, output + ".err"] { unlink(path) } }
        let client = try PyatspiClient.spawn(Self.flaky, [marker], bus: bus, display: ":0", stdout: output, ready: "ready")
        #expect(client.wait(timeout: 20) == 0)
        #expect(((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains("reached"))
    }

    @Test func anyOtherFailureIsTheAnswer() throws {
        let bus = try AccessibilityBus()
        let result = try PyatspiClient.run("import sys; sys.exit(3)", [], bus: bus, display: ":0", timeout: 20)
        #expect(result.status == 3)
    }
}
