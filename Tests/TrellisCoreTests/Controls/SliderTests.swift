import Testing
@testable import TrellisCore

/// `Slider`: flexible width, clicks on the track, drags of the knob,
/// steps, arrow keys, editing callbacks and value labels.
@Suite("Slider")
@MainActor
struct SliderTests {
    final class Log { var events: [Bool] = [] }

    struct Volume: View {
        @State var volume = 0.0
        var step: Double? = nil
        var range: ClosedRange<Double> = 0...100
        let log: Log

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 0) {
                    if let step {
                        Slider(value: $volume, in: range, step: step) { log.events.append($0) }
                    } else {
                        Slider(value: $volume, in: range) { log.events.append($0) }
                    }
                    Text("end")
                }
                Text("volume \(volume, specifier: "%.1f")")
            }
        }
    }

    /// The track of a 200-point window: "end" is 21 points, so the slider
    /// is 179 wide; the knob's centre travels from 9 to 170.
    private func volume(step: Double? = nil, range: ClosedRange<Double> = 0...100, log: Log = Log()) -> TestHost {
        TestHost(Volume(step: step, range: range, log: log), width: 200, height: 100)
    }

    @Test func theSliderTakesTheWidthItIsOffered() {
        let host = volume()
        let slider = host.nodes(kind: "Slider")[0].rect
        #expect(slider.width == 179)
        #expect(slider.height == 20)
        #expect(TestHost(Slider(value: .constant(0.5)).fixedSize(), width: 400, height: 100).nodes(kind: "Slider")[0].rect.width == 160)
    }

    @Test func clickingTheTrackMovesTheKnobThere() {
        let host = volume()
        let slider = host.nodes(kind: "Slider")[0].rect
        // The middle of the travel is the middle of the range.
        host.click(at: slider.minX + 9 + 161 / 2, slider.midY)
        #expect(host.node(text: "volume 50.0") != nil)
        host.click(at: slider.maxX - 1, slider.midY)
        #expect(host.node(text: "volume 100.0") != nil)
        host.click(at: slider.minX, slider.midY)
        #expect(host.node(text: "volume 0.0") != nil)
    }

    @Test func draggingTheKnobKeepsWhereItWasGrabbedAndReportsEditing() {
        let log = Log()
        let host = volume(log: log)
        let slider = host.nodes(kind: "Slider")[0].rect
        // Grabbed 3 points right of its centre (at 0), it does not jump.
        let start = CGPoint(x: slider.minX + 9 + 3, y: slider.midY)
        host.host.handle(.pointerMoved(start))
        host.host.handle(.buttonDown(start, .primary))
        _ = host.host.update()
        #expect(host.node(text: "volume 0.0") != nil)
        #expect(log.events == [true])
        // A quarter of the travel further, far below the track: a quarter of the range.
        host.host.handle(.pointerMoved(CGPoint(x: start.x + 161 / 4, y: 90)))
        _ = host.host.update()
        #expect(host.node(text: "volume 25.0") != nil)
        // Beyond the end: clamped.
        host.host.handle(.pointerMoved(CGPoint(x: 500, y: 90)))
        host.host.handle(.buttonUp(CGPoint(x: 500, y: 90), .primary))
        _ = host.host.update()
        #expect(host.node(text: "volume 100.0") != nil)
        #expect(log.events == [true, false])
    }

    @Test func aStepSnapsTheValueFromTheLowerBound() {
        let host = volume(step: 10, range: 5...95)
        let slider = host.nodes(kind: "Slider")[0].rect
        // 0.3 of the range is 32, snapped to 35 (5 + 3 × 10).
        host.click(at: slider.minX + 9 + 161 * 0.3, slider.midY)
        #expect(host.node(text: "volume 35.0") != nil)
    }

    @Test func arrowKeysMoveByTheStepOrATwentiethOfTheRange() {
        let stepped = volume(step: 10, range: 5...95)
        #expect(stepped.press(.rightArrow, on: "SliderTrack"))
        #expect(stepped.node(text: "volume 15.0") != nil)
        stepped.press(.upArrow, on: "SliderTrack")
        stepped.press(.leftArrow, on: "SliderTrack")
        stepped.press(.downArrow, on: "SliderTrack")
        stepped.press(.downArrow, on: "SliderTrack")
        #expect(stepped.node(text: "volume 5.0") != nil)
        let free = volume()
        free.press(.rightArrow, on: "SliderTrack")
        #expect(free.node(text: "volume 5.0") != nil)
        #expect(!free.press(.space, on: "SliderTrack"))
    }

    @Test func anUndefinedRangeNeverWritesNaN() {
        let host = volume(range: 3...3)
        let slider = host.nodes(kind: "Slider")[0].rect
        host.click(at: slider.midX, slider.midY)
        #expect(host.node(text: "volume 3.0") != nil)
        #expect(!host.press(.rightArrow, on: "SliderTrack"))
    }

    @Test func labelsStandBeforeAndAtTheEnds() {
        let view = Slider(value: .constant(0.5), in: 0...1) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("1")
        }
        let host = TestHost(view, width: 300, height: 100)
        let label = host.frame(text: "Speed")!, low = host.frame(text: "0")!, high = host.frame(text: "1")!
        let track = host.nodes(kind: "SliderTrack")[0].rect
        #expect(label.minX == 0)
        #expect(low.minX == label.maxX + 8)
        #expect(track.minX == low.maxX + 8)
        #expect(high.minX == track.maxX + 8)
        #expect(high.maxX == 300)
        let hidden = TestHost(view.labelsHidden(), width: 300, height: 100)
        #expect(hidden.node(text: "Speed") == nil)
        #expect(hidden.node(text: "0") != nil)
    }

    @Test func theFilledPartEndsAtTheKnob() {
        let host = TestHost(Slider(value: .constant(0.5)).frame(width: 118), width: 118, height: 20)
        // Groove, filled part, knob: the accent fill reaches the centre (9 + 100 / 2).
        let items = host.host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, _) = item { return path.boundingRect }
            return nil
        }
        #expect(items.count == 3)
        #expect(items[1].maxX == 59)
        #expect(items[2] == CGRect(x: 50, y: 1, width: 18, height: 18))
    }

    @Test func aDisabledSliderIgnoresThePointer() {
        let host = TestHost(Volume(log: Log()).disabled(true), width: 200, height: 100)
        host.click(at: 100, 10)
        #expect(host.node(text: "volume 0.0") != nil)
    }
}
