import Testing
@testable import TrellisCore

/// `toolbarBackground`: the bar's fill, or none.
@Suite("Toolbar background")
@MainActor
struct ToolbarBackgroundTests {
    private static let red = Color(red: 1, green: 0, blue: 0)

    private func fills(_ host: TestHost) -> [(CGRect, RGBAColor)] {
        host.host.displayList().items.compactMap { item in
            if case .fill(let path, let color) = item { return (path.boundingRect, color) }
            return nil
        }
    }

    private func barIsRed(_ host: TestHost) -> Bool {
        fills(host).contains { rect, color in rect.minY == 0 && rect.width == 400 && color.red == 1 && color.green == 0 }
    }

    @Test func aStackLevelFillsItsBar() {
        let host = TestHost(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbarBackground(Self.red, for: .windowToolbar)
        }, width: 400, height: 300)
        #expect(barIsRed(host))
        let plain = TestHost(NavigationStack { Text("Body").navigationTitle("Inbox") }, width: 400, height: 300)
        #expect(!barIsRed(plain))
    }

    @Test func aToolbarOutsideAStackIsFilledToo() {
        let host = TestHost(Text("Body").toolbar { Button("Add") {} }.toolbarBackground(Self.red, for: .windowToolbar),
                            width: 400, height: 300)
        // The bar of a toolbar around a small view is at the top of that view.
        #expect(fills(host).contains { rect, color in rect.width == 400 && rect.height < 50 && color.red == 1 && color.green == 0 })
    }

    @Test func aHiddenBackgroundIsNotFilled() {
        let shown = TestHost(NavigationStack { Text("Body").navigationTitle("Inbox") }, width: 400, height: 300)
        let hidden = TestHost(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbarBackground(.hidden, for: .windowToolbar)
        }, width: 400, height: 300)
        let opaqueBars: (TestHost) -> Int = { host in
            self.fills(host).filter { rect, color in rect.minY == 0 && rect.width == 400 && rect.height < 100 && color.alpha > 0 }.count
        }
        #expect(opaqueBars(shown) >= 1)
        #expect(opaqueBars(hidden) == 0, "no bar fill and no line under it")
    }

    /// An unchanged background leaves the views under it as they were: a
    /// state change above updates the same few views however many labels
    /// are below (the environment compares the style by value).
    @Test func anUnchangedBackgroundLeavesTheViewsBelowAlone() {
        var updates: [Int] = []
        for count in [20, 60] {
            let host = TestHost(CountingToolbar(count: count), width: 400, height: 300)
            let before = host.host.statistics.viewUpdates
            host.click(text: "Count 0")
            #expect(host.node(text: "Count 1") != nil)
            updates.append(host.host.statistics.viewUpdates - before)
        }
        #expect(updates[0] == updates[1], "\(updates) views updated")
    }
}

private struct CountingToolbar: View {
    let count: Int
    @State private var clicks = 0
    var body: some View {
        VStack {
            Button("Count \(clicks)") { clicks += 1 }
            VStack { ForEach(0..<count, id: \.self) { Text("Label \($0)") } }
                .toolbarBackground(Color(red: 0, green: 0.5, blue: 1), for: .windowToolbar)
        }
    }
}
