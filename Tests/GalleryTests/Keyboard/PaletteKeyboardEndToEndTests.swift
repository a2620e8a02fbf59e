import Foundation
import Testing
import XvfbSupport

/// The palette seed driven only from the keyboard, with no change to its
/// code: Tab to Tile 7 (a ring appears around it), Space selects it.
@Suite("Palette from the keyboard, end to end", .serialized)
struct PaletteKeyboardEndToEndTests {
    @Test func tabToTile7AndSpaceSelectsIt() throws {
        let session = try GallerySession("palette")
        let button = try #require(try session.main.node(kind: "Button", enclosingTextStartingWith: "Tile 7")).rect
        try session.xdo.focus(window: session.window)
        let idle = try session.screenshot()
        for _ in 0..<7 { try session.xdo.key("Tab") }
        // The ring: accent-blue pixels along the inside of the tile's left edge, mid-height.
        let blue: (RGB) -> Bool = { $0.blue > 200 && $0.red < 120 }
        let edge = (x: Int(button.x), y: Int(button.midY) - 5, width: 4, height: 10)
        #expect(idle.cropped(x: edge.x, y: edge.y, width: edge.width, height: edge.height).count(where: blue) == 0)
        try waitUntil("the focus ring around Tile 7", timeout: 5) {
            (try? session.screenshot().cropped(x: edge.x, y: edge.y, width: edge.width, height: edge.height).count(where: blue))
                .map { $0 > 5 } ?? false
        }
        try session.xdo.key("space")
        let after = try session.wait { $0.node(text: "Selected tile: 7") != nil }
        #expect(after.node(text: "Choose a numbered tile") == nil)
        // Shift+Tab back to Tile 6 and Return selects it.
        try session.xdo.key("shift+Tab", "Return")
        try session.wait { $0.node(text: "Selected tile: 6") != nil }
    }
}

/// The dropdowns seed from the keyboard: the focus goes into a menu opened
/// with Space and comes back to its control when the menu closes.
@Suite("Dropdowns from the keyboard, end to end", .serialized)
struct DropdownsKeyboardEndToEndTests {
    @Test func tabToAMenuOpenItChooseAndComeBack() throws {
        let session = try GallerySession("dropdowns")
        try session.xdo.focus(window: session.window)
        try session.xdo.key("Tab", "Tab", "space")
        let open = try session.app.waitForInspection { $0.windows.contains { $0.role == "menu" } }
        #expect(open.windows.first { $0.role == "menu" }?.texts == ["Solid", "Alternating diagonal lines"])
        try session.xdo.key("Down", "Return")
        try session.app.waitForInspection { snapshot in
            !snapshot.windows.contains { $0.role == "menu" }
                && snapshot.mainWindow?.node(text: "Pattern: Alternating diagonal lines") != nil
        }
        // The focus is on the Pattern menu again: Return reopens it.
        try session.xdo.key("Return")
        try session.app.waitForInspection { $0.windows.contains { $0.role == "menu" } }
        try session.xdo.key("Escape")
        try session.app.waitForInspection { !$0.windows.contains { $0.role == "menu" } }
    }
}
