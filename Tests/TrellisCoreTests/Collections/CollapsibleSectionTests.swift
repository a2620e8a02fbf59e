import Foundation
import Testing
@testable import TrellisCore

/// Collapsible sections: `Section(_:isExpanded:content:)` and a sidebar's
/// disclosure chevron, by click, keys and binding, animated.
@Suite("Collapsible sections")
@MainActor
struct CollapsibleSectionTests {
    struct Sidebar: View {
        @State var favouritesOpen = true
        var collapsibleTags = true
        var body: some View {
            List {
                Section("Favourites", isExpanded: $favouritesOpen) {
                    Text("Desktop")
                    Text("Music")
                }
                Section {
                    Text("Red")
                } header: {
                    Text("Tags")
                }
                .collapsible(collapsibleTags)
                Text(favouritesOpen ? "open" : "closed")
            }
            .listStyle(.sidebar)
        }
    }

    /// The chevron sits at the header's trailing end.
    private func chevron(_ host: TestHost, header: String) throws -> CGRect {
        let disclosure = try #require(host.nodes(kind: "SectionDisclosure").first { node in
            host.frame(text: header).map { CGRect(x: node.frame[0], y: node.frame[1], width: node.frame[2], height: node.frame[3]).contains(CGPoint(x: $0.midX, y: $0.midY)) } ?? false
        })
        return disclosure.rect
    }

    @Test func aBoundSectionFollowsItsBindingBothWays() throws {
        let host = TestHost(Sidebar(), width: 240, height: 400)
        #expect(host.nodes(kind: "SectionDisclosure").count == 2)
        let musicY = try #require(host.frame(text: "Music")?.minY)
        let tagsY = try #require(host.frame(text: "Tags")?.minY)
        // A click on the chevron at the header's trailing end.
        let header = try chevron(host, header: "Favourites")
        host.click(CGPoint(x: header.maxX - 7, y: header.midY))
        // The binding was set (the last row reads it) and the rows are gone.
        #expect(host.node(text: "closed") != nil)
        #expect(host.node(text: "Desktop") == nil && host.node(text: "Music") == nil)
        // Tags moves up by the two rows, animated: halfway it is between.
        let target = try #require(host.frame(text: "Tags")?.minY)
        #expect(target < tagsY - 2 * 20)
        host.advance(by: 0.1)
        let halfway = try #require(host.presented(text: "Tags")?.minY)
        #expect(halfway > target && halfway < tagsY)
        host.advance(by: 0.5)
        #expect(host.presented(text: "Tags")?.minY == target)
        // Clicking the header again opens it; Music comes back where it was.
        host.click(text: "Favourites")
        #expect(host.node(text: "open") != nil)
        host.advance(by: 0.5)
        #expect(host.frame(text: "Music")?.minY == musicY)
    }

    @Test func anUnboundSectionIsKeptByTheList() throws {
        let host = TestHost(Sidebar(), width: 240, height: 400)
        #expect(host.node(text: "Red") != nil)
        host.click(text: "Tags")
        #expect(host.node(text: "Red") == nil)
        host.advance(by: 0.5)
        host.click(text: "Tags")
        #expect(host.node(text: "Red") != nil)
    }

    @Test func collapsibleFalseHasNoChevron() {
        let host = TestHost(Sidebar(collapsibleTags: false), width: 240, height: 400)
        #expect(host.nodes(kind: "SectionDisclosure").count == 1)
        host.click(text: "Tags")
        #expect(host.node(text: "Red") != nil)
    }

    @Test func outsideASidebarHeadersAreNotControlsButTheBindingStillHides() {
        struct Plain: View {
            @State var open = false
            var body: some View {
                List {
                    Section("Hidden", isExpanded: $open) { Text("Inside") }
                    Section("Shown") { Text("Visible") }
                }
            }
        }
        let host = TestHost(Plain(), width: 240, height: 300)
        #expect(host.nodes(kind: "SectionDisclosure").isEmpty)
        #expect(host.node(text: "Inside") == nil)
        #expect(host.node(text: "Visible") != nil)
        // In a plain stack, too.
        let stack = TestHost(VStack { Section("S", isExpanded: .constant(false)) { Text("Inside") } }, width: 100, height: 100)
        #expect(stack.node(text: "S") != nil && stack.node(text: "Inside") == nil)
    }

    @Test func theHeaderTakesTheFocusAndSpaceLeftRightToggle() throws {
        let host = TestHost(Sidebar(), width: 240, height: 400)
        host.tab()
        #expect(host.focusedText == "Favourites")
        host.press(.leftArrow)
        #expect(host.node(text: "Desktop") == nil)
        host.press(.leftArrow)
        #expect(host.node(text: "Desktop") == nil)
        host.press(.rightArrow)
        #expect(host.node(text: "Desktop") != nil)
        host.press(.space, characters: " ")
        #expect(host.node(text: "closed") != nil)
    }

    @Test func theHeaderReportsExpandedOrCollapsed() throws {
        let host = TestHost(Sidebar(), width: 240, height: 400)
        let tree = host.host.accessibility
        let header = try #require(allElements(tree).first { $0.name == "Favourites" && $0.role == .heading })
        #expect(header.states.isSuperset(of: [.expandable, .expanded]))
        #expect(tree.perform(action: 0, on: header.id))
        _ = host.host.update()
        #expect(host.node(text: "Desktop") == nil)
        let closed = try #require(allElements(host.host.accessibility).first { $0.name == "Favourites" && $0.role == .heading })
        #expect(closed.states.contains(.expandable) && !closed.states.contains(.expanded))
    }
}

@Suite("Collapsible sections select")
@MainActor
struct CollapsibleSectionSelectionTests {
    struct Notes: View {
        @State var selection: Int?
        var body: some View {
            List(selection: $selection) {
                Section("Notes") {
                    ForEach([1, 2, 3], id: \.self) { Text("Note \($0)") }
                }
            }
            .listStyle(.sidebar)
            Text("chosen \(selection ?? 0)")
        }
    }

    @Test func aRowInACollapsibleSectionIsSelectedByAClick() {
        let host = TestHost(VStack { Notes() }, width: 240, height: 300)
        host.click(text: "Note 2")
        #expect(host.node(text: "chosen 2") != nil)
    }
}
