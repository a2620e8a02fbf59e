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
}
