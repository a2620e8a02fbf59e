import Foundation
import Testing
@testable import TrellisCore

private struct Node: Identifiable, Hashable {
    let id: Int
    var name: String
}

/// `DisclosureTableRow`: a row whose triangle shows the rows under it,
/// indented a level; collapsed at first unless bound.
@Suite("Disclosure table rows")
@MainActor
struct DisclosureTableRowTests {
    struct Tree: View {
        @State var docsOpen = true
        var body: some View {
            Table(of: Node.self) {
                TableColumn("Name", value: \.name)
                TableColumn("Id") { (node: Node) in Text("#\(node.id)") }.width(60)
            } rows: {
                DisclosureTableRow(Node(id: 1, name: "Photos")) {
                    TableRow(Node(id: 2, name: "Beach"))
                    DisclosureTableRow(Node(id: 3, name: "Trips")) {
                        TableRow(Node(id: 4, name: "Rome"))
                    }
                }
                DisclosureTableRow(Node(id: 5, name: "Docs"), isExpanded: $docsOpen) {
                    TableRow(Node(id: 6, name: "Letter"))
                }
                TableRow(Node(id: 7, name: "Notes"))
            }
        }
    }

    private func toggle(_ host: TestHost, row text: String) throws {
        let label = try #require(host.frame(text: text))
        // The triangle is the 16 points before the name.
        host.click(CGPoint(x: label.minX - 8, y: label.midY))
    }

    @Test func rowsUnderACollapsedRowAreHiddenAndExpandedOnesIndented() throws {
        let host = TestHost(Tree(), width: 316, height: 400)
        // Collapsed at first: Photos' rows are not there; Docs is bound open.
        #expect(host.node(text: "Beach") == nil)
        #expect(host.nodes(kind: "ListRow").count == 4)
        // Top-level names after the triangle's 16 points (14 + 16); a leaf keeps the room.
        let photos = try #require(host.frame(text: "Photos"))
        #expect(photos.minX == 30)
        #expect(host.frame(text: "Notes")?.minX == 30)
        // One level deeper: 16 more (14 + 32).
        #expect(host.frame(text: "Letter")?.minX == 46)
        #expect(host.frame(text: "#6")?.minX == host.frame(text: "#7")?.minX)
        try toggle(host, row: "Photos")
        #expect(host.frame(text: "Beach")?.minX == 46)
        #expect(host.node(text: "Rome") == nil)
        try toggle(host, row: "Trips")
        #expect(host.frame(text: "Rome")?.minX == 62)
        #expect(host.nodes(kind: "ListRow").count == 7)
        let ys = ["Photos", "Beach", "Trips", "Rome", "Docs", "Letter", "Notes"].map { host.frame(text: $0)!.minY }
        #expect(ys == ys.sorted())
        // Collapsing hides the whole branch.
        try toggle(host, row: "Photos")
        #expect(host.node(text: "Beach") == nil && host.node(text: "Rome") == nil)
    }

    @Test func aBoundRowFollowsItsBinding() throws {
        let host = TestHost(Tree(), width: 316, height: 400)
        #expect(host.node(text: "Letter") != nil)
        try toggle(host, row: "Docs")
        #expect(host.node(text: "Letter") == nil)
        try toggle(host, row: "Docs")
        #expect(host.node(text: "Letter") != nil)
    }

    @Test func rightAndLeftOpenAndCloseTheSelectedRow() {
        struct Selecting: View {
            @State var chosen: Int?
            var body: some View {
                Table(of: Node.self, selection: $chosen) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    DisclosureTableRow(Node(id: 1, name: "Photos")) {
                        TableRow(Node(id: 2, name: "Beach"))
                    }
                    TableRow(Node(id: 3, name: "Notes"))
                }
            }
        }
        let host = TestHost(Selecting(), width: 300, height: 300)
        host.click(text: "Photos")
        host.press(.rightArrow)
        #expect(host.node(text: "Beach") != nil)
        host.press(.rightArrow)
        #expect(host.node(text: "Beach") != nil)
        host.press(.leftArrow)
        #expect(host.node(text: "Beach") == nil)
        // On a row that discloses nothing the keys do nothing.
        host.click(text: "Notes")
        host.press(.rightArrow)
        #expect(host.node(text: "Beach") == nil)
    }
}
