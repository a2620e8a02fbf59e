import Observation
import Testing
@testable import TrellisCore

@Observable
final class RowShelf {
    @Observable final class Item: Identifiable {
        let id: Int
        var name: String
        init(id: Int, name: String) { self.id = id; self.name = name }
    }

    var items = [Item(id: 1, name: "Dune"), Item(id: 2, name: "Ubik")]
    var marksRead = false
}

/// The same rows in each kind of container; each row's closure reads the
/// models, which the container calls outside any body.
struct RowShelfView: View {
    enum Container { case stack, lazyStack, list, listOfData, grid }
    let shelf: RowShelf
    let container: Container

    var body: some View {
        switch container {
        case .stack: VStack { ForEach(shelf.items) { row($0) } }
        case .lazyStack: ScrollView { LazyVStack { ForEach(shelf.items) { row($0) } } }
        case .list: List { ForEach(shelf.items) { row($0) } }
        case .listOfData: List(shelf.items) { row($0) }
        case .grid: LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(shelf.items) { row($0) } }
        }
    }

    private func row(_ item: RowShelf.Item) -> Text {
        Text(shelf.marksRead ? "\(item.name) ✓" : item.name)
    }
}

/// SwiftUI tracks what a `ForEach`'s or a `List`'s row closure reads as it
/// tracks a body's reads: a change to an `@Observable` property read only
/// there updates the row.
@Suite("Observable models read in rows")
@MainActor
struct ObservationInRowsTests {
    @Test(arguments: [RowShelfView.Container.stack, .lazyStack, .list, .listOfData, .grid])
    func aPropertyReadOnlyInARowUpdatesIt(container: RowShelfView.Container) {
        let shelf = RowShelf()
        let host = TestHost(RowShelfView(shelf: shelf, container: container), width: 300, height: 200)
        #expect(host.node(text: "Dune") != nil)
        shelf.items[0].name = "Dune Messiah"
        #expect(host.node(text: "Dune Messiah") != nil)
        #expect(host.node(text: "Ubik") != nil)
        shelf.marksRead = true
        #expect(host.node(text: "Dune Messiah ✓") != nil)
        #expect(host.node(text: "Ubik ✓") != nil)
    }
}
