import Testing
@testable import ChipsApp
@testable import TrellisCore

/// The chip-row seed's candidates with fixed widths: items 72, 96, 64 and
/// 88 points wide, an 8-point gap, a 60-point badge.
private struct FixedChipRow: View {
    let widths: [CGFloat] = [72, 96, 64, 88]

    var body: some View {
        ViewThatFits(in: .horizontal) {
            ForEach(Array((0...widths.count).reversed()), id: \.self) { visible in
                HStack(spacing: 8) {
                    ForEach(Array(widths.prefix(visible).enumerated()), id: \.offset) { _, width in
                        Color.blue.frame(width: width, height: 24)
                    }
                    if visible < widths.count {
                        Color.gray.frame(width: 60, height: 24)
                    }
                }
                .fixedSize()
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

@Suite("ViewThatFits and the chip row")
@MainActor
struct ChipRowTests {
    @Test("available width → visible, hidden, candidate width", arguments: [
        (344, 4, 0, 344), (343, 3, 1, 316), (300, 2, 2, 244), (220, 1, 3, 140), (60, 0, 4, 60),
    ] as [(CGFloat, Int, Int, CGFloat)])
    func seedTable(available: CGFloat, visible: Int, hidden: Int, width: CGFloat) {
        let host = TestHost(FixedChipRow(), width: available, height: 100)
        // Only the chosen candidate is laid out: its items, then its badge.
        let colors = host.nodes(kind: "Color").map { $0.rect.width }
        let expected: [CGFloat] = [72, 96, 64, 88].prefix(visible) + (hidden > 0 ? [60] : [])
        #expect(colors == expected)
        let row = host.nodes(kind: "HStack")
        #expect(row.count == 1)
        #expect(row[0].rect.width == width)
        #expect(row[0].rect.minX == 0)
    }

    @Test func noProposalShowsTheFirstCandidate() {
        let size = TestHost(FixedChipRow()).host.sizeThatFits(.unspecified)
        #expect(size.width == 344)
    }

    @Test func theSeedRowShowsAPrefixAndACountThatAddUpToSix() {
        let titles = ["Sketch", "Color samples", "Shapes", "Paper textures", "Layout notes", "Preview"]
        var lastVisible = 7
        for width in stride(from: CGFloat(700), through: 60, by: -20) {
            let host = TestHost(WholeItemRow(items: titles.enumerated().map { DemoItem(id: $0.offset, title: $0.element) })
                .frame(width: width), width: width, height: 100)
            let texts = host.nodes.compactMap(\.text)
            let badge = texts.last.flatMap { $0.hasSuffix(" more") ? Int($0.dropLast(5)) : nil }
            let shown = badge == nil ? texts : Array(texts.dropLast())
            #expect(shown == Array(titles.prefix(shown.count)))
            #expect(shown.count + (badge ?? 0) == 6)
            #expect(badge != 0)
            #expect(shown.count <= lastVisible)   // narrowing only ever removes labels
            lastVisible = shown.count
            // Every chip is whole: no ellipsis, inside the row.
            #expect(!texts.contains { $0.contains("…") })
        }
        #expect(lastVisible == 0)
    }

    @Test func emptyItemsSayNoItemsAndDuplicatesCount() {
        #expect(TestHost(WholeItemRow(items: [])).node(text: "No items") != nil)
        let twins = [DemoItem(id: 1, title: "Same"), DemoItem(id: 2, title: "Same")]
        let host = TestHost(WholeItemRow(items: twins), width: 400, height: 100)
        #expect(host.nodes.compactMap(\.text) == ["Same", "Same"])
    }

    @Test func aVeryLongFirstLabelLeavesTheBadgeOnly() {
        let items = [DemoItem(id: 1, title: String(repeating: "Long ", count: 40)), DemoItem(id: 2, title: "b")]
        let host = TestHost(WholeItemRow(items: items).frame(width: 300), width: 300, height: 100)
        #expect(host.nodes.compactMap(\.text) == ["2 more"])
    }
}
