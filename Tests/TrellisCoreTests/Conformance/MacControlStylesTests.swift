import Testing
@testable import TrellisCore

/// API that Mac SwiftUI programs use and Trellis lacked: a list row's
/// badge, a borderless menu, the separator style, animated bindings and
/// `ContentUnavailableView`. Characters are 7 points wide (body).
@Suite("Mac control styles")
@MainActor
struct MacControlStylesTests {
    private func fills(_ host: TestHost) -> [RGBAColor] {
        host.host.displayList().items.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
    }

    @Test func aBadgeSitsAtTheRowsTrailingEdgeAndZeroShowsNone() {
        let host = TestHost(List {
            Text("Inbox").badge(4)
            Text("Sent").badge(0)
            Text("Drafts").badge("new")
        }, width: 300, height: 200)
        let row = try! #require(host.nodes(kind: "ListRow").first?.rect)
        let count = try! #require(host.frame(text: "4"))
        // At the trailing edge of the row's content (the inset list's 16-point inset).
        #expect(count.maxX == row.maxX - 16)
        #expect(count.midY == host.frame(text: "Inbox")!.midY)
        #expect(host.node(text: "0") == nil)
        #expect(host.frame(text: "new")?.maxX == row.maxX - 16)
    }

    @Test func aBadgeOutsideAListIsNotShown() {
        let host = TestHost(Text("Inbox").badge(4).fixedSize(), width: 300, height: 100)
        #expect(host.node(text: "4") == nil)
        #expect(host.frame(text: "Inbox")?.width == 35)
    }

    @Test func aBorderlessMenuHasNoBezel() {
        let bordered = TestHost(Menu("Actions") { Button("Go") {} }, width: 200, height: 100)
        let borderless = TestHost(Menu("Actions") { Button("Go") {} }.menuStyle(.borderlessButton), width: 200, height: 100)
        let bezel = SystemPalette.color(.controlFill, in: .light)
        #expect(fills(bordered).contains(bezel))
        #expect(!fills(borderless).contains(bezel))
        // The label and its chevron only: 49 + 6 + 8 wide, one line high.
        #expect(borderless.nodes(kind: "HStack").first?.rect.size == CGSize(width: 63, height: 16))
        #expect(TestHost(Menu("Actions") { Button("Go") {} }.menuStyle(.button), width: 200, height: 100)
            .host.displayList() == bordered.host.displayList())
    }

    @Test func theSeparatorStyleIsTheSeparatorColourOfItsScheme() {
        let light = TestHost(Rectangle().fill(.separator).frame(width: 10, height: 10), width: 50, height: 50)
        let dark = TestHost(Rectangle().fill(.separator).frame(width: 10, height: 10).environment(\.colorScheme, .dark),
                            width: 50, height: 50)
        #expect(fills(light).contains(SystemPalette.color(.separator, in: .light)))
        #expect(fills(dark).contains(SystemPalette.color(.separator, in: .dark)))
    }

    @Test func aChangeThroughAnAnimatedBindingAnimates() {
        struct Mover: View {
            @State var isWide = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("wide", isOn: $isWide.animation(.linear(duration: 1)))
                    Color.red.frame(width: isWide ? 200 : 100, height: 10)
                }
            }
        }
        let host = TestHost(Mover(), width: 300, height: 200)
        let before = try! #require(host.nodes(kind: "Color").first?.presentedRect)
        #expect(before.width == 100)
        host.click(text: "wide")
        _ = host.advance(by: 0.5)
        let halfway = try! #require(host.nodes(kind: "Color").first?.presentedRect)
        #expect(halfway.width == 150)
        _ = host.advance(by: 1)
        #expect(host.nodes(kind: "Color").first?.presentedRect.width == 200)
    }

    @Test func contentUnavailableViewCentresItsIconTitleAndDescription() {
        let host = TestHost(ContentUnavailableView("No Book", systemImage: "book", description: Text("Pick one.")),
                            width: 400, height: 300)
        let title = try! #require(host.frame(text: "No Book"))
        let description = try! #require(host.frame(text: "Pick one."))
        #expect(abs(title.midX - 200) <= 0.5)
        #expect(abs(description.midX - 200) <= 0.5)
        #expect(description.minY > title.maxY)
        // The whole is centred vertically in the space offered.
        let top = try! #require(host.nodes(kind: "Image").first?.rect)
        #expect(abs((top.minY + description.maxY) / 2 - 150) <= 0.5)
        #expect(top.maxY <= title.minY)
        // The title is bold title 2; the description secondary.
        let texts = host.host.displayList().items.compactMap { item -> (String, RGBAColor)? in
            if case .text(let string, _, _, let color) = item { (string, color) } else { nil }
        }
        #expect(texts.first { $0.0 == "Pick one." }?.1 == Color.secondary.resolved(in: EnvironmentValues()))
    }
}
