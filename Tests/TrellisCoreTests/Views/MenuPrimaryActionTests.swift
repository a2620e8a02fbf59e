import Testing
@testable import TrellisCore

/// `Menu(content:label:primaryAction:)` and `menuIndicator(_:)`.
/// Characters are 7 points wide, lines 16.
@Suite("Menu primary action")
@MainActor
struct MenuPrimaryActionTests {
    final class Calls { var count = 0 }

    @Test func theLabelRunsThePrimaryActionAndTheChevronOpensTheMenu() {
        let calls = Calls()
        let host = TestHost(Menu {
            Button("Other") {}
        } label: {
            Text("Save")
        } primaryAction: {
            calls.count += 1
        }.fixedSize(), width: 300, height: 100)
        let menu = host.nodes(kind: "Menu")[0].rect
        // 8 + 28 + 6 on the button's side, the line, 7 + 8 + 8 on the chevron's.
        #expect(menu.size == CGSize(width: 8 + 28 + 6 + 7 + 8 + 8, height: 22))
        #expect(host.nodes(kind: "Button").first?.rect == CGRect(x: menu.minX, y: menu.minY, width: 42, height: 22))
        host.click(text: "Save")
        #expect(calls.count == 1)
        #expect(host.host.popups.requests.isEmpty)
        host.click(CGPoint(x: menu.maxX - 6, y: menu.midY))
        #expect(calls.count == 1)
        #expect(host.host.popups.requests.count == 1)
    }

    @Test func fromTheKeyboardSpaceActsAndDownOpens() {
        let calls = Calls()
        let host = TestHost(Menu("Save") {
            Button("Other") {}
        } primaryAction: {
            calls.count += 1
        }, width: 300, height: 100)
        host.tab()
        host.press(.space)
        #expect(calls.count == 1)
        #expect(host.host.popups.requests.isEmpty)
        host.press(.downArrow)
        #expect(host.host.popups.requests.count == 1)
    }

    @Test func aHiddenIndicatorLeavesTheChevronOut() {
        let shown = TestHost(Menu("Sort") { Button("Name") {} }.fixedSize(), width: 300, height: 100)
        let hidden = TestHost(Menu("Sort") { Button("Name") {} }.menuIndicator(.hidden).fixedSize(), width: 300, height: 100)
        // The chevron is 8 wide and 6 from the label: 8 + 28 + 6 + 8 + 8, and 8 + 28 + 8 without it.
        #expect(shown.nodes(kind: "Menu")[0].rect.width == 58)
        #expect(hidden.nodes(kind: "Menu")[0].rect.width == 44)
        let split = TestHost(Menu("Sort") { Button("Name") {} } primaryAction: {}.menuIndicator(.hidden).fixedSize(),
                             width: 300, height: 100)
        #expect(split.nodes(kind: "Menu")[0].rect.width == 44)
    }
}
