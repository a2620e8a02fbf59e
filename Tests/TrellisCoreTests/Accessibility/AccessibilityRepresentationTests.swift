import Testing
@testable import TrellisCore

/// `accessibilityRepresentation`: a custom control reads (and acts) as the
/// standard control it is represented by, where it is, while the
/// representation is never drawn, hit or focused.
@Suite("Accessibility representation")
@MainActor
struct AccessibilityRepresentationTests {
    struct PowerSwitch: View {
        @State var isOn = false
        @State var level = 0.5
        var body: some View {
            VStack(spacing: 10) {
                Capsule().fill(isOn ? Color.green : Color.gray)
                    .frame(width: 40, height: 20)
                    .onTapGesture { isOn.toggle() }
                    .accessibilityRepresentation { Toggle("Power", isOn: $isOn) }
                Rectangle().frame(width: 100, height: 8)
                    .accessibilityRepresentation { Slider(value: $level, in: 0...1) { Text("Level") } }
                Text("on \(isOn) level \(Int((level * 10).rounded()))")
            }
        }
    }

    @Test func theRepresentationGivesTheElementsAtTheViewsPlace() throws {
        let host = TestHost(PowerSwitch(), width: 300, height: 200)
        let tree = host.host.accessibility
        let elements = allElements(tree)
        let toggle = try #require(elements.first { $0.role == .checkBox })
        #expect(toggle.name == "Power")
        let capsule = try #require(host.nodes(kind: "Capsule").first).rect
        #expect(toggle.frame == capsule)
        let slider = try #require(elements.first { $0.role == .slider })
        #expect(slider.name == "Level" && slider.range?.current == 0.5)
        #expect(slider.frame == (try #require(host.nodes(kind: "Rectangle").first)).rect)
        #expect(!elements.contains { $0.role == .pushButton }, "only the representation's elements")

        #expect(tree.perform(action: 0, on: toggle.id))
        #expect(tree.setValue(0.8, on: slider.id))
        _ = host.host.update()
        #expect(host.node(text: "on true level 8") != nil)
    }

    @Test func theRepresentationIsNeitherDrawnNorFocused() {
        let plain = TestHost(Color.red.frame(width: 40, height: 20), width: 300, height: 200)
        let represented = TestHost(Color.red.frame(width: 40, height: 20)
            .accessibilityRepresentation { Button("Hidden") {} }, width: 300, height: 200)
        #expect(represented.host.displayList().items.count == plain.host.displayList().items.count)
        represented.tab()
        #expect(represented.host.focusedNode == nil)
        #expect(represented.nodes(kind: "AccessibilityRepresentation").first?.rect.size == CGSize(width: 40, height: 20))
    }
}
