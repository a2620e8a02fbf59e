import Testing
@testable import TrellisCore

/// `labelStyle(_:)` and custom `LabelStyle`s. Characters are 7 points
/// wide, lines 16; a system image's slot is a 13-point square.
@Suite("Label styles")
@MainActor
struct LabelStyleTests {
    private func texts(_ host: TestHost) -> [String] { host.nodes.compactMap(\.text) }
    private func images(_ host: TestHost) -> Int { host.nodes(kind: "Image").count }

    @Test func iconOnlyShowsTheIconInItsSlot() {
        let host = TestHost(Label("Inbox", systemImage: "tray").labelStyle(.iconOnly).fixedSize(), width: 200, height: 100)
        #expect(texts(host).isEmpty)
        #expect(images(host) == 1)
        #expect(host.nodes(kind: "FixedSize").first?.rect.size == CGSize(width: 13, height: 13))
    }

    @Test func titleOnlyShowsTheTitle() {
        let host = TestHost(Label("Inbox", systemImage: "tray").labelStyle(.titleOnly).fixedSize(), width: 200, height: 100)
        #expect(texts(host) == ["Inbox"])
        #expect(images(host) == 0)
    }

    @Test func titleAndIconAndAutomaticShowBothSixPointsApart() {
        for host in [TestHost(Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon).fixedSize(), width: 200, height: 100),
                     TestHost(Label("Inbox", systemImage: "tray").labelStyle(.automatic).fixedSize(), width: 200, height: 100)] {
            #expect(host.nodes(kind: "HStack").first?.rect.width == 54)
            #expect(texts(host) == ["Inbox"])
            #expect(images(host) == 1)
        }
    }

    @Test func theInnermostStyleWins() {
        let host = TestHost(VStack {
            Label("A", systemImage: "tray").labelStyle(.titleOnly)
            Label("B", systemImage: "tray")
        }.labelStyle(.iconOnly), width: 200, height: 100)
        #expect(texts(host) == ["A"])
        #expect(images(host) == 1)
    }

    struct TitleAboveIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.title
                configuration.icon
            }
        }
    }

    @Test func aCustomStyleArrangesTheTitleAndTheIcon() {
        let host = TestHost(Label { Text("Title") } icon: { Text("*") }.labelStyle(TitleAboveIcon()).fixedSize(),
                            width: 200, height: 100)
        let title = host.frame(text: "Title")!, icon = host.frame(text: "*")!
        #expect(icon.minY - title.maxY == 2)
        #expect(title.midX == icon.midX)
        #expect(host.nodes(kind: "VStack").first?.rect.size == CGSize(width: 35, height: 34))
    }
}
