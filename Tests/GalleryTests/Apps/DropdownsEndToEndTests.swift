import Foundation
import Testing
import XvfbSupport

/// The dropdown panel as a user meets it: a real popup window, chosen
/// with the mouse or the keyboard, closed with Escape or a click outside.
@Suite("Dropdowns, end to end", .serialized)
struct DropdownsEndToEndTests {
    /// The gallery at a width where the three short labels fit on one row.
    private func session() throws -> GallerySession {
        let session = try GallerySession("dropdowns")
        let menus = try session.main.nodes(kind: "Menu")
        #expect(menus.count == 3)
        #expect(Set(menus.map(\.rect.y)).count == 1, "all three controls share the first row")
        return session
    }

    private func menu(_ window: Inspection.Window, _ prefix: String) throws -> Inspection.Node {
        try #require(window.node(kind: "Menu", enclosingTextStartingWith: prefix))
    }

    private func popup(_ snapshot: Inspection) -> Inspection.Window? { snapshot.windows.first { $0.role == "menu" } }

    @Test func choosingALongLabelRewrapsThePanelWithAnimation() throws {
        let session = try session()
        let start = try session.main
        let arrangement = try #require(start.node(text: "Arrangement: Rows")).rect
        let hint = try #require(start.nodes.first { $0.text?.hasPrefix("Choose a longer") == true }).rect
        try session.click(try menu(start, "Pattern"))
        let open = try session.app.waitForInspection { popup($0) != nil }
        let panel = try #require(popup(open))
        #expect(panel.texts == ["Solid", "Alternating diagonal lines"])
        // The popup is a real window on screen, below the control.
        let shot = try Screenshot.capture(display: session.app.display)
        let frame = try session.xdo.geometry(of: session.window)
        let control = try menu(start, "Pattern").rect
        let below = (x: frame.x + Int(control.x) + 20, y: frame.y + Int(control.maxY) + 12)
        #expect(shot.color(x: below.x, y: below.y) == RGB(255, 255, 255), "the white popup is under the control")

        let item = try #require(panel.node(text: "Alternating diagonal lines")).rect
        try session.xdo.click(x: frame.x + Int(control.x + item.midX), y: frame.y + Int(control.maxY) + 2 + Int(item.midY))
        let frames = try session.record(for: 0.5)
        let end = try session.wait { $0.node(text: "Pattern: Alternating diagonal lines") != nil }
        #expect(try session.app.waitForInspection().windows.count == 1, "the popup closed")
        let target = try #require(end.node(text: "Arrangement: Rows")).rect
        #expect(target.y > arrangement.y, "Arrangement wrapped to the second row")
        #expect(try #require(end.nodes.first { $0.text?.hasPrefix("Choose a longer") == true }).rect.y > hint.y)
        let moving = frames.filter(\.animating).compactMap { $0.node(text: "Arrangement: Rows")?.presentedRect }
        #expect(moving.contains { $0.y > arrangement.y && $0.y < target.y }, "seen between rows during the 0.25 s")
    }

    @Test func escapeAndAClickOutsideCloseWithoutChoosing() throws {
        let session = try session()
        let start = try session.main
        try session.click(try menu(start, "Pattern"))
        try session.app.waitForInspection { popup($0) != nil }
        try session.xdo.key("Escape")
        try session.app.waitForInspection { $0.windows.count == 1 }
        try session.click(try menu(start, "Pattern"))
        try session.app.waitForInspection { popup($0) != nil }
        try session.xdo.click(x: 5, y: 5)    // the desktop, outside every window
        let closed = try session.app.waitForInspection { $0.windows.count == 1 }
        #expect(closed.node(text: "Pattern: Solid") != nil)
    }

    @Test func theKeyboardChoosesAnItem() throws {
        let session = try session()
        try session.click(try menu(try session.main, "Shape"))
        try session.app.waitForInspection { popup($0) != nil }
        try session.xdo.key("Down")
        try session.xdo.key("Down")
        try session.xdo.key("Return")
        let chosen = try session.wait { $0.node(text: "Shape: Rounded rectangle") != nil }
        #expect(chosen.node(text: "Shape: Circle") == nil)
    }
}
