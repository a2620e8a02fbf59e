import Testing
@testable import TrellisCore

/// `truncationMode`: where a line that does not fit loses characters.
/// Characters, "…" included, are 7 points wide.
@Suite("Truncation mode")
@MainActor
struct TruncationModeTests {
    private func lines(_ text: String, _ mode: Text.TruncationMode, width: CGFloat) -> [String] {
        LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved, truncationMode: mode)
            .layout(text, width: width, maxLines: 1).lines.map(\.text)
    }

    @Test func eachModeKeepsSixCharactersAndTheEllipsisIn49Points() {
        #expect(lines("abcdefghij", .tail, width: 49) == ["abcdef…"])
        #expect(lines("abcdefghij", .head, width: 49) == ["…efghij"])
        #expect(lines("abcdefghij", .middle, width: 49) == ["abc…hij"])
        // An odd count gives the extra character to the beginning.
        #expect(lines("abcdefghij", .middle, width: 42) == ["abc…ij"])
    }

    @Test func spacesNextToTheEllipsisAreDropped() {
        #expect(lines("ab cd ef gh", .head, width: 42) == ["…ef gh"])
        #expect(lines("ab cd ef gh", .middle, width: 42) == ["ab…gh"])
    }

    @Test func theModifierReachesTheText() {
        let host = TestHost(Text("abcdefghij").lineLimit(1).truncationMode(.head).frame(width: 49))
        #expect(host.frame(text: "abcdefghij")?.width == 49)
        var texts: [String] = []
        for case .text(let string, _, _, _) in host.host.displayList().items { texts.append(string) }
        #expect(texts == ["…efghij"])
    }

    @Test func aHeadTruncatedStyledLinePaintsTheEllipsisInTheStyleAfterIt() {
        let text = (Text("abcde").bold() + Text("fghij")).lineLimit(1).truncationMode(.head).frame(width: 49)
        let host = TestHost(text)
        var items: [(String, CGFloat, Int)] = []
        for case .text(let string, let origin, let font, _) in host.host.displayList().items {
            items.append((string, origin.x - host.frame(text: "abcdefghij")!.minX, font.weight))
        }
        #expect(items.map(\.0) == ["…", "e", "fghij"])
        #expect(items.map(\.1) == [0, 7, 14])
        #expect(items.map(\.2) == [700, 700, 400])
    }
}
