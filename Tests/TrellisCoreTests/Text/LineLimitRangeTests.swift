import Testing
@testable import TrellisCore

/// `lineLimit(_:reservesSpace:)` and the range forms: the upper bound
/// limits the lines shown, the lower one the height. Lines are 16 high,
/// characters 7 wide.
@Suite("Line limit ranges")
@MainActor
struct LineLimitRangeTests {
    private func size<V: View>(_ view: V) -> CGSize {
        ViewHost(rootView: view, measurer: FixedWidthMeasurer(), clock: VirtualClock()).sizeThatFits(.unspecified)
    }

    @Test func reservesSpaceKeepsTheHeightOfTheLimit() {
        #expect(size(Text("a").lineLimit(3, reservesSpace: true)) == CGSize(width: 7, height: 48))
        // The third line ends in "…": "c…".
        #expect(size(Text("a\nb\nc\nd").lineLimit(3, reservesSpace: true)) == CGSize(width: 14, height: 48))
        #expect(size(Text("a").lineLimit(3, reservesSpace: false)) == CGSize(width: 7, height: 16))
        // With spacing between the reserved lines too.
        #expect(size(Text("a").lineLimit(3, reservesSpace: true).lineSpacing(4)) == CGSize(width: 7, height: 56))
        // An empty text reserves its lines as well.
        #expect(size(Text("").lineLimit(2, reservesSpace: true)).height == 32)
    }

    @Test func aClosedRangeBoundsTheHeightBothWays() {
        #expect(size(Text("a").lineLimit(2...4)).height == 32)
        #expect(size(Text("a\nb\nc").lineLimit(2...4)).height == 48)
        #expect(size(Text("a\nb\nc\nd\ne").lineLimit(2...4)).height == 64)
    }

    @Test func partialRangesBoundOneWay() {
        #expect(size(Text("a").lineLimit(2...)).height == 32)
        #expect(size(Text("a\nb\nc\nd\ne").lineLimit(2...)).height == 80)
        #expect(size(Text("a").lineLimit(...2)).height == 16)
        #expect(size(Text("a\nb\nc").lineLimit(...2)).height == 32)
    }

    @Test func aPlainLimitInsideReplacesTheRange() {
        #expect(size(Text("a").lineLimit(1).lineLimit(3, reservesSpace: true)).height == 16)
        #expect(size(VStack { Text("a"); Text("b").lineLimit(nil) }.lineLimit(2...3)) == CGSize(width: 7, height: 32 + 8 + 16))
    }

    @Test func aVerticalTextFieldIsAtLeastTheLowerBoundHigh() {
        let plain = size(TextField("t", text: .constant(""), axis: .vertical).frame(width: 100))
        let three = size(TextField("t", text: .constant(""), axis: .vertical).lineLimit(3...5).frame(width: 100))
        #expect(three.height - plain.height == 32)
        let reserved = size(TextField("t", text: .constant(""), axis: .vertical).lineLimit(2, reservesSpace: true).frame(width: 100))
        #expect(reserved.height - plain.height == 16)
    }

    @Test func allowsTighteningChangesNothing() {
        #expect(size(Text("abc").allowsTightening(true)) == size(Text("abc")))
    }
}
