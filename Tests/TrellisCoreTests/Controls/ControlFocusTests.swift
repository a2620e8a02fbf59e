import Testing
@testable import TrellisCore

/// The standard controls from the keyboard alone: each is one Tab stop,
/// and its keys work while it has the focus.
@Suite("Controls and the keyboard focus")
@MainActor
struct ControlFocusTests {
    struct Settings: View {
        @State var size = 1
        @State var volume = 0.5
        @State var count = 3
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                    Text("L").tag(2)
                }
                .pickerStyle(.segmented)
                Slider(value: $volume, in: 0...1, step: 0.1)
                Stepper("Count", value: $count, in: 0...5)
                Button("Done") {}
                Text("size \(size) volume \(Int((volume * 10).rounded())) count \(count)")
            }
        }
    }

    @Test func eachControlIsOneTabStopAndTakesItsKeys() {
        let host = TestHost(Settings(), width: 400, height: 300)
        // The picker, the slider, the stepper, the button: four stops, not
        // one per segment or arrow.
        #expect(host.host.focusChain().map { $0.unit?.kindName } == ["Picker", "SliderTrack", "Stepper", "Button"])
        host.tab()
        #expect(host.host.focusedNode?.unit?.kindName == "Picker")
        host.press(.rightArrow)
        host.tab()
        #expect(host.host.focusedNode?.unit?.kindName == "SliderTrack")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.tab()
        host.press(.upArrow)
        #expect(host.node(text: "size 2 volume 7 count 4") != nil)
        // Tab goes on past the stepper to the button, and comes round.
        host.tab()
        #expect(host.host.focusedNode?.unit?.kindName == "Button")
        host.tab()
        #expect(host.host.focusedNode?.unit?.kindName == "Picker")
    }
}
