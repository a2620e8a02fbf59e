import Foundation
import Testing
@testable import TrellisCore

private struct File: Identifiable, Hashable {
    let id: Int
    var name: String
    var note: String?
}

/// `KeyPathComparator` on a string sorts as Foundation does on a Mac
/// (`localizedStandard`): case-insensitive, numbers by value, accented
/// letters with their base letter in an English locale.
@Suite("String sort order")
@MainActor
struct StringSortOrderTests {
    fileprivate let files = ["File 10", "file 2", "Zebra", "apple", "File 1", "Éclair", "eclair", "banana"].enumerated()
        .map { File(id: $0.offset, name: $0.element, note: $0.offset.isMultiple(of: 2) ? nil : $0.element) }

    @Test func keyPathComparatorSortsStringsAsPeopleReadThem() {
        let sorted = files.sorted(using: KeyPathComparator(\File.name)).map(\.name)
        #expect(sorted == ["apple", "banana", "eclair", "Éclair", "File 1", "file 2", "File 10", "Zebra"])
        let reversed = files.sorted(using: KeyPathComparator(\File.name, order: .reverse)).map(\.name)
        #expect(reversed == sorted.reversed())
        // The lexical order is still there when asked for by name.
        let lexical = files.sorted(using: KeyPathComparator(\File.name, comparator: String.StandardComparator.lexical)).map(\.name)
        #expect(lexical == ["File 1", "File 10", "Zebra", "apple", "banana", "eclair", "file 2", "Éclair"])
    }

    @Test func optionalStringsSortWithNilFirst() {
        let sorted = files.sorted(using: KeyPathComparator(\File.note)).map(\.note)
        #expect(sorted == [nil, nil, nil, nil, "apple", "banana", "Éclair", "file 2"])
    }

    @Test func comparatorsOfTheSamePathAreEqualWhateverTheirOrder() {
        var flipped = KeyPathComparator(\File.name)
        flipped.order = .reverse
        #expect(flipped == KeyPathComparator(\File.name, order: .reverse))
        #expect(KeyPathComparator(\File.name) != KeyPathComparator(\File.name, comparator: String.StandardComparator.lexical))
    }

    @Test func aStringColumnSortsInTheSameOrderAsTheAppsComparator() {
        struct Files: View {
            @State var rows: [File]
            @State var order = [KeyPathComparator(\File.id)]
            var body: some View {
                Table(rows, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Number", value: \.id) { Text("#\($0.id)") }
                }
                .onChange(of: order) { _, new in rows.sort(using: new) }
            }
        }
        let host = TestHost(Files(rows: files), width: 400, height: 400)
        host.click(text: "Name")
        let names = ["apple", "banana", "eclair", "Éclair", "File 1", "file 2", "File 10", "Zebra"]
        let ys = names.map { host.frame(text: $0)!.minY }
        #expect(ys == ys.sorted())
        #expect(ys.first! < ys.last!)
    }
}
