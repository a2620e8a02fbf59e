import Foundation
import Testing
@testable import TrellisCore

/// `draggable` and `dropDestination` in one window: the drop gets the
/// item through the representations both sides share, with the location
/// in its own coordinates, and `isTargeted` follows the pointer.
@MainActor @Suite struct DragAndDropTests {
    final class Log {
        var dropped: [String] = []
        var locations: [CGPoint] = []
        var targeted: [Bool] = []
    }

    private struct Board: View {
        let log: Log
        var body: some View {
            HStack(spacing: 0) {
                Text("Robin").frame(width: 100, height: 100).draggable(Bird(name: "Robin"))
                Color.gray.frame(width: 100, height: 100)
                    .dropDestination(for: String.self) { names, location in
                        log.dropped += names
                        log.locations.append(location)
                        return true
                    } isTargeted: { log.targeted.append($0) }
                Color.blue.frame(width: 100, height: 100)
                    .dropDestination(for: Sketch.self) { _, _ in
                        log.dropped.append("sketch")
                        return true
                    }
            }
            .frame(width: 300, height: 100, alignment: .topLeading)
        }
    }

    private func drag(_ host: TestHost, from start: CGPoint, to end: CGPoint) {
        host.host.handle(.buttonDown(start, .primary))
        for step in 1...10 {
            let t = CGFloat(step) / 10
            host.host.handle(.pointerMoved(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
            _ = host.host.update()
        }
        host.host.handle(.buttonUp(end, .primary))
        _ = host.host.update()
    }

    @Test func aDropGetsTheItemInItsOwnTypeAndLocation() async {
        let log = Log()
        let host = TestHost(Board(log: log), width: 300, height: 100)
        drag(host, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 130, y: 40))
        await TransferTasks.settle()
        #expect(log.dropped == ["Robin"], "a Bird reaches a String destination through its text")
        #expect(log.locations == [CGPoint(x: 30, y: 40)])
        #expect(log.targeted == [true, false])
    }

    @Test func aTargetThatCannotTakeTheItemIsNotDroppedOn() async {
        let log = Log()
        let host = TestHost(Board(log: log), width: 300, height: 100)
        drag(host, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
        await TransferTasks.settle()
        #expect(log.dropped.isEmpty)
        #expect(log.targeted == [true, false], "passing over the gray one on the way")
    }
}
