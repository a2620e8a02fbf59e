import Observation
import Testing
@testable import TrellisCore

/// Menu bar commands that read the app's models follow them, as SwiftUI
/// re-evaluates an app's body: a button's `.disabled`, a `Toggle` over a
/// model's property, a `CommandMenu` declared under an `if`.
@MainActor
struct CommandsUpdateTests {
    @Observable final class Library {
        var books: [String] = []
        var showsArchive = false
        var removals = 0
    }

    private struct LibraryApp: App {
        let library: Library
        init() { library = Library() }
        init(library: Library) { self.library = library }
        var body: some Scene {
            WindowGroup("Main") { Text("Main content") }
                .commands {
                    CommandMenu("Book") {
                        Button("Remove All") {
                            library.books.removeAll()
                            library.removals += 1
                        }
                        .keyboardShortcut("r")
                        .disabled(library.books.isEmpty)
                        Toggle("Show Archive", isOn: Binding(get: { library.showsArchive }, set: { library.showsArchive = $0 }))
                    }
                    if library.showsArchive {
                        CommandMenu("Archive") { Button("Restore") {} }
                    }
                }
        }
    }

    private func harness(_ library: Library) -> AppHarness {
        let app = LibraryApp(library: library)
        return AppHarness(app.body, body: { app.body })
    }

    @Test func aShortcutFollowsTheDisabledStateItsButtonReads() {
        let library = Library()
        let app = harness(library)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.press("r", characters: "r", modifiers: .control)
        #expect(library.removals == 0)  // nothing to remove: disabled
        library.books = ["Emma"]
        main.press("r", characters: "r", modifiers: .control)
        #expect(library.removals == 1)
        #expect(library.books.isEmpty)
        main.press("r", characters: "r", modifiers: .control)
        #expect(library.removals == 1)  // disabled again
    }

    @Test func theMenuShowsTheStateItsItemsReadNow() throws {
        let library = Library()
        let app = harness(library)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        func openBookMenu() throws -> TestHost {
            main.press("b", characters: "b", modifiers: .option)
            let request = try #require(main.host.popups.requests.first)
            return TestHost(host: main.host.makePopupHost(for: request), clock: app.clock, measurer: app.measurer)
        }
        // Disabled: a click does nothing and the menu stays open.
        try openBookMenu().click(text: "Remove All")
        #expect(library.removals == 0)
        #expect(!main.host.popups.requests.isEmpty)
        main.host.popups.dismiss()
        library.books = ["Emma", "Persuasion"]
        _ = main.host.update()
        try openBookMenu().click(text: "Remove All")
        #expect(library.removals == 1)
        #expect(library.books.isEmpty)
        #expect(main.host.popups.requests.isEmpty)
    }

    @Test func aToggleInAMenuWritesTheModelAndAMenuUnderAnIfAppears() throws {
        let library = Library()
        let app = harness(library)
        app.windows.openLaunchWindow()
        app.windows.openLaunchWindow()
        let main = app.window(0), second = app.window(1)
        #expect(main.node(text: "Archive") == nil)
        main.press("b", characters: "b", modifiers: .option)
        let request = try #require(main.host.popups.requests.first)
        let menu = TestHost(host: main.host.makePopupHost(for: request), clock: app.clock, measurer: app.measurer)
        menu.click(text: "Show Archive")
        #expect(library.showsArchive)
        _ = main.host.update()
        _ = second.host.update()
        // Both windows' menu bars have the new menu, after Book.
        for window in [main, second] {
            let book = try #require(window.frame(text: "Book"))
            let archive = try #require(window.frame(text: "Archive"))
            #expect(archive.minX > book.maxX)
        }
        library.showsArchive = false
        _ = main.host.update()
        #expect(main.node(text: "Archive") == nil)
    }
}
