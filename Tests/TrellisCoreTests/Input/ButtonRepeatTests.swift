import Testing
@testable import TrellisCore

/// `buttonRepeatBehavior`: a held button repeats at the key repeat delay
/// and interval (virtual clock), held Space and held shortcuts likewise,
/// and nothing repeats unless enabled (a stepper's arrows by default).
@Suite("Button repeat")
@MainActor
struct ButtonRepeatTests {
    @MainActor final class Counter { var count = 0 }

    private func host<V: View>(_ view: V) -> TestHost {
        let host = TestHost(view, width: 200, height: 100)
        // Exact in binary: the virtual clock lands on each repeat.
        host.host.keyRepeatTiming = KeyRepeatTiming(delay: 0.5, interval: 0.125)
        return host
    }

    private func centre(_ host: TestHost, _ text: String) -> CGPoint {
        let frame = host.frame(text: text)!
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    @Test func aHeldRepeatingButtonActsAtOnceThenAfterTheDelayThenAtEachInterval() {
        let counter = Counter()
        let host = host(Button("More") { counter.count += 1 }.buttonRepeatBehavior(.enabled))
        let point = centre(host, "More")
        host.host.handle(.buttonDown(point, .primary))
        _ = host.host.update()
        #expect(counter.count == 1)
        #expect(host.host.nextHeldRepeat == host.clock.now + 0.5)
        host.advance(by: 0.375)
        #expect(counter.count == 1)
        host.advance(by: 0.125)
        #expect(counter.count == 2)
        host.advance(by: 0.125)
        host.advance(by: 0.125)
        #expect(counter.count == 4)
        host.host.handle(.buttonUp(point, .primary))
        host.advance(by: 1)
        #expect(counter.count == 4, "the release neither acts again nor keeps repeating")
        #expect(host.host.nextHeldRepeat == nil)
    }

    @Test func draggedOffTheButtonItWaitsAndBackOnItGoesOn() {
        let counter = Counter()
        let host = host(Button("More") { counter.count += 1 }.buttonRepeatBehavior(.enabled))
        let point = centre(host, "More")
        host.host.handle(.buttonDown(point, .primary))
        host.host.handle(.pointerMoved(CGPoint(x: 199, y: 99)))
        host.advance(by: 0.5)
        host.advance(by: 0.125)
        #expect(counter.count == 1)
        host.host.handle(.pointerMoved(point))
        host.advance(by: 0.125)
        #expect(counter.count == 2)
        host.host.handle(.buttonUp(point, .primary))
    }

    @Test func automaticAndDisabledButtonsActOnceOnRelease() {
        for behavior in [ButtonRepeatBehavior.automatic, .disabled] {
            let counter = Counter()
            let host = host(Button("More") { counter.count += 1 }.buttonRepeatBehavior(behavior))
            let point = centre(host, "More")
            host.host.handle(.buttonDown(point, .primary))
            host.advance(by: 2)
            #expect(counter.count == 0)
            host.host.handle(.buttonUp(point, .primary))
            _ = host.host.update()
            #expect(counter.count == 1)
        }
    }

    @Test func heldSpaceAndAHeldShortcutRepeatOnlyWhenEnabled() {
        for (behavior, expected) in [(ButtonRepeatBehavior.enabled, 3), (.automatic, 1)] {
            let counter = Counter()
            let host = host(VStack {
                Button("More") { counter.count += 1 }
                Button("Less") { counter.count -= 10 }.keyboardShortcut("l", modifiers: .control)
            }.buttonRepeatBehavior(behavior))
            host.tab()
            for phase in [KeyPress.Phases.down, .repeat, .repeat, .up] {
                host.host.handle(.key(KeyPress(phase: phase, key: .space, characters: " ", modifiers: [])))
            }
            _ = host.host.update()
            #expect(counter.count == expected)
            counter.count = 0
            for phase in [KeyPress.Phases.down, .repeat, .repeat, .up] {
                host.host.handle(.key(KeyPress(phase: phase, key: "l", characters: "l", modifiers: .control)))
            }
            _ = host.host.update()
            #expect(counter.count == -10 * expected)
        }
    }

    @Test func aStepperArrowRepeatsUnlessDisabled() {
        struct Counting: View {
            @State var value = 0
            let behavior: ButtonRepeatBehavior
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Stepper("N", value: $value, in: 0...100)
                    Text("value \(value)")
                }.buttonRepeatBehavior(behavior)
            }
        }
        for (behavior, expected) in [(ButtonRepeatBehavior.automatic, 3), (.disabled, 1)] {
            let host = host(Counting(behavior: behavior))
            let stepper = host.nodes(kind: "Stepper")[0].rect
            // "N" is 7 points, then 8 of spacing: the up arrow's half.
            let up = CGPoint(x: stepper.minX + 15 + 7, y: stepper.minY + 5)
            host.host.handle(.buttonDown(up, .primary))
            host.advance(by: 0.5)
            host.advance(by: 0.125)
            host.host.handle(.buttonUp(up, .primary))
            _ = host.host.update()
            #expect(host.node(text: "value \(expected)") != nil)
        }
    }

    @Test func aHeldArrowStopsAtTheEndOfTheRangeAndItsReleaseDoesNotStepAgain() {
        struct Small: View {
            @State var value = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Stepper("N", value: $value, in: 0...2)
                    Text("value \(value)")
                }
            }
        }
        let host = host(Small())
        let stepper = host.nodes(kind: "Stepper")[0].rect
        let up = CGPoint(x: stepper.minX + 15 + 7, y: stepper.minY + 5)
        host.host.handle(.buttonDown(up, .primary))
        for _ in 0..<8 { host.advance(by: 0.125) }
        #expect(host.node(text: "value 2") != nil)
        host.host.handle(.buttonUp(up, .primary))
        host.advance(by: 0.125)
        #expect(host.node(text: "value 2") != nil)
        #expect(host.host.nextHeldRepeat == nil)
    }

    @Test func nonsenseRepeatTimingsFallBackToTheDefaults() {
        #expect(KeyRepeatTiming(delay: .nan, interval: 0) == .standard)
        #expect(KeyRepeatTiming(delay: -1, interval: .infinity) == .standard)
    }
}
