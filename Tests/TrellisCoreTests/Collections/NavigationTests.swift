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
