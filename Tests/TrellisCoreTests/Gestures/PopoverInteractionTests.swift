import Testing
@testable import TrellisCore

/// A popover holding ordinary controls: a counter button, a toggle, a
/// text field and a menu.
private struct Editor: View {
    @State var shown = false
    @State var count = 0
    @State var on = false
    @State var name = ""
    @State var chosen = "none"
    var body: some View {
        VStack(spacing: 0) {
            Button("Edit") { shown = true }
                .popover(isPresented: $shown) {
                    VStack {
                        Button("Add") { count += 1 }
                        Toggle("Bold", isOn: $on)
                        TextField("Name", text: $name)
                        Menu("Colour") { Button("Red") { chosen = "red" } }
                        Text("inside: \(count) \(on)")
                    }
                }
            Text("count \(count) on \(on) name \(name) chosen \(chosen) shown \(shown)")
            Spacer()
        }
    }
}

/// A popover is an ordinary interactive view: its buttons, toggles and text
/// fields work and leave it open; Escape, a click outside, or the binding
/// close it. A menu opened inside it closes on a choice, the popover stays.
@Suite("Popover interaction")
@MainActor
struct PopoverInteractionTests {
    private func open() throws -> (TestHost, TestHost) {
        let host = TestHost(Editor(), width: 400, height: 300)
        host.click(text: "Edit")
        let request = try #require(host.host.popups.requests.first)
        let popup = TestHost(host: host.host.makePopupHost(for: request), clock: host.clock, measurer: host.measurer,
                             width: 200, height: 160)
        return (host, popup)
    }

    private func state(_ host: TestHost) -> String? {
        host.nodes.first { $0.text?.hasPrefix("count") == true }?.text
    }

    @Test func buttonsAndTogglesLeaveItOpen() throws {
        let (host, popup) = try open()
        popup.click(text: "Add")
        popup.click(text: "Add")
        popup.click(text: "Bold")
        _ = host.host.update()
        #expect(host.host.popups.requests.count == 1, "still open")
        #expect(state(host) == "count 2 on true name  chosen none shown true")
        // The open popover shows the state now, as SwiftUI updates it.
        _ = popup.host.update()
        #expect(popup.node(text: "inside: 2 true") != nil)
    }

    @Test func aTextFieldTakesTypingAndTabMovesTheFocus() throws {
        let (host, popup) = try open()
        let field = try #require(popup.nodes(kind: "TextField").first)
        popup.click(CGPoint(x: field.rect.midX, y: field.rect.midY))
        popup.type("Ada")
        _ = host.host.update()
        #expect(state(host) == "count 0 on false name Ada chosen none shown true")
        #expect(host.host.popups.requests.count == 1)
        // Tab moves on inside the popover (to the menu), Shift+Tab back.
        popup.tab()
        #expect(popup.host.focusedNode?.isDescendant(of: popup.host.root) == true)
        #expect(!(popup.host.focusedNode?.unit is EditableText))
        popup.tab(backward: true)
        #expect(popup.host.focusedNode?.unit is EditableText)
    }

    @Test func escapeClosesItAndClearsTheBinding() throws {
        let (host, popup) = try open()
        popup.press(.escape)
        _ = host.host.update()
        #expect(host.host.popups.requests.isEmpty)
        #expect(state(host) == "count 0 on false name  chosen none shown false")
    }

    @Test func aMenuInsideClosesOnAChoiceButThePopoverStays() throws {
        let (host, popup) = try open()
        popup.click(text: "Colour")
        let menuRequest = try #require(host.host.popups.requests.last)
        #expect(menuRequest.level == 2)
        #expect(popup.host.popups.requests.count == 2)
        let menu = TestHost(host: host.host.makePopupHost(for: menuRequest), clock: host.clock, measurer: host.measurer,
                            width: 120, height: 40)
        menu.click(text: "Red")
        _ = host.host.update()
        #expect(host.host.popups.requests.map(\.level) == [1], "the menu closed, the popover stayed")
        #expect(state(host) == "count 0 on false name  chosen red shown true")
    }
}
