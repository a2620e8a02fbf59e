import Testing
@testable import TrellisCore

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

@MainActor
private final class Model {
    var fruits = (0..<100).map { Fruit(id: $0, name: "Fruit \($0)") }
    var selection = Set<Int>()
    var single: Int?
}

private struct MultiList: View {
    let model: Model
    @State private var tick = 0
    var body: some View {
        List(selection: Binding(get: { model.selection }, set: { model.selection = $0; tick += 1 })) {
            Section("Fresh") {
                ForEach(model.fruits) { Text($0.name) }
                    .onDelete { offsets in model.fruits.remove(atOffsets: offsets); tick += 1 }
            }
        }
    }
}

/// Lists: rows on the lazy machinery, selection by click, modifiers and keys.
@Suite("Lists")
@MainActor
struct ListTests {
    @Test func rowsAreInsetAndTwentyFourPointsHigh() {
        let host = TestHost(List { Text("One"); Text("Two") }, width: 300, height: 200)
        let rows = host.nodes(kind: "ListRow")
        #expect(rows.count == 2)
        #expect(rows[0].rect == CGRect(x: 0, y: 6, width: 300, height: 24))
        #expect(host.frame(text: "One")?.origin == CGPoint(x: 16, y: 10))
        #expect(rows[1].rect.minY == 30)
    }

    @Test func clickShiftClickAndCtrlClickSelect() {
        let model = Model()
        let host = TestHost(MultiList(model: model), width: 300, height: 400)
        host.click(text: "Fruit 2")
        #expect(model.selection == [2])
        host.host.heldModifiers = .shift
        host.click(text: "Fruit 5")
        #expect(model.selection == [2, 3, 4, 5])
        host.host.heldModifiers = .control
        host.click(text: "Fruit 3")
        #expect(model.selection == [2, 4, 5])
        host.host.heldModifiers = []
        host.click(text: "Fruit 7")
        #expect(model.selection == [7])
    }

    @Test func arrowKeysMoveAndExtendTheSelectionAndScroll() {
        let model = Model()
        let host = TestHost(MultiList(model: model), width: 300, height: 200)
        host.click(text: "Fruit 1")
        host.host.handle(.keyDown(.downArrow))
        #expect(model.selection == [2])
        host.host.heldModifiers = .shift
        host.press(.downArrow, modifiers: .shift)
        host.press(.downArrow, modifiers: .shift)
        #expect(model.selection == [2, 3, 4])
        host.host.heldModifiers = []
        host.host.handle(.keyDown(.end))
        #expect(model.selection == [99])
        _ = host.host.update()
        let last = host.frame(text: "Fruit 99")
        #expect(last != nil && last!.maxY <= 200)
    }

    @Test func deleteKeyDeletesTheSelectedRows() {
        let model = Model()
        let host = TestHost(MultiList(model: model), width: 300, height: 400)
        host.click(text: "Fruit 3")
        host.host.heldModifiers = .control
        host.click(text: "Fruit 5")
        host.host.heldModifiers = []
        host.host.handle(.keyDown(.delete))
        _ = host.host.update()
        #expect(model.fruits.count == 98)
        #expect(!model.fruits.contains { $0.id == 3 || $0.id == 5 })
        #expect(model.selection.isEmpty)
        #expect(host.node(text: "Fruit 3") == nil)
    }

    @Test func aSelectionOfDeletedRowsSelectsNothingVisible() {
        let model = Model()
        model.selection = [12345]
        let host = TestHost(MultiList(model: model), width: 300, height: 200)
        host.host.handle(.keyDown(.downArrow))
        #expect(model.selection == [0])
    }

    @Test func singleSelectionBindingAndSectionHeader() {
        var chosen: String?
        let host = TestHost(List(["a", "b"], id: \.self, selection: Binding(get: { chosen }, set: { chosen = $0 })) { Text($0) },
                            width: 300, height: 200)
        host.click(text: "b")
        #expect(chosen == "b")
        #expect(host.nodes(kind: "ListRow").count == 2)
    }

    @Test func listRowInsetsReplaceTheStylesInsets() {
        let host = TestHost(List {
            Text("Tight").listRowInsets(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2))
            ForEach(0..<2, id: \.self) { Text("Row \($0)").listRowInsets(EdgeInsets(top: 10, leading: 30, bottom: 10, trailing: 0)) }
        }, width: 300, height: 200)
        #expect(host.frame(text: "Tight")?.minX == 2)
        #expect(host.frame(text: "Row 0")?.minX == 30)
        #expect(host.nodes(kind: "ListRow")[1].rect.height == 36)
    }

    @Test func draggingARowMovesItWithSwiftUIsOffsets() {
        var names = ["A", "B", "C", "D"]
        var moves: [(IndexSet, Int)] = []
        let host = TestHost(List {
            ForEach(names, id: \.self) { Text($0) }
                .onMove { source, destination in moves.append((source, destination)); names.move(fromOffsets: source, toOffset: destination) }
        }, width: 300, height: 200)
        // Rows are 24 high from y = 6: A's middle is at 18. Its middle
        // dragged to 78 is below B's (42) and C's (66): it goes before D.
        host.drag(from: CGPoint(x: 50, y: 18), through: [CGPoint(x: 50, y: 30), CGPoint(x: 50, y: 78)])
        #expect(moves.count == 1)
        #expect(moves.first?.0 == IndexSet(integer: 0))
        #expect(moves.first?.1 == 3)
        #expect(names == ["B", "C", "A", "D"])
        // Upwards: D (middle 90) to above B (middle 42): before offset 1.
        host.drag(from: CGPoint(x: 50, y: 90), through: [CGPoint(x: 50, y: 60), CGPoint(x: 50, y: 38)])
        #expect(moves.last?.1 == 1)
        // A press that hardly moves is a click, not a move.
        host.drag(from: CGPoint(x: 50, y: 42), through: [CGPoint(x: 50, y: 44)])
        #expect(moves.count == 2)
    }

    @Test func rowsADragPassesMakeRoom() {
        var drag = ListRowDrag(start: .zero, row: 3, segmentStart: 2, segmentCount: 5, height: 24, move: { _, _ in }, destination: 1)
        drag.isDragging = true
        drag.offset = 50
        // Row 3 is offset 1; put before offset 4, the rows at offsets 2 and 3 (rows 4, 5) move up.
        drag.destination = 4
        #expect((2...7).map { drag.displacement(ofRow: $0) } == [0, 50, -24, -24, 0, 0])
        drag.destination = 0
        #expect((2...7).map { drag.displacement(ofRow: $0) } == [24, 50, 0, 0, 0, 0])
    }
}
