import Foundation
import Testing
@testable import TrellisCore

private struct Person: Identifiable, Hashable {
    let id: Int
    var name: String
    var city: String
    var age: Int
}

@MainActor
private final class People {
    var rows: [Person] = [
        Person(id: 1, name: "Cleo", city: "Oslo", age: 41),
        Person(id: 2, name: "Ada", city: "Lima", age: 36),
        Person(id: 3, name: "Bo", city: "Kyiv", age: 29),
    ]
    var selection = Set<Int>()
    var sortOrder = [KeyPathComparator(\Person.name)]
    var cellBodies = 0
}

/// A table as SwiftUI's documentation writes one: string columns by key
/// path, a column with its own views, sorting done by the app.
private struct PeopleTable: View {
    let people: People
    @State private var tick = 0

    var body: some View {
        let _ = tick
        Table(people.rows, selection: Binding(get: { people.selection }, set: { people.selection = $0; tick += 1 }),
              sortOrder: Binding(get: { people.sortOrder }, set: { people.sortOrder = $0; people.rows.sort(using: $0); tick += 1 })) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city).width(min: 80, ideal: 120)
            TableColumn("Age", value: \.age) { person in
                let _ = people.count()
                Text("\(person.age)")
            }
            .width(min: 40, max: 60)
        }
    }
}

extension People {
    func count() { cellBodies += 1 }
}

@Suite("Tables")
@MainActor
struct TableTests {
    @Test func columnsShareTheWidthWithinTheirLimits() {
        let columns = [TableColumnWidth(), TableColumnWidth(min: 120, ideal: 120, max: 120), TableColumnWidth(min: 40, max: 60)]
        // 400 − 120 fixed = 280 shared by two: the third stops at 60, the first takes the rest.
        #expect(TableColumnLayout.widths(columns, userWidths: [:], available: 400) == [220, 120, 60])
        // A width the user dragged to is kept; the flexible column makes room.
        #expect(TableColumnLayout.widths(columns, userWidths: [2: 50], available: 400) == [230, 120, 50])
        // No width offered: flexible columns take their default.
        #expect(TableColumnLayout.widths(columns, userWidths: [:], available: nil) == [100, 120, 60])
        // Too narrow: every column at its least, nothing negative.
        #expect(TableColumnLayout.widths(columns, userWidths: [:], available: 10) == [24, 120, 40])
        #expect(TableColumnLayout.widths(columns, userWidths: [:], available: .nan) == [100, 120, 60])
        #expect(TableColumnLayout.widths([], userWidths: [:], available: 300) == [])
    }

    @Test func headerAndRowsLineUpInColumns() {
        let people = People()
        let host = TestHost(PeopleTable(people: people), width: 416, height: 300)
        // 416 less the 8-point insets: 400 points of columns, as above.
        let header = host.nodes(kind: "TableHeaderCell")
        #expect(header.count == 3)
        #expect(header.map(\.rect.minX) == [14, 234, 354])
        #expect(host.frame(text: "Name")?.minX == 14)
        #expect(host.frame(text: "Cleo")?.minX == 14)
        #expect(host.frame(text: "Oslo")?.minX == 234)
        #expect(host.frame(text: "41")?.minX == 354)
        let rows = host.nodes(kind: "ListRow")
        #expect(rows.count == 3)
        #expect(rows[0].rect.minY == 34)
        #expect(rows[0].rect.height == 24)
    }

    @Test func clickingAHeaderSortsAndClickingAgainReverses() {
        let people = People()
        let host = TestHost(PeopleTable(people: people), width: 416, height: 300)
        // The primary column shows its direction.
        #expect(host.nodes(kind: "Image").count == 1)
        host.click(text: "City")
        #expect(people.sortOrder.count == 2)
        #expect(people.sortOrder[0] == KeyPathComparator(\Person.city))
        #expect(people.rows.map(\.city) == ["Kyiv", "Lima", "Oslo"])
        #expect(host.frame(text: "Kyiv")!.minY < host.frame(text: "Oslo")!.minY)
        host.click(text: "City")
        #expect(people.sortOrder[0].order == .reverse)
        #expect(people.rows.map(\.city) == ["Oslo", "Lima", "Kyiv"])
        #expect(host.frame(text: "Oslo")!.minY < host.frame(text: "Kyiv")!.minY)
        host.click(text: "Age")
        #expect(people.rows.map(\.age) == [29, 36, 41])
        #expect(people.sortOrder.map(\.order) == [.forward, .reverse, .forward])
    }

