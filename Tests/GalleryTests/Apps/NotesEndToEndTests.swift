import Foundation
import Testing
import XvfbSupport

/// `gallery notes` under openbox: the wheel scrolls the lazy grid, a click
/// selects a row, the toolbar's Delete opens an alert as a real dialog
/// window (transient, dialog type, modal) that Return answers, Add opens
/// a sheet whose button adds a note and closes it.
@Suite("Notes, end to end", .serialized)
struct NotesEndToEndTests {
    private func click(_ session: GallerySession, _ text: String) throws {
        try session.click(try #require(try session.main.node(text: text), "no \(text)"))
    }

    @Test func scrollSelectDeleteWithAnAlertAndAddWithASheet() throws {
        let session = try GallerySession("notes")
        try session.wait { $0.texts.contains("Archived 1") }
        // The wheel over the grid makes rows further down.
        let tile = try #require(try session.main.node(text: "Archived 1"))
        for _ in 0..<30 { try session.xdo.click(window: session.window, x: Int(tile.rect.midX), y: Int(tile.rect.midY), button: 5) }
        try session.wait { $0.texts.contains("Archived 100") && !$0.texts.contains("Archived 1") }

        try click(session, "Standup")
        try session.wait { $0.texts.contains("Meeting") }
        try click(session, "Delete")
        let alert = try session.app.waitForInspection { $0.windows.contains { $0.role == "alert" } }
        #expect(alert.windows.first { $0.role == "alert" }?.nodes.contains { $0.text == "You cannot undo this." } == true)
        let dialog = try session.xdo.window(name: "Delete this note?")
        let properties = try session.xdo.run(["xprop", "-id", "\(dialog)", "_NET_WM_WINDOW_TYPE", "_NET_WM_STATE", "WM_TRANSIENT_FOR"])
        #expect(properties.contains("_NET_WM_WINDOW_TYPE_DIALOG"))
        #expect(properties.contains("_NET_WM_STATE_MODAL"))
        #expect(properties.contains("WM_TRANSIENT_FOR(WINDOW): window id # 0x" + String(session.window, radix: 16)))
        try session.xdo.key("Return")
        try session.wait { !$0.texts.contains("Standup") }
        #expect(try session.app.waitForInspection().windows.count == 1)

        // The sheet: Escape is its Cancel button; Return its first button.
        try click(session, "Add")
        _ = try session.app.waitForInspection { $0.windows.contains { $0.role == "sheet" } }
        try session.xdo.key("Escape")
        _ = try session.app.waitForInspection { !$0.windows.contains { $0.role == "sheet" } }
        #expect(try session.main.texts.contains("New meeting 4") == false)
        try click(session, "Add")
        _ = try session.app.waitForInspection { $0.windows.contains { $0.role == "sheet" } }
        try session.xdo.key("Return")
        try session.wait { $0.texts.contains("New meeting 4") && $0.texts.contains("Meeting") }
        #expect(try session.app.waitForInspection().windows.count == 1)
    }

    /// A sidebar row dragged with the mouse moves (onMove): Groceries,
    /// dragged below Garden shed, ends up last.
    @Test func dragASidebarRowToMoveIt() throws {
        let session = try GallerySession("notes")
        try session.wait { $0.texts.contains("Garden shed") }
        let groceries = try #require(try session.main.node(text: "Groceries")).rect
        let shed = try #require(try session.main.node(text: "Garden shed")).rect
        let x = Int(groceries.midX), from = Int(groceries.midY), to = Int(shed.maxY) + 6
        _ = try session.xdo.run(["xdotool", "mousemove", "--window", "\(session.window)", "\(x)", "\(from)", "mousedown", "1"])
        for y in stride(from: from + 6, through: to, by: 6) {
            _ = try session.xdo.run(["xdotool", "mousemove", "--window", "\(session.window)", "\(x)", "\(y)"])
        }
        _ = try session.xdo.run(["xdotool", "mouseup", "1"])
        try session.wait { window in
            guard let g = window.node(text: "Groceries"), let s = window.node(text: "Garden shed") else { return false }
            return g.rect.y > s.rect.y
        }
    }
}
