import Foundation
import Testing
@testable import TrellisCore

private struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
    var size: Int
}

@MainActor
private final class Items {
    var rows: [Item] = [Item(id: 1, name: "Cleo", size: 41), Item(id: 2, name: "Ada", size: 36), Item(id: 3, name: "Bo", size: 29)]
    var selection = Set<Int>()
    var sortOrder = [KeyPathComparator(\Item.name)]
    let pinned = Item(id: 100, name: "Pinned", size: 0)
}

/// A table whose rows are written out, as SwiftUI's
/// `Table(of:selection:sortOrder:columns:rows:)`: a static row, then a
/// `ForEach` of `TableRow`s, then an `if`.
private struct ItemTable: View {
    let items: Items
    var showsTotal = false
    @State private var tick = 0

    var body: some View {
        let _ = tick
        Table(of: Item.self, selection: Binding(get: { items.selection }, set: { items.selection = $0; tick += 1 }),
              sortOrder: Binding(get: { items.sortOrder }, set: { items.sortOrder = $0; items.rows.sort(using: $0); tick += 1 })) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { Text("\($0.size)") }
                .width(min: 40, max: 60)
        } rows: {
            TableRow(items.pinned)
            ForEach(items.rows) { item in
                TableRow(item)
            }
            if showsTotal {
                TableRow(Item(id: 999, name: "Total", size: items.rows.map(\.size).reduce(0, +)))
            }
        }
    }
}

@Suite("Table rows")
@MainActor
struct TableRowTests {
    @Test func writtenRowsLineUpInTheColumns() {
        let items = Items()
        let host = TestHost(ItemTable(items: items), width: 416, height: 300)
        // 400 points of columns: Size stops at 60, Name takes 340.
        #expect(host.nodes(kind: "TableHeaderCell").map(\.rect.minX) == [14, 354])
        let rows = host.nodes(kind: "ListRow")
        #expect(rows.count == 4)
        #expect(rows.map(\.rect.minY) == [34, 58, 82, 106])
        #expect(rows.allSatisfy { $0.rect.height == 24 })
        // The static row first, then the ForEach's rows in the data's order.
        #expect(host.frame(text: "Pinned")?.minY == 38)
        #expect(host.frame(text: "Cleo")?.minY == 62)
        #expect(host.frame(text: "Ada")?.minY == 86)
        #expect(host.frame(text: "41")?.minX == 354)
        #expect(host.node(text: "Total") == nil)
        let total = TestHost(ItemTable(items: items, showsTotal: true), width: 416, height: 300)
        #expect(total.nodes(kind: "ListRow").count == 5)
        #expect(total.frame(text: "Total")?.minY == 134)
        #expect(total.node(text: "106") != nil)
    }

    @Test func rowsSelectByClickShiftClickAndArrows() {
        let items = Items()
        let host = TestHost(ItemTable(items: items), width: 416, height: 300)
        host.click(text: "Cleo")
        #expect(items.selection == [1])
        host.host.heldModifiers = .shift
        host.click(text: "Bo")
        #expect(items.selection == [1, 2, 3])
        host.host.heldModifiers = []
        host.click(text: "Ada")
        host.host.handle(.keyDown(.upArrow))
        #expect(items.selection == [1])
        // Up again reaches the static row: it selects by its value's id.
        host.host.handle(.keyDown(.upArrow))
        #expect(items.selection == [100])
        host.host.handle(.keyDown(.end))
        #expect(items.selection == [3])
    }

    @Test func clickingAHeaderSortsTheForEachRows() {
        let items = Items()
        let host = TestHost(ItemTable(items: items), width: 416, height: 300)
        host.click(text: "Size")
        #expect(items.sortOrder.first == KeyPathComparator(\Item.size))
        #expect(items.rows.map(\.size) == [29, 36, 41])
        // The static row stays first; the ForEach's rows follow the data.
        #expect(host.frame(text: "Pinned")!.minY < host.frame(text: "29")!.minY)
        #expect(host.frame(text: "29")!.minY < host.frame(text: "36")!.minY)
        #expect(host.frame(text: "36")!.minY < host.frame(text: "41")!.minY)
        host.click(text: "Size")
        #expect(items.rows.map(\.size) == [41, 36, 29])
        #expect(host.frame(text: "41")!.minY < host.frame(text: "29")!.minY)
    }

    @Test func aForEachOfRowsIsCountedWithoutMakingItsRows() {
        let made = Counter()
        let values = (0..<200_000).map { Item(id: $0, name: "Item \($0)", size: $0) }
        let host = TestHost(Table(of: Item.self) {
            TableColumn("Name", value: \.name)
        } rows: {
            ForEach(values) { item in
                let _ = made.count()
                TableRow(item)
            }
        }, width: 300, height: 300)
        #expect(host.node(text: "Item 0") != nil)
        #expect(host.node(text: "Item 199999") == nil)
        // Only rows near the window were asked for (a row is read once or twice).
        #expect(made.value > 5 && made.value < 200)
    }

    @Test func rowsOfAnyShapeAndNoRows() {
        struct Shapes: View {
            let values = [Item(id: 1, name: "Ada", size: 3), Item(id: 2, name: "Bo", size: 4)]
            @State var chosen: Int?
            var body: some View {
                VStack {
                    // Two rows per element: made element by element.
                    Table(of: Item.self, selection: $chosen) {
                        TableColumn("Name", value: \.name)
                    } rows: {
                        ForEach(values) { item in
                            TableRow(item)
                            TableRow(Item(id: item.id + 10, name: item.name + " (copy)", size: item.size))
                        }
                    }
                    Table(of: Item.self) {
                        TableColumn("Empty", value: \.name)
                    } rows: {}
                    Text("chosen \(chosen ?? 0)")
                }
            }
        }
        let host = TestHost(Shapes(), width: 300, height: 400)
        #expect(host.nodes(kind: "TableHeaderCell").count == 2)
        let names = host.nodes(kind: "ListRow").count
        #expect(names == 4)
        #expect(host.frame(text: "Ada")!.minY < host.frame(text: "Ada (copy)")!.minY)
        #expect(host.frame(text: "Ada (copy)")!.minY < host.frame(text: "Bo")!.minY)
        host.click(text: "Bo (copy)")
        #expect(host.node(text: "chosen 12") != nil)
    }
}

@MainActor
private final class Counter {
    var value = 0
    func count() { value += 1 }
}
