import Foundation
import Testing
import XvfbSupport

/// A popover of ordinary controls under Xvfb and openbox (the order
/// form's "Gift…"): its button and toggle leave it open, typing reaches
/// its text field, Tab moves on inside it, Escape closes it.
@Suite("Popover, end to end", .serialized)
struct PopoverEndToEndTests {
    private func popover(_ snapshot: Inspection) -> Inspection.Window? { snapshot.windows.first { $0.role == "popover" } }

    @Test func itsControlsWorkAndItStaysOpenUntilEscape() throws {
        let session = try GallerySession("form")
        try session.xdo.focus(window: session.window)
        let start = try session.wait { $0.node(text: "No gift") != nil }
        let opener = try #require(start.node(kind: "Button", enclosingTextStartingWith: "Gift…")).rect
        try session.xdo.click(window: session.window, x: Int(opener.midX), y: Int(opener.midY))
        let open = try session.app.waitForInspection { popover($0) != nil }
        let panel = try #require(popover(open))
        // The popover opens 2 pixels below its button, left edges aligned.
        let frame = try session.xdo.geometry(of: session.window)
        func click(_ rect: Inspection.Rect) throws {
            try session.xdo.click(x: frame.x + Int(opener.x + rect.midX), y: frame.y + Int(opener.maxY) + 2 + Int(rect.midY))
        }
        try click(try #require(panel.node(kind: "Button", enclosingTextStartingWith: "Add card")).rect)
        try click(try #require(panel.node(kind: "Button", enclosingTextStartingWith: "Add card")).rect)
        try click(try #require(panel.node(kind: "Toggle", enclosingTextStartingWith: "Gift wrap")).rect)
        try session.wait { $0.node(text: "Gift for , wrapped yes, cards 2") != nil }
        #expect(popover(try session.app.waitForInspection()) != nil, "still open")
        try click(try #require(panel.nodes(kind: "TextField").first).rect)
        try session.xdo.type("Ada")
        try session.wait { $0.node(text: "Gift for Ada, wrapped yes, cards 2") != nil }
        // Tab moves to the toggle inside the popover; Space flips it.
        try session.xdo.key("Tab", "space")
        try session.wait { $0.node(text: "Gift for Ada, wrapped no, cards 2") != nil }
        try session.xdo.key("Escape")
        try session.app.waitForInspection { popover($0) == nil }
        #expect(session.app.stderr.isEmpty)
    }
}

/// Page Down, Page Up, End and Home scroll the palette's scroll view with
/// nothing focused, a page being the visible height less 10 points.
@Suite("Keyboard scrolling, end to end", .serialized)
struct KeyboardScrollingEndToEndTests {
    @Test func pageKeysScrollThePalette() throws {
        let session = try GallerySession("palette", environment: ["TRELLIS_WINDOW_ANIMATION": "0"])
        try session.xdo.resize(window: session.window, width: 440, height: 300)
        let start = try session.wait { $0.width == 440 && $0.height == 300 }
        let scroller = try #require(start.nodes(kind: "ScrollView").first).rect
        func firstTileY(_ window: Inspection.Window) -> Double? { window.children(ofFirst: "WideFirstGrid").first?.rect.y }
        let top = try #require(firstTileY(start))
        try session.xdo.focus(window: session.window)
        try session.xdo.key("Next")
        let paged = try session.wait { firstTileY($0).map { $0 < top } ?? false }
        let page = top - firstTileY(paged)!
        #expect(page == scroller.height - 10 || page < scroller.height - 10, "a page, or up to the end")
        try session.xdo.key("End")
        try session.xdo.key("Home")
        try session.wait { firstTileY($0) == top }
    }
}
