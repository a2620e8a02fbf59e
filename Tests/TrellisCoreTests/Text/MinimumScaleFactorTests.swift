import Testing
@testable import TrellisCore

/// `minimumScaleFactor`: a text that would be cut shrinks instead, down to
/// the factor. At 13 pt characters are 7 points wide and lines 16 high,
/// both in proportion to the size.
@Suite("Minimum scale factor")
@MainActor
struct MinimumScaleFactorTests {
    private func painted(_ host: TestHost) -> [(String, CGFloat)] {
        var items: [(String, CGFloat)] = []
        for case .text(let string, _, let font, _) in host.host.displayList().items { items.append((string, font.size)) }
        return items
    }

    @Test func aLineTooWideShrinksInProportion() {
        // 70 points of text in 35: half size, all shown.
        let host = TestHost(Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 35))
        #expect(host.frame(text: "abcdefghij")?.size == CGSize(width: 35, height: 8))
        #expect(painted(host).map(\.0) == ["abcdefghij"])
        #expect(painted(host).map(\.1) == [6.5])
    }

    @Test func belowTheFactorItIsCutAtTheFactor() {
        let host = TestHost(Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).frame(width: 28))
        // At 6.5 pt characters are 3.5 wide: seven and the ellipsis fit 28.
        #expect(painted(host).map(\.0) == ["abcdefg…"])
        #expect(painted(host).map(\.1) == [6.5])
    }

    @Test func withoutTheModifierOrWhenItFitsNothingShrinks() {
        let cut = TestHost(Text("abcdefghij").lineLimit(1).frame(width: 35))
        #expect(painted(cut).map(\.1) == [13])
        let fits = TestHost(Text("abcde").lineLimit(1).minimumScaleFactor(0.5).frame(width: 35))
        #expect(painted(fits).map(\.1) == [13])
    }

    @Test func aHeightForFewerLinesShrinksTheTextToFitIt() {
        // At full size "aaa bbb" (49) wraps to two lines, 32 high, in 42 by
        // 20; at 42/49 of the size it is one line 42 wide and 13.7 high.
        let host = TestHost(Text("aaa bbb").minimumScaleFactor(0.5).frame(width: 42, height: 20))
        let items = painted(host)
        #expect(items.map(\.0) == ["aaa bbb"])
        #expect(abs((items.first?.1 ?? 0) - 13 * 42 / 49) < 0.001)
        #expect(abs((host.frame(text: "aaa bbb")?.height ?? 0) - 16 * 42 / 49) < 0.001)
    }
}
