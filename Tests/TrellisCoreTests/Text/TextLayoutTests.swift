import Testing
@testable import TrellisCore

/// Text wrapping and truncation. Characters are 7 points wide, lines 16.
@Suite("Text")
@MainActor
struct TextLayoutTests {
    @Test func wrapsAtWordBoundariesToTheProposedWidth() {
        let host = TestHost(Text("The quick brown fox").frame(width: 70), width: 200, height: 200)
        // "The quick" (63) then "brown fox" (63): two lines.
        #expect(host.frame(text: "The quick brown fox")?.size == CGSize(width: 63, height: 32))
    }

    @Test func unspecifiedWidthKeepsOneLine() {
        let host = TestHost(Text("The quick brown fox").fixedSize(), width: 50, height: 200)
        #expect(host.frame(text: "The quick brown fox")?.size == CGSize(width: 133, height: 16))
    }

    @Test func zeroWidthMeansTheWidestWordNotOneCharacterPerLine() {
        let host = TestHost(Text("The quick brown fox").frame(width: 0), width: 200, height: 200)
        #expect(host.frame(text: "The quick brown fox")?.size == CGSize(width: 35, height: 64))
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        let layout = LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved)
            .layout("The quick brown fox", width: 70, maxLines: 1)
        #expect(layout.lines.map(\.text) == ["The quick…"])
        #expect(layout.isTruncated)
        let host = TestHost(Text("The quick brown fox").lineLimit(1).frame(width: 70), width: 200, height: 200)
        #expect(host.frame(text: "The quick brown fox")?.size == CGSize(width: 70, height: 16))
    }

    @Test func aHeightForFewerLinesLimitsThem() {
        let layout = LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved)
            .layout("aaa bbb ccc", width: 30, maxLines: 1)
        #expect(layout.lines.map(\.text) == ["aaa…"])
        let host = TestHost(Text("aaa bbb ccc").frame(width: 30, height: 20), width: 200, height: 200)
        #expect(host.frame(text: "aaa bbb ccc")?.height == 16)
    }

    @Test func cjkBreaksBetweenCharactersAndNewlinesAlwaysBreak() {
        let breaker = LineBreaker(measurer: FixedWidthMeasurer(), font: Font.body.resolved)
        #expect(breaker.layout("选择一个瓦片", width: 30, maxLines: nil).lines.map(\.text) == ["选择一个", "瓦片"])
        #expect(breaker.layout("ab\n\ncd", width: nil, maxLines: nil).lines.map(\.text) == ["ab", "", "cd"])
    }

    @Test func emptyTextHasNoSizeAndHugeTextStaysFinite() {
        #expect(TestHost(Text("")).host.sizeThatFits(.unspecified) == .zero)
        let huge = String(repeating: "word ", count: 20_000)
        let size = TestHost(Text(huge)).host.sizeThatFits(ProposedViewSize(width: 300, height: nil))
        #expect(size.width <= 300 && size.height.isFinite && size.height > 0)
    }

    @Test func fontsScaleTheMeasuredSize() {
        let host = TestHost(VStack { Text("ab").font(.title2); Text("cd").font(.headline) }, width: 300, height: 300)
        // The inspection file rounds to thousandths of a point.
        #expect(abs((host.frame(text: "ab")?.width ?? 0) - CGFloat(14 * 17) / 13) < 0.001)
        #expect(host.frame(text: "cd")?.width == 14)
    }
}
