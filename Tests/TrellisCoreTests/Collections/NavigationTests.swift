import Testing
@testable import TrellisCore

private struct Contact: Hashable { let name: String }

private struct StackDemo: View {
    @Binding var path: NavigationPath
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Ada", value: Contact(name: "Ada"))
                NavigationLink("Settings") { Text("Settings page") }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Text("Detail of \(contact.name)").navigationTitle(contact.name)
            }
        }
    }
}

/// Navigation: stack state, links by value and by destination, back, titles, tabs.
@Suite("Navigation")
@MainActor
struct NavigationTests {
    @Test func pushByValueAndPopWithBackAndAltLeft() {
        var path = NavigationPath()
        let host = TestHost(StackDemo(path: Binding(get: { path }, set: { path = $0 })), width: 400, height: 300)
        #expect(host.host.navigationWindowTitle == "Contacts")
        host.click(text: "Ada")
        host.advance(by: 1)
        #expect(path.count == 1)
        #expect(host.node(text: "Detail of Ada") != nil)
        #expect(host.node(text: "Settings") == nil)
        #expect(host.host.navigationWindowTitle == "Ada")
        host.click(text: "‹ Back")
        host.advance(by: 1)
        #expect(path.isEmpty)
        #expect(host.node(text: "Detail of Ada") == nil)
        // A path set from outside shows its destination; Alt+Left pops it.
        path.append(Contact(name: "Bob"))
        host.host.resize(to: CGSize(width: 401, height: 300))
        host.advance(by: 1)
        host.host.heldModifiers = .alt
        host.press(.leftArrow, modifiers: .option)
        host.advance(by: 1)
        #expect(path.isEmpty)
    }

    @Test func pushAViewDestination() {
        var path = NavigationPath()
        let host = TestHost(StackDemo(path: Binding(get: { path }, set: { path = $0 })), width: 400, height: 300)
        host.click(text: "Settings")
        host.advance(by: 1)
        #expect(host.node(text: "Settings page") != nil)
        #expect(path.isEmpty)
        host.click(text: "‹ Back")
        host.advance(by: 1)
        #expect(host.node(text: "Settings page") == nil)
    }

    @Test func tabsSwitchByClickAndCtrlPageDown() {
        var selection = 1
        let host = TestHost(TabView(selection: Binding(get: { selection }, set: { selection = $0 })) {
            Text("First page").tabItem { Text("One") }.tag(1)
            Text("Second page").tabItem { Text("Two") }.tag(2)
        }, width: 400, height: 300)
        #expect(host.node(text: "First page") != nil)
        #expect(host.node(text: "Second page") == nil)
        host.click(text: "Two")
        #expect(selection == 2)
        host.host.heldModifiers = .control
        host.press(.pageDown, modifiers: .control)
        #expect(selection == 1)
    }

    @Test func splitViewShowsSidebarLinksInTheDetail() {
        let host = TestHost(NavigationSplitView {
            List { NavigationLink("Ada", value: Contact(name: "Ada")) }
                .navigationDestination(for: Contact.self) { Text("About \($0.name)") }
        } detail: {
            Text("Choose someone")
        }, width: 700, height: 400)
        #expect(host.frame(text: "Choose someone")!.minX > 221)
        host.click(text: "Ada")
        host.advance(by: 1)
        #expect(host.node(text: "About Ada") != nil)
        #expect(host.node(text: "Choose someone") == nil)
    }

    /// The window title comes from the stacks in the tree: a tab's stack
    /// names the window while its tab shows, and once the stacks are gone
    /// the title set outside any stack does.
    @Test func windowTitleFollowsTheStackShown() {
        let host = TestHost(TitledTabs(), width: 400, height: 300)
        #expect(host.host.navigationWindowTitle == "Inbox")
        host.click(text: "Dates")
        host.advance(by: 1)
        #expect(host.host.navigationWindowTitle == "Calendar")
        host.click(text: "Mail")
        host.advance(by: 1)
        #expect(host.host.navigationWindowTitle == "Inbox")
        host.click(text: "No tabs")
        host.advance(by: 1)
        #expect(host.host.navigationWindowTitle == "Loose")
    }

