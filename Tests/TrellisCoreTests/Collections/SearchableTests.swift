import Testing
@testable import TrellisCore

/// `.searchable` puts a search field in the toolbar; typing filters.
@Suite("searchable")
@MainActor
struct SearchableTests {
    struct Fruits: View {
        @State var query = ""
        let all = ["Apple", "Banana", "Cherry", "Grape"]
        var body: some View {
            NavigationStack {
                List(all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    .navigationTitle("Fruit")
                    .searchable(text: $query, prompt: "Find a fruit")
            }
        }
    }

    @Test func theToolbarFieldFiltersTheList() {
        let host = TestHost(Fruits(), width: 500, height: 300)
        #expect(host.node(text: "Banana") != nil)
        host.tab()
        host.type("an")
        #expect(host.node(text: "Banana") != nil)
        #expect(host.node(text: "Apple") == nil)
        #expect(host.node(text: "Cherry") == nil)
    }

    @Test func aSearchFieldJoinsTheToolbarAlreadyThere() {
        struct Plain: View {
            @State var query = ""
            var body: some View {
                Text("content")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
                    .searchable(text: $query)
            }
        }
        let host = TestHost(Plain(), width: 500, height: 200)
        // One bar: the button and the field side by side, not two bars.
        let add = host.frame(text: "Add")!
        let field = host.nodes(kind: "TextField")[0].rect
        #expect(abs(add.midY - field.midY) < 1)
        #expect(host.nodes(kind: "Divider").count == 1)
        #expect(field.width == 180)
        // In a narrow window the field gives way instead of running past the edge.
        let narrow = TestHost(Plain(), width: 200, height: 200)
        let squeezed = narrow.nodes(kind: "TextField")[0].rect
        #expect(squeezed.width < 180 && squeezed.width >= 80)
        #expect(squeezed.maxX <= 200)
    }

    @Test func aSidebarPlacementPutsTheFieldAtTheTopOfTheSidebar() {
        struct Split: View {
            @State var query = ""
            var body: some View {
                NavigationSplitView {
                    List(["Inbox", "Sent"].filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                } detail: {
                    Text("detail")
                }
                .searchable(text: $query, placement: .sidebar, prompt: "Mailboxes")
            }
        }
        let host = TestHost(Split(), width: 600, height: 300)
        let field = host.nodes.first { $0.kind == "TextField" || $0.kind == "EditableText" }
        #expect(field != nil)
        // In the 220-point sidebar, above its rows.
        #expect(field.map { $0.rect.maxX <= 220 && $0.rect.minY < 40 } == true)
        #expect(host.frame(text: "Inbox").map { $0.minY > field!.rect.maxY } == true)
        host.tab()
        host.type("Se")
        #expect(host.node(text: "Inbox") == nil)
        #expect(host.node(text: "Sent") != nil)
    }

    @Test func phonePlacementsAreTheToolbarOnADesktop() {
        struct Drawer: View {
            @State var query = ""
            var body: some View {
                Text("content").searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
            }
        }
        let host = TestHost(Drawer(), width: 500, height: 200)
        let field = host.nodes(kind: "TextField").first?.rect
        let content = host.frame(text: "content")
        // In the bar above the content, at its trailing end.
        #expect(field != nil && content != nil)
        #expect(field!.maxY <= content!.minY)
        #expect(field!.minX > 250)
    }
}
