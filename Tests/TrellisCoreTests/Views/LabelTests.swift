import Foundation
import Testing
@testable import TrellisCore

/// `Label` and `LabeledContent`. Characters are 7 points wide, lines 16.
@Suite("Labels")
@MainActor
struct LabelTests {
    @Test func aSystemImageLabelKeepsAnEmSquareForTheIcon() {
        let host = TestHost(Label("Inbox", systemImage: "tray").fixedSize(), width: 200, height: 100)
        let title = host.frame(text: "Inbox")
        // A 13-point square, 6 of spacing, then the 35-point title.
        #expect(title?.width == 35)
        let label = host.nodes(kind: "HStack").first?.rect
        #expect(label?.size == CGSize(width: 54, height: 16))
        #expect(title.map { $0.minX - label!.minX } == 19)
    }

    @Test func theIconSlotFollowsTheFont() {
        let host = TestHost(Label("Inbox", systemImage: "tray").font(.system(size: 26)).fixedSize(), width: 300, height: 100)
        // 26 + 6 + 70.
        #expect(host.nodes(kind: "HStack").first?.rect.width == 102)
    }

    @Test func aLabelWithItsOwnIconShowsIt() {
        let host = TestHost(Label { Text("Title") } icon: { Text("*") }.fixedSize(), width: 200, height: 100)
        #expect(host.nodes(kind: "HStack").first?.rect.width == 48)
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let host = TestHost(LabeledContent("Name", value: "Ada").frame(width: 200), width: 300, height: 100)
        let label = host.frame(text: "Name")
        let value = host.frame(text: "Ada")
        #expect(value.map { $0.maxX } == label.map { $0.minX + 200 })
        #expect(value?.minY == label?.minY)
    }

    @Test func labeledContentFormatsItsValue() {
        let host = TestHost(LabeledContent("Share", value: 0.5, format: .percent.locale(Locale(identifier: "en_US"))))
        #expect(host.frame(text: "50%")?.width == 21)
        let custom = TestHost(LabeledContent("Count") { Text("3") })
        #expect(custom.frame(text: "3") != nil)
    }

    @Test func aButtonWithASystemImageIsLabelledWithBoth() {
        final class Clicks { var roles: [String] = [] }
        let clicks = Clicks()
        let host = TestHost(VStack {
            Button("Share", systemImage: "square.and.arrow.up") { clicks.roles.append("plain") }
            Button("Delete", systemImage: "trash", role: .destructive) { clicks.roles.append("destructive") }
        }.buttonStyle(.plain).fixedSize(), width: 300, height: 100)
        // The same label as `Label("Share", systemImage:)`: a 13-point icon slot, 6 of spacing, the title.
        let labels = host.nodes(kind: "HStack").map { $0.rect.width }
        #expect(labels == [54, 61])
        host.click(text: "Share")
        host.click(text: "Delete")
        #expect(clicks.roles == ["plain", "destructive"])
    }
}