    /// A title set outside any stack names the window only while its view
    /// shows: a tab with no title leaves the window without one (the
    /// backend shows the window's own title then).
    @Test func aLooseTitleNamesTheWindowOnlyWhileItShows() {
        let host = TestHost(LooselyTitledTabs(), width: 400, height: 300)
        #expect(host.host.navigationWindowTitle == "Inbox")
        host.click(text: "Notes")
        host.advance(by: 1)
        #expect(host.host.navigationWindowTitle == "All notes")
        host.click(text: "About")
        host.advance(by: 1)
        #expect(host.host.navigationWindowTitle == nil)
        host.click(text: "Notes")
        host.advance(by: 1)
        #expect(host.host.navigationWindowTitle == "All notes")
    }

    @Test func splitViewColumnWidthsAndDraggingTheDivider() {
        let host = TestHost(NavigationSplitView {
            List { Text("Inbox") }.navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
        } detail: {
            Text("Detail").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }, width: 700, height: 400)
        // The sidebar starts at its ideal 200; the detail after the 1-point line.
        #expect(host.frame(text: "Detail")?.minX == 201)
        host.drag(from: CGPoint(x: 200, y: 200), through: [CGPoint(x: 230, y: 200), CGPoint(x: 260, y: 200)])
        #expect(host.frame(text: "Detail")?.minX == 261)
        // Not past its max, nor under its min.
        host.drag(from: CGPoint(x: 260, y: 200), through: [CGPoint(x: 400, y: 200), CGPoint(x: 600, y: 200)])
        #expect(host.frame(text: "Detail")?.minX == 301)
        host.drag(from: CGPoint(x: 300, y: 200), through: [CGPoint(x: 200, y: 200), CGPoint(x: 10, y: 200)])
        #expect(host.frame(text: "Detail")?.minX == 151)
    }

    @Test func aFixedColumnWidthCannotBeDragged() {
        let host = TestHost(NavigationSplitView {
            Text("Side").navigationSplitViewColumnWidth(180)
        } detail: {
            Text("Detail").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }, width: 700, height: 400)
        #expect(host.frame(text: "Detail")?.minX == 181)
        host.drag(from: CGPoint(x: 180, y: 200), through: [CGPoint(x: 220, y: 200), CGPoint(x: 260, y: 200)])
        #expect(host.frame(text: "Detail")?.minX == 181)
    }

    @Test func aPushSlidesInFromTheTrailingEdge() {
        var path = NavigationPath()
        let host = TestHost(StackDemo(path: Binding(get: { path }, set: { path = $0 })), width: 400, height: 300)
        host.click(text: "Ada")
        let final = host.node(text: "Detail of Ada")!.rect
        // A quarter second ease: part of the way in after 0.1 s, home after it ends.
        host.advance(by: 0.1)
        let moving = host.presented(text: "Detail of Ada")!
        #expect(moving.minX > final.minX && moving.minX < final.minX + 400)
        #expect(moving.minY == final.minY)
        host.advance(by: 0.5)
        #expect(host.presented(text: "Detail of Ada")?.minX == final.minX)
    }
}

private struct TitledTabs: View {
    @State private var selection = 1
    @State private var showsTabs = true
    var body: some View {
        VStack {
            if showsTabs {
                TabView(selection: $selection) {
                    NavigationStack { Text("Inbox list").navigationTitle("Inbox") }.tabItem { Text("Mail") }.tag(1)
                    NavigationStack { Text("Month").navigationTitle("Calendar") }.tabItem { Text("Dates") }.tag(2)
                }
            }
            Button("No tabs") { showsTabs = false }
        }
        .navigationTitle("Loose")
    }
}

private struct LooselyTitledTabs: View {
    var body: some View {
        TabView {
            NavigationStack { Text("Inbox list").navigationTitle("Inbox") }.tabItem { Text("Mail") }
            Text("Note list").navigationTitle("All notes").tabItem { Text("Notes") }
            Text("Version 1").tabItem { Text("About") }
        }
    }
}
