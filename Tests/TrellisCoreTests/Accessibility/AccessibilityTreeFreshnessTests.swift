import Testing
@testable import TrellisCore

/// A row's `selected` state read after the selection changed is the new
/// one whatever order the rows are read in, whether a frame ran between
/// the change and the reads or not, and whether extents were asked first;
/// and one change is told once.
@Suite("Accessibility tree freshness")
@MainActor
struct AccessibilityTreeFreshnessTests {
    @MainActor
    private final class Chosen {
        var row: String? = "a"
    }

    private struct Rows: View {
        let chosen: Chosen
        @State private var tick = 0
        var body: some View {
            let _ = tick
            List(["a", "b", "c", "d"], id: \.self,
                 selection: Binding(get: { chosen.row }, set: { chosen.row = $0; tick += 1 })) { Text("Row \($0)") }
        }
    }

    private struct Item: Identifiable {
        let id: String
    }

    private struct TableRows: View {
        let chosen: Chosen
        @State private var tick = 0
        var body: some View {
            let _ = tick
            Table(["a", "b", "c", "d"].map(Item.init), selection: Binding(get: { chosen.row }, set: { chosen.row = $0; tick += 1 })) {
                TableColumn("Name") { (item: Item) in Text("Row \(item.id)") }
            }
        }
    }

    /// The list's (table's) rows, in order, as the tree has them now.
    private func rows(_ tree: AccessibilityTree) -> [AccessibilityElement] {
        allElements(tree).filter { $0.role == .listItem || $0.role == .tableRow }
    }

    /// Which rows read as selected when each is looked up by id in `order`.
    private func selected(_ tree: AccessibilityTree, ids: [Int], order: [Int]) -> [Bool] {
        var read = Array(repeating: false, count: ids.count)
        for index in order { read[index] = tree.element(ids[index])?.states.contains(.selected) == true }
        return read
    }

    private static let orders = [[0, 1, 2, 3], [3, 2, 1, 0], [1, 3, 0, 2]]

    @Test(arguments: [false, true], [false, true])
    func aSelectionSetFromOutsideReadsTheSameInEveryOrder(frameBetween: Bool, extentsFirst: Bool) throws {
        let host = TestHost(Rows(chosen: Chosen()), width: 300, height: 300)
        let tree = host.host.accessibility
        let ids = rows(tree).map(\.id)
        try #require(ids.count == 4)
        #expect(selected(tree, ids: ids, order: [0, 1, 2, 3]) == [true, false, false, false])
        let list = try #require(allElements(tree).first { $0.role == .list })
        #expect(tree.setSelected(true, child: 2, of: list.id))
        if frameBetween { _ = host.host.update() }
        if extentsFirst { _ = tree.element(ids[3]).map(tree.extents(of:)) }
        for order in Self.orders {
            #expect(selected(tree, ids: ids, order: order) == [false, false, true, false], "order \(order)")
        }
    }

    @Test(arguments: [false, true])
    func aSelectionChangedByTheAppReadsNewAfterItsFrame(extentsFirst: Bool) throws {
        let chosen = Chosen()
        let host = TestHost(Rows(chosen: chosen), width: 300, height: 300)
        let tree = host.host.accessibility
        let ids = rows(tree).map(\.id)
        try #require(ids.count == 4)
        // A click on the row: the same path as the app's own change.
        host.click(text: "Row d")
        _ = host.host.update()
        #expect(chosen.row == "d")
        if extentsFirst { _ = tree.element(ids[0]).map(tree.extents(of:)) }
        for order in Self.orders {
            #expect(selected(tree, ids: ids, order: order) == [false, false, false, true], "order \(order)")
        }
    }

    @Test(arguments: [false, true], [false, true])
    func aTableRowSelectedFromOutsideReadsTheSameInEveryOrder(frameBetween: Bool, extentsFirst: Bool) throws {
        let host = TestHost(TableRows(chosen: Chosen()), width: 300, height: 300)
        let tree = host.host.accessibility
        let ids = rows(tree).map(\.id)
        try #require(ids.count == 4)
        let table = try #require(allElements(tree).first { $0.role == .table })
        #expect(tree.setRow(2, selected: true, inTable: table.id))
        if frameBetween { _ = host.host.update() }
        if extentsFirst { _ = tree.element(ids[3]).map(tree.extents(of:)) }
        for order in Self.orders {
            #expect(selected(tree, ids: ids, order: order) == [false, false, true, false], "order \(order)")
        }
        #expect(table.table?.selectedRows() == [2])
    }

    @Test(arguments: [false, true])
    func oneChangeOfSelectionIsToldOnce(readBeforeTheFrame: Bool) throws {
        let host = TestHost(Rows(chosen: Chosen()), width: 300, height: 300)
        let tree = host.host.accessibility
        let ids = rows(tree).map(\.id)
        let list = try #require(allElements(tree).first { $0.role == .list })
        #expect(tree.setSelected(true, child: 1, of: list.id))
        if readBeforeTheFrame { _ = allElements(tree) }
        #expect(host.host.update(), "the change is painted in the frame after it")
        let changes = tree.changes()
        #expect(changes.filter { $0 == .state(ids[0], .selected, false) }.count == 1)
        #expect(changes.filter { $0 == .state(ids[1], .selected, true) }.count == 1)
        #expect(changes.filter { $0 == .selectionChanged(list.id) }.count == 1)
        _ = host.host.update()
        _ = tree.element(ids[1]).map(tree.extents(of:))
        #expect(tree.changes().isEmpty, "told already")
    }
}
