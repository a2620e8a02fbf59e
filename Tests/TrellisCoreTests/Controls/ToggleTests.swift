import Testing
@testable import TrellisCore

/// `Toggle` in its styles: sizes, clicks, Space, the knob's slide, labels.
@Suite("Toggle")
@MainActor
struct ToggleTests {
    struct Settings: View {
        @State var wifi = false
        var style: Style = .automatic
        enum Style { case automatic, `switch`, button }

        var body: some View {
            VStack(alignment: .leading) {
                switch style {
                case .automatic: Toggle("Wi-Fi", isOn: $wifi)
                case .switch: Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                case .button: Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.button)
                }
                Text(wifi ? "on" : "off")
            }
        }
    }

    @Test func theAutomaticStyleIsACheckBoxBeforeItsLabel() {
        let host = TestHost(Settings().padding(0), width: 200, height: 100)
        let toggle = host.nodes(kind: "Toggle")[0].rect
        // 14-point box, 6 points, "Wi-Fi" (5 × 7 points); the text's 16-point line.
        #expect(toggle.size == CGSize(width: 55, height: 16))
        let box = host.nodes(kind: "RoundedRectangle")[0].rect
        #expect(box == CGRect(x: toggle.minX, y: toggle.minY + 1, width: 14, height: 14))
        #expect(host.frame(text: "Wi-Fi")!.minX == toggle.minX + 20)
    }

    @Test func clickingTheBoxOrTheLabelFlipsTheBinding() {
        let host = TestHost(Settings(), width: 200, height: 100)
        #expect(host.node(text: "off") != nil)
        let box = host.nodes(kind: "RoundedRectangle")[0].rect
        host.click(CGPoint(x: box.midX, y: box.midY))
        #expect(host.node(text: "on") != nil)
        host.click(text: "Wi-Fi")
        #expect(host.node(text: "off") != nil)
    }

    @Test func aDisabledToggleIgnoresClicksAndSpace() {
        let host = TestHost(Settings().disabled(true), width: 200, height: 100)
        host.click(text: "Wi-Fi")
        #expect(host.node(text: "off") != nil)
        #expect(!host.press(.space, on: "Toggle"))
        #expect(host.node(text: "off") != nil)
    }

    @Test func spaceFlipsAFocusedToggleAndOtherKeysPassThrough() {
        let host = TestHost(Settings(), width: 200, height: 100)
        #expect(host.press(.space, on: "Toggle"))
        #expect(host.node(text: "on") != nil)
        #expect(!host.press(.return, on: "Toggle"))
        #expect(host.node(text: "on") != nil)
    }

    @Test func theSwitchIsAfterItsLabelAndOnlyItFlips() {
        let host = TestHost(Settings(style: .switch), width: 200, height: 100)
        let toggle = host.nodes(kind: "Toggle")[0].rect
        // "Wi-Fi", 8 points, a 38 × 22 switch.
        #expect(toggle.size == CGSize(width: 35 + 8 + 38, height: 22))
        host.click(text: "Wi-Fi")
        #expect(host.node(text: "off") != nil)
        host.click(CGPoint(x: toggle.maxX - 10, y: toggle.midY))
        #expect(host.node(text: "on") != nil)
    }

    @Test func theKnobSlidesAcrossInAFifteenthOfASecond() {
        let host = TestHost(Settings(style: .switch), width: 200, height: 100)
        let toggle = host.nodes(kind: "Toggle")[0].rect
        let knobBefore = host.nodes(kind: "Circle")[0].presentedRect
        #expect(knobBefore.minX == toggle.maxX - 38 + 2)
        host.click(CGPoint(x: toggle.maxX - 10, y: toggle.midY))
        host.advance(by: 0.075)
        let middle = host.nodes(kind: "Circle")[0].presentedRect
        #expect(middle.minX > knobBefore.minX && middle.minX < toggle.maxX - 20)
        host.advance(by: 0.1)
        #expect(host.nodes(kind: "Circle")[0].presentedRect.minX == toggle.maxX - 20)
        #expect(!host.host.isAnimating)
    }

    @Test func labelsHiddenLeavesTheControlAlone() {
        let host = TestHost(Settings(style: .switch).labelsHidden(), width: 200, height: 100)
        #expect(host.node(text: "Wi-Fi") == nil)
        #expect(host.nodes(kind: "Toggle")[0].rect.size == CGSize(width: 38, height: 22))
    }

    @Test func controlSizeScalesTheSwitch() {
        let host = TestHost(Settings(style: .switch).labelsHidden().controlSize(.small), width: 200, height: 100)
        #expect(host.nodes(kind: "Toggle")[0].rect.size == CGSize(width: 31, height: 18))
    }

    @Test func theButtonStyleFlipsOnAClick() {
        let host = TestHost(Settings(style: .button), width: 200, height: 100)
        // The label padded 10 × 3, as a bordered button.
        #expect(host.nodes(kind: "Toggle")[0].rect.size == CGSize(width: 55, height: 22))
        host.click(text: "Wi-Fi")
        #expect(host.node(text: "on") != nil)
    }

    /// A custom style that wraps the automatic one: `Toggle(configuration)`
    /// inside it is drawn by the style outside, and does not recurse.
    struct Bracketed: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                Toggle(configuration)
                Text("]")
            }
        }
    }

    @Test func aCustomStyleCanWrapTheStyleAroundIt() {
        struct Custom: View {
            @State var on = false
            var body: some View {
                VStack {
                    Toggle("Go", isOn: $on).toggleStyle(Bracketed()).toggleStyle(.switch)
                    Text(on ? "on" : "off")
                }
            }
        }
        let host = TestHost(Custom(), width: 200, height: 100)
        #expect(host.nodes(kind: "Toggle").count == 2)
        #expect(host.node(text: "[") != nil)
        // The inner toggle is a switch: 14 ("Go") + 8 + 38.
        #expect(host.nodes(kind: "Toggle")[1].rect.width == 60)
        let inner = host.nodes(kind: "Toggle")[1].rect
        host.click(CGPoint(x: inner.maxX - 5, y: inner.midY))
        #expect(host.node(text: "on") != nil)
    }
}
