import Foundation
import Testing
@testable import TrellisCore

private struct FileItem: Identifiable {
    let id: Int
    var name: String
    var size: Int
    var children: [FileItem]?
}

private let files = [
    FileItem(id: 1, name: "Photos", size: 30, children: [
        FileItem(id: 2, name: "Beach", size: 10, children: nil),
        FileItem(id: 3, name: "Trips", size: 20, children: [FileItem(id: 4, name: "Rome", size: 20, children: nil)]),
    ]),
    FileItem(id: 5, name: "Empty", size: 0, children: []),
    FileItem(id: 6, name: "Notes", size: 2, children: nil),
]

/// `Table(_:children:…)`: rows from tree-shaped data, each element with
/// children a disclosure row (collapsed at first), its children indented
/// a level under it; selection and sorting as in a flat table.
@Suite("Hierarchical tables")
@MainActor
struct HierarchicalTableTests {
    struct Tree: View {
        @State var chosen: Int?
        var body: some View {
            VStack {
                Table(files, children: \.children, selection: $chosen) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Size") { (item: FileItem) in Text("\(item.size) MB") }.width(80)
                }
                Text("Chosen: \(chosen.map(String.init) ?? "none")")
            }
        }
    }

    private func toggle(_ host: TestHost, row text: String) throws {
        let label = try #require(host.frame(text: text))
        host.click(CGPoint(x: label.minX - 8, y: label.midY))  // the triangle before the name
    }

    @Test func parentsDiscloseTheirChildrenIndentedAndLeavesKeepTheRoom() throws {
        let host = TestHost(Tree(), width: 316, height: 400)
        #expect(host.nodes(kind: "ListRow").count == 3)
        #expect(host.node(text: "Beach") == nil)
        // Top-level names after the triangle (14 + 16), a leaf too.
        #expect(host.frame(text: "Photos")?.minX == 30)
        #expect(host.frame(text: "Notes")?.minX == 30)
        try toggle(host, row: "Photos")
        #expect(host.frame(text: "Beach")?.minX == 46)
        #expect(host.frame(text: "Trips")?.minX == 46)
        #expect(host.node(text: "Rome") == nil)
        try toggle(host, row: "Trips")
        #expect(host.frame(text: "Rome")?.minX == 62)
        let ys = ["Photos", "Beach", "Trips", "Rome", "Empty", "Notes"].map { host.frame(text: $0)!.minY }
        #expect(ys == ys.sorted())
        // An empty collection: a parent with nothing under it.
        try toggle(host, row: "Empty")
        #expect(host.nodes(kind: "ListRow").count == 6)
        try toggle(host, row: "Photos")
        #expect(host.node(text: "Beach") == nil && host.node(text: "Rome") == nil)
    }

    @Test func aChildRowIsSelectedByItsIdAndTheKeysOpenAndClose() throws {
        let host = TestHost(Tree(), width: 316, height: 400)
        host.click(text: "Photos")
        #expect(host.node(text: "Chosen: 1") != nil)
        host.press(.rightArrow)
        host.click(text: "Trips")
        #expect(host.node(text: "Chosen: 3") != nil)
        host.press(.rightArrow)
        host.press(.downArrow)
        #expect(host.node(text: "Chosen: 4") != nil)
        host.click(text: "Photos")
        host.press(.leftArrow)
        #expect(host.node(text: "Trips") == nil)
    }

    @Test func aSortableHierarchicalTableChangesTheSortOrder() {
        struct Sorted: View {
            @State var order = [KeyPathComparator(\FileItem.name)]
            var body: some View {
                VStack {
                    Table(files, children: \.children, sortOrder: $order) {
                        TableColumn("Name", value: \.name)
                        TableColumn("Size", value: \.size) { (item: FileItem) in Text("\(item.size)") }
                    }
                    Text("Order: \(order.first?.order == .forward ? "up" : "down")")
                }
            }
        }
        let host = TestHost(Sorted(), width: 316, height: 300)
        host.click(text: "Name")
        #expect(host.node(text: "Order: down") != nil)
    }
}
