import Testing
@testable import TrellisCore

/// `tabViewStyle`, `navigationViewStyle` and `headerProminence`.
@Suite("Tab, navigation view and header styles")
@MainActor
struct NavigationStylesTests {
    private struct Tabs: View {
        var body: some View {
            TabView {
                Text("First page").tabItem { Text("One") }
                Text("Second page").tabItem { Text("Two") }
            }
        }
    }

    @Test func aSidebarAdaptableTabViewListsItsTabsInASidebar() throws {
        let bar = TestHost(Tabs().tabViewStyle(.tabBarOnly), width: 600, height: 300)
        // The row of tabs is above the content.
        #expect(try #require(bar.frame(text: "Two")).minY < bar.frame(text: "First page")!.minY)

        let sidebar = TestHost(Tabs().tabViewStyle(.sidebarAdaptable), width: 600, height: 300)
        let one = try #require(sidebar.frame(text: "One")), two = try #require(sidebar.frame(text: "Two"))
        #expect(two.minY > one.maxY, "the tabs are listed one under the other")
        #expect(one.maxX < TabSidebar.width)
        let page = try #require(sidebar.frame(text: "First page"))
        #expect(page.minX >= TabSidebar.width, "the content is beside the sidebar")
        #expect(abs(page.midX - (TabSidebar.width + 600) / 2) < 1 && abs(page.midY - 150) < 1, "centred in the tab's area")
        sidebar.click(text: "Two")
        sidebar.advance(by: 1)
        #expect(sidebar.node(text: "Second page") != nil)
        #expect(sidebar.node(text: "First page") == nil)
    }

    private struct TwoColumns: View {
        var body: some View {
            NavigationView {
                List { NavigationLink("Ada") { Text("About Ada") } }
                Text("Pick someone")
            }
        }
    }

    @Test func aStackStyledNavigationViewShowsOneStack() throws {
        let columns = TestHost(TwoColumns().navigationViewStyle(.columns), width: 700, height: 400)
        #expect(columns.node(text: "Pick someone") != nil)

        let stack = TestHost(TwoColumns().navigationViewStyle(.stack), width: 700, height: 400)
        #expect(stack.node(text: "Pick someone") == nil, "the detail placeholder is not shown")
        #expect(try #require(stack.frame(text: "Ada")).minX < 50)
        stack.click(text: "Ada")
        stack.advance(by: 1)
        #expect(stack.node(text: "About Ada") != nil)
        #expect(stack.node(text: "‹ Back") != nil)
    }

    @Test func increasedProminenceMakesSectionHeadersLarger() throws {
        func header(_ prominence: Prominence) -> TestHost {
            TestHost(List {
                Section(header: Text("Fruit")) { Text("Apple") }
                    .headerProminence(prominence)
            }, width: 300, height: 200)
        }
        let standard = try #require(header(.standard).frame(text: "Fruit"))
        let increased = try #require(header(.increased).frame(text: "Fruit"))
        #expect(increased.height > standard.height)
        #expect(increased.width > standard.width)
        // Set on the whole list, through the environment.
        let listWide = TestHost(List { Section(header: Text("Fruit")) { Text("Apple") } }.headerProminence(.increased),
                                width: 300, height: 200)
        #expect(listWide.frame(text: "Fruit")?.height == increased.height)
    }
}
