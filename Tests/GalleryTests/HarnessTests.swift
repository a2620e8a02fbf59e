import Foundation
import Testing
import XvfbSupport

@Suite(.serialized)
struct HarnessTests {
    @Test func xvfbStartsAndStops() throws {
        let server = try XvfbServer()
        #expect(server.display.hasPrefix(":"))
        let pid = server.process.pid
        #expect(kill(pid, 0) == 0)
        server.stop()
        #expect(!server.isRunning)
        #expect(kill(pid, 0) != 0)
    }

    @Test func twoServersGetDifferentDisplays() throws {
        let first = try XvfbServer(width: 640, height: 480)
        let second = try XvfbServer(width: 640, height: 480)
        #expect(first.display != second.display)
        withExtendedLifetime((first, second)) {}
    }
}
