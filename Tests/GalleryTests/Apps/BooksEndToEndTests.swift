import Foundation
import Testing
import XvfbSupport

/// `gallery books` under openbox, from the keyboard: the Book menu's
/// shortcuts work with the menu closed, Alt+B opens it (shortcuts shown),
/// Ctrl+O opens the selected book in a window of its own (once: the same
/// book again brings it forward), Ctrl+Comma opens Settings (once), a
/// setting changes the main window, Mark All Read follows the shelf it
/// reads (disabled while every book is read: the menu bar's commands are
/// made again when the app's model changes), and the app ends with its
/// last window, not its first.
@Suite("Books, end to end", .serialized)
struct BooksEndToEndTests {
    private func windows(_ session: GallerySession, role: String) throws -> [Inspection.Window] {
        try session.app.waitForInspection().windows.filter { $0.role == role }
    }

    /// Clicks the item named `text` in the open menu: the popup is found
    /// among the root's children by its size (the inspection's, in pixels
    /// at 96 DPI), its absolute position read from `xwininfo`.
    private func clickMenuItem(_ text: String, session: GallerySession) throws {
        let snapshot = try session.app.waitForInspection { $0.windows.contains { $0.role == "menu" } }
        let menu = try #require(snapshot.windows.first { $0.role == "menu" })
        let item = try #require(menu.node(text: text))
        let size = "\(Int(menu.width.rounded()))x\(Int(menu.height.rounded()))+"
        let tree = try session.xdo.run(["xwininfo", "-root", "-tree"])
        let line = try #require(tree.split(separator: "\n").first { $0.contains(size) }, "no \(size) window in\n\(tree)")
        // "… 180x60+10+50  +10+50": the last field is the position on the screen.
        let position = try #require(line.split(separator: " ").last).split(separator: "+").compactMap { Int($0) }
        try #require(position.count == 2)
        try session.xdo.click(x: position[0] + Int(item.rect.midX), y: position[1] + Int(item.rect.midY))
    }

    @Test func menusShortcutsMoreWindowsSettingsAndTheLastWindowEndingTheApp() throws {
        let session = try GallerySession("books")
        try session.wait { $0.texts.contains("Dune") && $0.texts.contains("Book") }
        // A command's shortcut with its menu closed (Add Book replaces File ▸ New Window).
        try session.xdo.key("ctrl+n")
        try session.wait { $0.texts.contains("New Book 4") }
        // Alt+B opens the Book menu with the shortcuts beside its items; Escape closes it.
        try session.xdo.key("alt+b")
        let menu = try session.app.waitForInspection { $0.windows.contains { $0.role == "menu" } }
        let items = try #require(menu.windows.first { $0.role == "menu" })
        #expect(items.texts.contains("Mark All Read") && items.texts.contains("Shift+Ctrl+R") && items.texts.contains("Ctrl+O"))
        try session.xdo.key("Escape")
        _ = try session.app.waitForInspection { !$0.windows.contains { $0.role == "menu" } }

        // Every book read: Mark All Read is disabled, a click on it leaves the menu open.
        try session.xdo.key("ctrl+shift+r")
        try session.wait { $0.texts.contains("4 of 4 read") }
        try session.xdo.key("alt+b")
        try clickMenuItem("Mark All Read", session: session)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try session.app.waitForInspection().windows.contains { $0.role == "menu" })
        try session.xdo.key("Escape")
        _ = try session.app.waitForInspection { !$0.windows.contains { $0.role == "menu" } }
        // An unread book enables it again: the click marks it read and closes the menu.
        try session.xdo.key("ctrl+n")
        try session.wait { $0.texts.contains("4 of 5 read") }
        try session.xdo.key("alt+b")
        try clickMenuItem("Mark All Read", session: session)
        try session.wait { $0.texts.contains("5 of 5 read") }
        _ = try session.app.waitForInspection { !$0.windows.contains { $0.role == "menu" } }

        // The selected book in a window of its own, titled by the book.
        try session.click(try #require(try session.main.node(text: "Emma")))
        try session.xdo.key("ctrl+o")
        _ = try session.app.waitForInspection { $0.windows.contains { $0.role == "window" } }
        let bookWindow = try session.xdo.window(name: "Emma")
        let mainClass = try session.xdo.run(["xprop", "-id", "\(session.window)", "WM_CLASS"])
        #expect(try session.xdo.run(["xprop", "-id", "\(bookWindow)", "WM_CLASS"]) == mainClass)
        try session.xdo.focus(window: session.window)
        try session.xdo.key("ctrl+o")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try windows(session, role: "window").count == 1, "the same book is brought forward, not opened again")

        // Settings, once; its toggle changes the main window.
        try session.xdo.focus(window: session.window)
        try session.xdo.key("ctrl+comma")
        _ = try session.app.waitForInspection { $0.windows.contains { $0.role == "settings" } }
        try session.xdo.focus(window: session.window)
        try session.xdo.key("ctrl+comma")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(try windows(session, role: "settings").count == 1)
        let settings = try #require(try windows(session, role: "settings").first)
        let toggle = try #require(settings.node(text: "Show authors"))
        let settingsWindow = try session.xdo.window(name: "Settings")
        try session.xdo.click(window: settingsWindow, x: Int(toggle.rect.midX), y: Int(toggle.rect.midY))
        try session.wait { !$0.texts.contains("Jane Austen") && $0.texts.contains("Emma") }
        try session.xdo.closeWithAltF4(window: settingsWindow)
        _ = try session.app.waitForInspection { !$0.windows.contains { $0.role == "settings" } }

        // Closing the main window leaves the app running with the book's window.
        try session.xdo.closeWithAltF4(window: session.window)
        _ = try session.app.waitForInspection { $0.mainWindow == nil && $0.windows.contains { $0.role == "window" } }
        #expect(session.app.isRunning)
        // Ctrl+W (File > Close Window) closes the last one: the app ends.
        try session.xdo.focus(window: bookWindow)
        try session.xdo.key("ctrl+w")
        #expect(session.app.waitForExit(timeout: 5) == 0)
    }
}
