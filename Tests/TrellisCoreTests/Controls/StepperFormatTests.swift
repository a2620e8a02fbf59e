import Testing
@testable import TrellisCore

/// The `Stepper` initialisers with the label before `onEditingChanged`,
/// and those that show the value through a format style.
@Suite("Stepper initialisers")
@MainActor
struct StepperFormatTests {
    @MainActor final class Log { var events: [String] = [] }

    struct Speed: View {
        @State var speed = 1.5
        let log: Log
        var body: some View {
            Stepper(value: $speed, in: 0...2, step: 0.5, format: .number) {
                Text("Speed")
            } onEditingChanged: { log.events.append("editing \($0)") }
        }
    }

    @Test func aFormatShowsTheValueBetweenTheLabelAndTheArrows() {
        let log = Log()
        let host = TestHost(Speed(log: log), width: 300, height: 100)
        let label = host.frame(text: "Speed")!, value = host.frame(text: "1.5")!
        #expect(value.minX == label.maxX + 8)
        #expect(host.press(.upArrow, on: "Stepper"))
        #expect(host.node(text: "2") != nil)
        #expect(log.events == ["editing true", "editing false"])
        #expect(!host.press(.upArrow, on: "Stepper"), "2 is the top of the range")
    }

    @Test func theTitledFormatFormAndTheLabelFirstClosureForm() {
        final class Box { var value = 0.25; var calls: [String] = [] }
        let box = Box()
        let titled = TestHost(Stepper("Zoom", value: Binding(get: { box.value }, set: { box.value = $0 }), step: 0.25,
                                      format: .number.precision(.fractionLength(2))), width: 300, height: 100)
        #expect(titled.node(text: "0.25") != nil)
        titled.press(.downArrow, on: "Stepper")
        #expect(box.value == 0)

        let closure = TestHost(Stepper { Text("Page") } onIncrement: { box.calls.append("up") } onDecrement: { box.calls.append("down") },
                               width: 300, height: 100)
        closure.press(.upArrow, on: "Stepper")
        closure.press(.downArrow, on: "Stepper")
        #expect(box.calls == ["up", "down"])
    }

    /// A held arrow steps again and again inside one editing session: true
    /// before the first step, false when it is let go.
    @Test func onEditingChangedBracketsAHoldNotEachStep() {
        struct Held: View {
            @State var value = 0
            let log: Log
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Stepper("N", value: $value, in: 0...100) { log.events.append("editing \($0)") }
                    Text("value \(value)")
                }
            }
        }
        let log = Log()
        let host = TestHost(Held(log: log), width: 200, height: 100)
        host.host.keyRepeatTiming = KeyRepeatTiming(delay: 0.5, interval: 0.125)
        let stepper = host.nodes(kind: "Stepper")[0].rect
        let up = CGPoint(x: stepper.minX + 15 + 7, y: stepper.minY + 5)
        host.host.handle(.buttonDown(up, .primary))
        host.advance(by: 0.5)
        host.advance(by: 0.125)
        #expect(log.events == ["editing true"])
        host.host.handle(.buttonUp(up, .primary))
        _ = host.host.update()
        #expect(host.node(text: "value 3") != nil)
        #expect(log.events == ["editing true", "editing false"])
        // The keyboard brackets each step.
        host.press(.downArrow, on: "Stepper")
        #expect(log.events.suffix(2) == ["editing true", "editing false"])
        #expect(host.node(text: "value 2") != nil)
    }
}
