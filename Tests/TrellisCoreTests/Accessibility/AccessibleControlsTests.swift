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

    private struct Due: View {
        @State var due = Date(timeIntervalSince1970: 86_400 * 100)
        var body: some View {
            VStack {
                DatePicker("Due", selection: $due, displayedComponents: .date)
                Text("due \(Int(due.timeIntervalSince1970))")
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
    }

    @Test func aDatePickerStepsThroughItsActions() throws {
        let host = TestHost(Due(), width: 500, height: 200)
        let tree = host.host.accessibility
        let picker = try #require(allElements(tree).first { $0.role == .dateEditor })
        #expect(picker.name == "Due" && picker.actions.map(\.name) == ["increment", "decrement"])
        let before = try #require(host.nodes.first { $0.text?.hasPrefix("due ") == true }?.text)
        #expect(tree.perform(action: 0, on: picker.id))
        _ = host.host.update()
        let after = try #require(host.nodes.first { $0.text?.hasPrefix("due ") == true }?.text)
        #expect(after != before, "increment moved the date")
        #expect(tree.perform(action: 1, on: picker.id))
        _ = host.host.update()
        #expect(host.nodes.first { $0.text?.hasPrefix("due ") == true }?.text == before, "decrement moved it back")
    }
}
