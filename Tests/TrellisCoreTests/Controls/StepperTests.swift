import Testing
@testable import TrellisCore

/// `Stepper`: value and closure forms, clamping, greyed arrows, keys.
@Suite("Stepper")
@MainActor
struct StepperTests {
    final class Log { var events: [Bool] = [] }

    struct Counter: View {
        @State var count = 8
        let log: Log
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Stepper("Count", value: $count, in: 0...10, step: 3) { log.events.append($0) }
                Text("count \(count)")
            }
        }
    }

    /// The arrows' halves: 15 × 11 each, right of "Count" (35) and 8 points.
    private func arrows(_ host: TestHost) -> (up: CGPoint, down: CGPoint) {
        let stepper = host.nodes(kind: "Stepper")[0].rect
        return (CGPoint(x: stepper.minX + 43 + 7, y: stepper.minY + 5), CGPoint(x: stepper.minX + 43 + 7, y: stepper.minY + 16))
    }

    @Test func theLabelComesBeforeTheArrows() {
        let host = TestHost(Counter(log: Log()), width: 200, height: 100)
        #expect(host.nodes(kind: "Stepper")[0].rect.size == CGSize(width: 35 + 8 + 15, height: 22))
        #expect(TestHost(Counter(log: Log()).labelsHidden(), width: 200, height: 100)
            .nodes(kind: "Stepper")[0].rect.size == CGSize(width: 15, height: 22))
    }

    @Test func stepsClampToTheRangeAndGreyOutTheArrowAtTheEnd() {
        let log = Log()
        let host = TestHost(Counter(log: log), width: 200, height: 100)
        host.click(arrows(host).up)
        // 8 + 3 is clamped to 10.
        #expect(host.node(text: "count 10") != nil)
        #expect(log.events == [true, false])
        host.click(arrows(host).up)
        #expect(host.node(text: "count 10") != nil)
        #expect(log.events == [true, false])
        for _ in 0..<4 { host.click(arrows(host).down) }
        #expect(host.node(text: "count 0") != nil)
    }

    @Test func upAndDownStepFromTheKeyboard() {
        let host = TestHost(Counter(log: Log()), width: 200, height: 100)
        #expect(host.press(.downArrow, on: "Stepper"))
        #expect(host.node(text: "count 5") != nil)
        host.press(.upArrow, on: "Stepper")
        host.press(.upArrow, on: "Stepper")
        #expect(host.node(text: "count 10") != nil)
        #expect(!host.press(.upArrow, on: "Stepper"))
        #expect(!host.press(.leftArrow, on: "Stepper"))
    }

    @Test func theClosureFormCallsItsClosuresAndGreysOutANilOne() {
        final class Calls { var log: [String] = [] }
        let calls = Calls()
        let view = Stepper("Page", onIncrement: { calls.log.append("up") }, onDecrement: nil)
        let host = TestHost(view, width: 200, height: 100)
        // "Page" is 28 points wide.
        let stepper = host.nodes(kind: "Stepper")[0].rect
        host.click(CGPoint(x: stepper.minX + 36 + 7, y: stepper.minY + 5))
        host.click(CGPoint(x: stepper.minX + 36 + 7, y: stepper.minY + 16))
        #expect(calls.log == ["up"])
    }

    @Test func aValueOutsideTheRangeStepsToTheNearestBound() {
        struct Outside: View {
            @State var value = 50
            var body: some View {
                VStack { Stepper("V", value: $value, in: 0...10); Text("v \(value)") }
            }
        }
        let host = TestHost(Outside(), width: 200, height: 100)
        #expect(!host.press(.upArrow, on: "Stepper"))
        host.press(.downArrow, on: "Stepper")
        #expect(host.node(text: "v 10") != nil)
    }
}
