import Testing
@testable import TrellisCore

/// Settings and the menu bar's commands, on `AppWindows` without a server.
@MainActor
struct CommandsTests {
    @MainActor final class Log { var entries: [String] = [] }

    private struct Demo: App {
        let log: Log
        init() { log = Log() }
        init(log: Log) { self.log = log }
        var body: some Scene {
            WindowGroup("Main") { Text("Main content") }
                .commands {
                    CommandMenu("Book") {
                        Button("Add Book") { log.entries.append("add") }.keyboardShortcut("b")
                        Button("Archive") { log.entries.append("archive") }.keyboardShortcut("a", modifiers: [.command, .shift])
                    }
                    CommandGroup(after: .newItem) {
                        Button("Import…") { log.entries.append("import") }.keyboardShortcut("i")
                    }
                    CommandGroup(replacing: .help) {
                        Button("Library Help") { log.entries.append("help") }
                    }
                }
            Settings { Text("Settings content") }
        }
    }

    @Test func settingsOpensWithControlCommaOnceAndIsBroughtForward() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.press(",", characters: ",", modifiers: .control)
        #expect(app.titles == ["Main", "Settings"])
        #expect(app.window(1).node(text: "Settings content") != nil)
        main.press(",", characters: ",", modifiers: .control)
        #expect(app.titles == ["Main", "Settings"])
        #expect(app.windows.takeRaiseRequests() == [app.windows.open[1].id])
        // The settings window has no menu bar.
        #expect(app.window(1).node(text: "File") == nil)
    }

    @Test func theMenuBarHasTheStandardMenusTheCommandsAndHelp() {
        let app = AppHarness(Demo().body)
        #expect(app.windows.commands.menus.map(\.title) == ["File", "Edit", "Book", "Help"])
        app.windows.openLaunchWindow()
        let main = app.window(0)
        let titles = ["File", "Edit", "Book", "Help"].map { main.frame(text: $0) }
        #expect(titles.allSatisfy { $0 != nil })
        // In a row across the top, above the content.
        #expect(Set(titles.map { $0!.minY }).count == 1)
        #expect(titles[0]!.minX < titles[1]!.minX && titles[1]!.minX < titles[2]!.minX)
        #expect(main.frame(text: "Main content")!.minY > titles[0]!.maxY)
    }

    @Test func shortcutsRunTheirCommandWithTheMenusClosed() {
        let log = Log()
        let app = AppHarness(Demo(log: log).body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.press("b", characters: "b", modifiers: .control)
        main.press("A", characters: "A", modifiers: [.control, .shift])
        main.press("i", characters: "i", modifiers: .control)
        #expect(log.entries == ["add", "archive", "import"])
        #expect(main.host.popups.requests.isEmpty)
    }

    @Test func newWindowOpensAnotherWindowOfTheFirstGroupUnlessReplaced() {
        struct Plain: App {
            var body: some Scene {
                WindowGroup("Main") { Text("x") }.commands { CommandMenu("Tools") { Button("Sharpen") {} } }
            }
        }
        let plain = AppHarness(Plain().body)
        plain.windows.openLaunchWindow()
        plain.window(0).press("n", characters: "n", modifiers: .control)
        #expect(plain.titles == ["Main", "Main"])
        let log = Log()
        let replaced = AppHarness(WindowGroup("Main") { Text("x") }.commands {
            CommandGroup(replacing: .newItem) { Button("New Note") { log.entries.append("note") }.keyboardShortcut("n") }
        })
        replaced.windows.openLaunchWindow()
        replaced.window(0).press("n", characters: "n", modifiers: .control)
        #expect(replaced.titles == ["Main"])
        #expect(log.entries == ["note"])
    }

    @Test func controlWClosesTheWindowAndControlQClosesThemAll() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        app.windows.openWindow(id: nil, value: nil)
        app.windows.openLaunchWindow()
        #expect(app.windows.open.count == 2)
        app.window(1).press("w", characters: "w", modifiers: .control)
        #expect(app.windows.open.count == 1)
        app.window(0).press(",", characters: ",", modifiers: .control)
        app.window(0).press("q", characters: "q", modifiers: .control)
        #expect(app.windows.open.isEmpty)
    }

    @Test func altAndAMnemonicOpensItsMenuWithTheItemsAndTheirShortcuts() {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.press("b", characters: "b", modifiers: .option)
        let request = try! #require(main.host.popups.requests.first)
        let popup = TestHost(host: main.host.makePopupHost(for: request), clock: app.clock, measurer: app.measurer)
        let add = try! #require(popup.frame(text: "Add Book"))
        let shortcut = try! #require(popup.frame(text: "Ctrl+B"))
        #expect(shortcut.minX > add.maxX)
        #expect(popup.node(text: "Shift+Ctrl+A") != nil)
    }

    @Test func anOpenMenusTitleStandsOutFromTheBarInBothSchemes() throws {
        for scheme in [ColorScheme.light, .dark] {
            let app = AppHarness(Demo().body)
            app.windows.openLaunchWindow()
            let main = app.window(0)
            main.host.desktopAppearance = DesktopAppearance(colorScheme: scheme)
            _ = main.host.update()
            main.press("b", characters: "b", modifiers: .option)
            let highlight = SystemPalette.color(.menuBarHighlight, in: scheme)
            let fills = main.host.displayList().items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
            #expect(fills.contains(highlight), "the open title is highlighted (\(scheme))")
            // Composited on the bar, the highlight differs from it by at
            // least 20 of 255 levels (the old white fill differed by 9 in light).
            let bar = SystemPalette.color(.windowBackground, in: scheme)
            let shown = bar.red * (1 - highlight.alpha) + highlight.red * highlight.alpha
            #expect(abs(shown - bar.red) * 255 >= 20, "\(scheme)")
        }
    }

    @Test func aReplacedGroupLosesItsStandardItemsAndEmptyMenusAreLeftOut() {
        struct NoQuit: App {
            var body: some Scene {
                WindowGroup { Text("x") }
                    .commands { CommandGroup(replacing: .appTermination) {} ; CommandGroup(replacing: .saveItem) {} }
            }
        }
        let app = AppHarness(NoQuit().body)
        // File keeps only the two empty replacements: still a menu, with no Quit.
        app.windows.openLaunchWindow()
        app.window(0).press("q", characters: "q", modifiers: .control)
        #expect(app.windows.open.count == 1)
        #expect(!app.windows.commands.menus.contains { $0.title == "View" })
    }

    @Test func withoutCommandsThereIsNoMenuBarButTheStandardShortcutsWork() {
        struct Plain: App {
            var body: some Scene {
                WindowGroup { Text("Plain") }
                Settings { Text("Prefs") }
            }
        }
        let app = AppHarness(Plain().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        #expect(main.node(text: "File") == nil)
        main.press(",", characters: ",", modifiers: .control)
        #expect(app.windows.open.count == 2)
    }
}

