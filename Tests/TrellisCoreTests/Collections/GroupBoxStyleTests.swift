import Testing
@testable import TrellisCore

private struct CardBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

/// `groupBoxStyle`: a style lays out the box's label and content.
@Suite("Group box styles")
@MainActor
struct GroupBoxStyleTests {
    @Test func aCustomStylePutsTheLabelBesideTheContent() throws {
        let box = GroupBox("Title") { Text("Body") }
        let automatic = TestHost(box.groupBoxStyle(.automatic), width: 300, height: 200)
        #expect(try #require(automatic.frame(text: "Body")).minY > automatic.frame(text: "Title")!.maxY)
        let custom = TestHost(box.groupBoxStyle(CardBox()), width: 300, height: 200)
        let title = try #require(custom.frame(text: "Title")), body = try #require(custom.frame(text: "Body"))
        #expect(body.minX == title.maxX && body.minY == title.minY)
    }
}
