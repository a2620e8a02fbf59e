import Testing
@testable import TrellisCore

/// A `Table` in the accessibility tree: a table whose children are its
/// column headers and its rows, each row's children its cells, and the
/// table's row count and row selection (AT-SPI's `Table`).
@Suite("Accessible tables")
@MainActor
struct AccessibleTableTests {
    struct Item: Identifiable {
        let id: Int
        let name: String
        var done: Bool
    }

    private struct Sample: View {
        @State var selection = Set<Int>()
        let items = (0..<100).map { Item(id: $0, name: "Item \($0)", done: $0 % 2 == 0) }
        var body: some View {
            Table(items, selection: $selection) {
                TableColumn("Name", value: \.name)
                TableColumn("Done") { item in Toggle("Done", isOn: .constant(item.done)).labelsHidden() }
            }
        }
    }

    @Test func headersThenRowsOfCells() throws {
        let host = TestHost(Sample(), width: 400, height: 300)
        try withExtendedLifetime(host) {
            let tree = host.host.accessibility
            let all = allElements(tree)
            let table = try #require(all.first { $0.role == .table })
            let info = try #require(table.table)
            #expect(info.rowCount == 100 && info.columnCount == 2)
            #expect(table.states.contains(.multiselectable))
            let children = table.children.compactMap(tree.element)
            #expect(children.prefix(2).map(\.role) == [.tableColumnHeader, .tableColumnHeader])
            #expect(children.prefix(2).map(\.name) == ["Name", "Done"])
            let rows = children.filter { $0.role == .tableRow }
            #expect(!rows.isEmpty && rows.count < 100, "only the rows in sight are made")
            #expect(rows.first?.tableRowID == AnyHashable(0))
            #expect(rows.allSatisfy { $0.states.contains(.selectable) && $0.setSelected != nil })
            let cells = try #require(rows.first).children.compactMap(tree.element)
            #expect(cells.map(\.role) == [.tableCell, .tableCell])
            #expect(cells[0].name == "Item 0" && cells[0].children.isEmpty, "plain text is read through the cell's name")
            // A control in a cell stays the cell's child, under a number of its own.
            let toggle = try #require(cells[1].children.first.flatMap(tree.element))
            #expect(toggle.role == .checkBox && toggle.states.contains(.checked))
            #expect(toggle.id != cells[1].id && toggle.parent == cells[1].id)
        }
    }

    @Test func rowsAreSelectedByNumberAlsoOutOfSight() throws {
        let host = TestHost(Sample(), width: 400, height: 300)
        try withExtendedLifetime(host) {
            let table = try #require(allElements(host.host.accessibility).first { $0.role == .table })
            let info = try #require(table.table)
            #expect(info.selectedRows().isEmpty)
            #expect(host.host.accessibility.setRow(90, selected: true, inTable: table.id))
            #expect(host.host.accessibility.setRow(3, selected: true, inTable: table.id))
            #expect(info.selectedRows() == [3, 90] && info.isRowSelected(90))
            #expect(info.setRow(90, selected: false) && info.selectedRows() == [3])
            #expect(!info.setRow(90, selected: false), "not selected: nothing to remove")
            #expect(!info.setRow(100, selected: true) && !info.setRow(-1, selected: true), "no such row")
        }
    }
}