@MainActor
struct MenuBarKeyboardTests {
    private struct Demo: App {
        var body: some Scene {
            WindowGroup { Text("Content") }
                .commands {
                    CommandMenu("Tools") { Button("Sharpen") {}; Button("Blur") {} }
                }
        }
    }

    @Test func f10OpensTheFirstMenuAndLeftRightMoveAlongTheBar() throws {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        let file = try #require(main.frame(text: "File"))
        let tools = try #require(main.frame(text: "Tools"))
        main.press(.f10)
        let opened = try #require(main.host.popups.requests.first)
        #expect(opened.anchor.minX <= file.minX && opened.anchor.maxX >= file.maxX)
        let fileMenu = TestHost(host: main.host.makePopupHost(for: opened), clock: app.clock, measurer: app.measurer)
        // The bar is File, Edit, Tools: Right twice moves from File to Tools.
        fileMenu.press(.rightArrow)
        let edit = try #require(main.host.popups.requests.first)
        #expect(edit.anchor.minX > file.maxX && edit.anchor.maxX < tools.minX)
        TestHost(host: main.host.makePopupHost(for: edit), clock: app.clock, measurer: app.measurer).press(.rightArrow)
        let next = try #require(main.host.popups.requests.first)
        #expect(main.host.popups.requests.count == 1)
        #expect(next.anchor.minX <= tools.minX && next.anchor.maxX >= tools.maxX)
        let toolsMenu = TestHost(host: main.host.makePopupHost(for: next), clock: app.clock, measurer: app.measurer)
        #expect(toolsMenu.node(text: "Sharpen") != nil)
        toolsMenu.press(.escape)
        #expect(main.host.popups.requests.isEmpty)
    }

    @Test func theBarsTitlesAreNoTabStops() {
        struct Field: App {
            var body: some Scene {
                WindowGroup { TextField("Name", text: .constant("")) }
                    .commands { CommandMenu("Tools") { Button("Sharpen") {} } }
            }
        }
        let app = AppHarness(Field().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        main.tab()
        #expect(main.host.focusedNode?.unit is EditableText)
    }

    @Test func theMnemonicsAreTheFirstFreeLetters() {
        #expect(MenuBar.mnemonics(for: ["File", "Edit", "Format", "Extras", "123"]) == ["f", "e", "o", "x", nil])
    }
}

@MainActor
struct EditMenuTests {
    private struct Demo: App {
        var body: some Scene {
            WindowGroup { EditorView() }
                .commands { CommandMenu("Tools") { Button("Sharpen") {} } }
        }
    }

    private struct EditorView: View {
        @State private var text = "hello world"
        var body: some View {
            VStack {
                TextField("Text", text: $text).frame(width: 200)
                Text("Value: \(text)")
            }
        }
    }

    /// Chooses `item` in the Edit menu, opened with its mnemonic.
    private func choose(_ item: String, in main: TestHost, app: AppHarness) throws {
        main.press("e", characters: "e", modifiers: .option)
        let request = try #require(main.host.popups.requests.first)
        let menu = TestHost(host: main.host.makePopupHost(for: request), clock: app.clock, measurer: app.measurer)
        #expect(menu.node(text: "Ctrl+C") != nil && menu.node(text: "Shift+Ctrl+Z") != nil)
        menu.click(text: item)
        _ = main.host.update()
    }

    @Test func theEditMenuActsOnTheFocusedTextField() throws {
        let app = AppHarness(Demo().body)
        app.windows.openLaunchWindow()
        let main = app.window(0)
        let clipboard = MemoryClipboard()
        main.host.clipboard = clipboard
        main.tab()
        try choose("Select All", in: main, app: app)
        try choose("Copy", in: main, app: app)
        #expect(clipboard.contents[.clipboard] == "hello world")
        try choose("Cut", in: main, app: app)
        #expect(main.node(text: "Value: ") != nil)
        try choose("Undo", in: main, app: app)
        #expect(main.node(text: "Value: hello world") != nil)
        try choose("Redo", in: main, app: app)
        #expect(main.node(text: "Value: ") != nil)
        try choose("Paste", in: main, app: app)
        #expect(main.node(text: "Value: hello world") != nil)
        // The keys themselves still reach the field, not the menu.
        main.press("a", characters: "a", modifiers: .control)
        clipboard.contents = [:]
        main.press("c", characters: "c", modifiers: .control)
        #expect(clipboard.contents[.clipboard] == "hello world")
    }
}