    @Test func rowsSelectByClickShiftClickAndArrows() {
        let people = People()
        let host = TestHost(PeopleTable(people: people), width: 416, height: 300)
        host.click(text: "Ada")
        #expect(people.selection == [2])
        host.host.heldModifiers = .shift
        host.click(text: "Cleo")
        #expect(people.selection == [1, 2])
        host.host.heldModifiers = []
        host.click(text: "Bo")
        host.host.handle(.keyDown(.upArrow))
        #expect(people.selection == [2])
    }

    @Test func onlyRowsInViewAreMade() {
        let people = People()
        people.rows = (0..<100_000).map { Person(id: $0, name: "P\($0)", city: "C", age: $0 % 90) }
        let host = TestHost(PeopleTable(people: people), width: 416, height: 300)
        let made = host.nodes(kind: "ListRow").count
        // 300 points of window make about a dozen rows, with the band around it.
        #expect(made > 5 && made < 40)
        #expect(people.cellBodies < 40)
    }

    @Test func draggingAColumnEdgeResizesTheColumn() {
        let people = People()
        let host = TestHost(PeopleTable(people: people), width: 416, height: 300)
        // The edge after "City" is at 8 + 220 + 120 = 348; drag it 20 to the left.
        host.drag(from: CGPoint(x: 348, y: 14), through: [CGPoint(x: 338, y: 14), CGPoint(x: 328, y: 14)])
        // City is 100 wide now; Name takes the 20 points (Age is at its most).
        #expect(host.frame(text: "Oslo")?.minX == 254)
        #expect(host.frame(text: "41")?.minX == 354)
        #expect(people.sortOrder.count == 1)
    }

    @Test func aFixedColumnCannotBeResized() {
        let host = TestHost(Table([Person(id: 1, name: "Ada", city: "Lima", age: 3)]) {
            TableColumn("Name", value: \.name).width(120)
            TableColumn("City", value: \.city)
        }, width: 316, height: 200)
        host.drag(from: CGPoint(x: 128, y: 14), through: [CGPoint(x: 148, y: 14), CGPoint(x: 168, y: 14)])
        #expect(host.frame(text: "Lima")?.minX == 134)
    }

    @Test func anEmptyTableShowsItsHeader() {
        let host = TestHost(Table([Person]()) {
            TableColumn("Name", value: \.name)
            TableColumn("Notes") { (person: Person) in Text(person.city) }
        }, width: 300, height: 200)
        #expect(host.nodes(kind: "TableHeaderCell").count == 2)
        #expect(host.nodes(kind: "ListRow").isEmpty)
    }

    @Test func oneColumnAnIfAndASingleSelection() {
        struct Shapes: View {
            let showCity: Bool
            @State var chosen: Int?
            let rows = [Person(id: 1, name: "Ada", city: "Lima", age: 3), Person(id: 2, name: "Bo", city: "Oslo", age: 4)]
            var body: some View {
                VStack {
                    Table(rows) { TableColumn("Only", value: \.name) }
                    Table(rows, selection: $chosen) {
                        TableColumn("Name", value: \.name)
                        if showCity {
                            TableColumn("City", value: \.city)
                        }
                    }
                    Text("chosen \(chosen ?? 0)")
                }
            }
        }
        let host = TestHost(Shapes(showCity: false), width: 300, height: 400)
        #expect(host.nodes(kind: "TableHeaderCell").count == 2)
        #expect(host.node(text: "Lima") == nil)
        let shown = TestHost(Shapes(showCity: true), width: 300, height: 400)
        #expect(shown.nodes(kind: "TableHeaderCell").count == 3)
        #expect(shown.node(text: "Lima") != nil)
        let oslo = shown.frame(text: "Oslo")!
        shown.click(CGPoint(x: oslo.midX, y: oslo.midY))
        #expect(shown.node(text: "chosen 2") != nil)
    }
}
