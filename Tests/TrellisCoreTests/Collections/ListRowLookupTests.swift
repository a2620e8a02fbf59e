import Foundation
import Testing
@testable import TrellisCore

/// A million rows whose elements count how often they are read: finding
/// the selected row by searching would read hundreds of thousands.
@MainActor
private final class Reads {
    var count = 0
}

private struct Numbered: Identifiable, Hashable {
    let id: Int
}

private struct CountingRows: RandomAccessCollection {
    let count: Int
    let reads: Reads
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Numbered {
        MainActor.assumeIsolated { reads.count += 1 }
        return Numbered(id: position)
    }
}

@MainActor
private final class Picked {
    var selection: Int?
}

private struct MillionList: View {
    let rows: CountingRows
    let picked: Picked
    @State private var tick = 0
    var body: some View {
        let _ = tick
        List(rows, selection: Binding(get: { picked.selection }, set: { picked.selection = $0; tick += 1 })) { row in
            Text("Row \(row.id)")
        }
    }
}

private struct MillionTable: View {
    let rows: CountingRows
    let picked: Picked
    @State private var tick = 0
    var body: some View {
        let _ = tick
        Table(of: Numbered.self, selection: Binding(get: { picked.selection }, set: { picked.selection = $0; tick += 1 })) {
            TableColumn("Number") { (row: Numbered) in Text("Row \(row.id)") }
        } rows: {
            ForEach(rows) { TableRow($0) }
        }
    }
}

/// The arrow keys find the row they move from where it was last seen, not
/// by searching the list: in a million rows the selection moves at once.
@Suite("List row lookup")
@MainActor
struct ListRowLookupTests {
    @Test func arrowsInAMillionRowListReadOnlyRowsNearTheSelection() {
        let reads = Reads(), picked = Picked()
        let host = TestHost(MillionList(rows: CountingRows(count: 1_000_000, reads: reads), picked: picked), width: 300, height: 300)
        host.click(text: "Row 3")
        #expect(picked.selection == 3)
        reads.count = 0
        for _ in 0..<5 { host.host.handle(.keyDown(.downArrow)) }
        #expect(picked.selection == 8)
        #expect(reads.count < 2_000)
        // Scrolled far away (the selected row is no longer made), a key
        // still finds it where it was.
        host.host.handle(.scroll(CGPoint(x: 150, y: 150), delta: CGSize(width: 0, height: 2_400_000)))
        #expect(host.node(text: "Row 8") == nil)
        reads.count = 0
        host.host.handle(.keyDown(.upArrow))
        #expect(picked.selection == 7)
        #expect(reads.count < 2_000)
        #expect(host.node(text: "Row 7") != nil)
        // End goes to the last row; Up from there moves one.
        host.host.handle(.keyDown(.end))
        #expect(picked.selection == 999_999)
        reads.count = 0
        host.host.handle(.keyDown(.upArrow))
        #expect(picked.selection == 999_998)
        #expect(reads.count < 2_000)
    }

    @Test func aSelectionSetByTheAppIsFoundOnceThenRemembered() {
        let reads = Reads(), picked = Picked()
        picked.selection = 600_000
        let host = TestHost(MillionList(rows: CountingRows(count: 1_000_000, reads: reads), picked: picked), width: 300, height: 300)
        // The first key searches for the row (it was never shown)…
        host.host.handle(.keyDown(.downArrow))
        #expect(picked.selection == 600_001)
        // …and the next ones find it where the last one left it.
        reads.count = 0
        host.host.handle(.keyDown(.downArrow))
        #expect(picked.selection == 600_002)
        #expect(reads.count < 2_000)
    }

    @Test func arrowsInAMillionRowTableReadOnlyRowsNearTheSelection() {
        let reads = Reads(), picked = Picked()
        let host = TestHost(MillionTable(rows: CountingRows(count: 1_000_000, reads: reads), picked: picked), width: 300, height: 300)
        host.click(text: "Row 2")
        reads.count = 0
        for _ in 0..<3 { host.host.handle(.keyDown(.downArrow)) }
        #expect(picked.selection == 5)
        #expect(reads.count < 2_000)
        host.host.handle(.keyDown(.end))
        reads.count = 0
        host.host.handle(.keyDown(.upArrow))
        host.host.handle(.keyDown(.upArrow))
        #expect(picked.selection == 999_997)
        #expect(reads.count < 2_000)
    }
}
