import Testing
@testable import TrellisCore

/// The standard controls in the accessibility tree: a toggle is a check
/// box a screen reader can flip, a slider a value it can set.
@Suite("Accessibility of the standard controls")
@MainActor
struct AccessibleControlsTests {
    struct Form: View {
        @State var on = false
        @State var volume = 0.5
        var body: some View {
            VStack {
                Toggle("Notifications", isOn: $on)
                Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }
                Text("on \(on) volume \(Int((volume * 10).rounded()))")
            }
        }
    }

    @Test func aToggleIsACheckBoxAndASliderAValue() throws {
        let host = TestHost(Form(), width: 400, height: 200)
        var elements = allElements(host.host.accessibility)
        let toggle = try #require(elements.first { $0.role == .checkBox })
        #expect(toggle.name == "Notifications")
        #expect(toggle.states.contains(.checkable) && !toggle.states.contains(.checked))
        #expect(toggle.children.isEmpty, "its button is not an element of its own")
        let slider = try #require(elements.first { $0.role == .slider })
        #expect(slider.range?.current == 0.5 && slider.range?.maximum == 1 && slider.range?.step == 0.1)

        #expect(host.host.accessibility.perform(action: 0, on: toggle.id))
        #expect(host.host.accessibility.setValue(0.73, on: slider.id))
        _ = host.host.update()
        #expect(host.node(text: "on true volume 7") != nil)
        elements = allElements(host.host.accessibility)
        #expect(elements.first { $0.role == .checkBox }?.states.contains(.checked) == true)
    }
}
