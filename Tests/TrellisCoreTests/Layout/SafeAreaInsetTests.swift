import Testing
@testable import TrellisCore

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset along its
/// edge, the modified view in what is left (the standard 8-point gap when
/// `spacing` is nil), the whole space taken; a scroll view reaching under
/// the inset with a content margin. Characters are 7 points wide, lines
/// 16 points high.
@Suite("Safe area insets")
@MainActor
struct SafeAreaInsetTests {
    private func column(_ count: Int) -> some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Line \($0)").frame(width: 280, height: 20) } }
    }

    @Test func aBottomInsetSitsAtTheBottomCentredWithTheStandardGap() {
        let host = TestHost(Color.blue.safeAreaInset(edge: .bottom) { Text("Bar") }, width: 400, height: 300)
        #expect(host.nodes(kind: "SafeAreaInset")[0].rect == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(host.frame(text: "Bar") == CGRect(x: 189.5, y: 284, width: 21, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 0, y: 0, width: 400, height: 300 - 16 - 8))
    }

    @Test func aTopInsetAlignedLeadingWithItsOwnSpacing() {
        let host = TestHost(Color.blue.safeAreaInset(edge: .top, alignment: .leading, spacing: 4) { Text("Top") },
                            width: 400, height: 300)
        #expect(host.frame(text: "Top") == CGRect(x: 0, y: 0, width: 21, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 0, y: 20, width: 400, height: 280))
    }

    @Test func aLeadingInsetIsAsWideAsItsContentAndCentredVertically() {
        let host = TestHost(Color.blue.safeAreaInset(edge: .leading, spacing: 0) { Text("Side") }, width: 400, height: 300)
        #expect(host.frame(text: "Side") == CGRect(x: 0, y: 142, width: 28, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 28, y: 0, width: 372, height: 300))
    }

    @Test func rightToLeftTheLeadingInsetIsOnTheRight() {
        let host = TestHost(Color.blue.safeAreaInset(edge: .leading, spacing: 0) { Text("Side") }
            .environment(\.layoutDirection, .rightToLeft), width: 400, height: 300)
        #expect(host.frame(text: "Side") == CGRect(x: 372, y: 142, width: 28, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 0, y: 0, width: 372, height: 300))
    }

    @Test func aTrailingInsetAlignedToTheBottom() {
        let host = TestHost(Color.blue.safeAreaInset(edge: .trailing, alignment: .bottom) { Text("End") }, width: 400, height: 300)
        #expect(host.frame(text: "End") == CGRect(x: 379, y: 284, width: 21, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 0, y: 0, width: 400 - 21 - 8, height: 300))
    }

    @Test func theInsetTakesTheWholeWidthAndASmallerViewIsCentredInTheRest() {
        let host = TestHost(Text("Hi").safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 50) },
                            width: 400, height: 300)
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 0, y: 250, width: 400, height: 50))
        #expect(host.frame(text: "Hi") == CGRect(x: 193, y: 117, width: 14, height: 16))
        #expect(host.nodes(kind: "SafeAreaInset")[0].rect.size == CGSize(width: 400, height: 300))
    }

    @Test func unproposedItIsTheViewAndTheInsetAndTheGap() {
        let host = TestHost(Text("Hi").safeAreaInset(edge: .bottom) { Text("Longer bar") }, width: 400, height: 300)
        #expect(host.host.sizeThatFits(.unspecified) == CGSize(width: 70, height: 16 + 8 + 16))
        let side = TestHost(Text("Hi").safeAreaInset(edge: .leading, spacing: 2) { Text("Side") }, width: 400, height: 300)
        #expect(side.host.sizeThatFits(.unspecified) == CGSize(width: 28 + 2 + 14, height: 16))
    }

    @Test func insetsNestTheOuterTakingItsEdgeFirst() {
        let view = Color.blue
            .safeAreaInset(edge: .top, spacing: 0) { Text("A") }
            .safeAreaInset(edge: .bottom, spacing: 0) { Text("B") }
            .safeAreaInset(edge: .leading, spacing: 0) { Text("C") }
        let host = TestHost(view, width: 400, height: 300)
        #expect(host.frame(text: "C") == CGRect(x: 0, y: 142, width: 7, height: 16))
        #expect(host.frame(text: "B") == CGRect(x: 200, y: 284, width: 7, height: 16))
        #expect(host.frame(text: "A") == CGRect(x: 200, y: 0, width: 7, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: 7, y: 16, width: 393, height: 268))
    }

    @Test func aScrollViewReachesUnderTheInsetAndItsLastRowComesIntoSight() {
        let view = ScrollView { column(30) }
            .safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar").frame(maxWidth: .infinity).frame(height: 40) }
        let host = TestHost(view, width: 300, height: 200)
        // The scroll view takes the whole height; the bar lies over its end.
        #expect(host.nodes(kind: "ScrollView")[0].rect == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(host.frame(text: "Bar")?.minY == 172)
        #expect(host.nodes(kind: "VStack")[0].rect.minY == 0)
        // Scrolled to the end, the last row ends where the bar begins
        // (600 points of rows and a 40-point margin in 200; the row's text
        // is centred in its 20 points).
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: 10_000)))
        #expect(host.nodes(kind: "VStack")[0].rect.minY == -440)
        #expect(host.frame(text: "Line 29")?.maxY == 158)
        // The scroll bar runs beside the rows between the insets.
        let scroller = try! #require(host.viewNode(kind: "ScrollView"))
        let bar = try! #require(ScrollBar(node: scroller, axis: .vertical, axes: .vertical, frame: scroller.frame))
        #expect(bar.track == CGRect(x: 288, y: 2, width: 12, height: 156))
    }

    @Test func aTopInsetStartsTheContentBelowItAndItScrollsOnUnderIt() {
        let view = ScrollView { column(30) }
            .safeAreaInset(edge: .top, spacing: 4) { Text("Head").frame(height: 30) }
        let host = TestHost(view, width: 300, height: 200)
        #expect(host.nodes(kind: "VStack")[0].rect.minY == 34)
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: 50)))
        #expect(host.nodes(kind: "VStack")[0].rect.minY == -16)
        // The inset paints over the rows scrolled under it.
        let order = host.host.displayList().items.compactMap { item -> String? in
            if case .text(let string, _, _, _) = item, string == "Line 0" || string == "Head" { return string }
            return nil
        }
        #expect(order == ["Line 0", "Head"])
    }

    @Test func scrollToLinesRowsUpWithThePartBetweenTheInsets() {
        var proxy: ScrollViewProxy?
        let host = TestHost(ScrollViewReader { reader in
            ScrollView { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 20).id($0) } } }
                .safeAreaInset(edge: .top, spacing: 0) { Color.gray.frame(height: 30) }
                .onAppear { proxy = reader }
        }, width: 300, height: 200)
        proxy?.scrollTo(10, anchor: .top)
        _ = host.host.update()
        // The row's top meets the inset's bottom (its text is centred in 20).
        #expect(host.frame(text: "Row 10")?.minY == 32)
        proxy?.scrollTo(3)
        _ = host.host.update()
        #expect(host.frame(text: "Row 3")?.minY == 32)
    }

    @Test func aListReachesUnderTheInsetToo() {
        let view = List { ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(height: 20) } }
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.gray.frame(height: 40) }
        let host = TestHost(view, width: 300, height: 200)
        #expect(host.nodes(kind: "List")[0].rect.height == 200)
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: 10_000)))
        let last = try! #require(host.frame(text: "Row 29"))
        let inset = host.nodes(kind: "Color")[0].rect
        #expect(inset.minY == 160)
        #expect(last.maxY <= inset.minY && last.maxY > inset.minY - 20)
    }

    @Test func aScrollViewAcrossTheEdgeIsLaidOutInTheRest() {
        // A vertical scroll view does not scroll under a leading inset.
        let view = ScrollView { column(30) }.safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 40) }
        let host = TestHost(view, width: 300, height: 200)
        #expect(host.nodes(kind: "ScrollView")[0].rect == CGRect(x: 40, y: 0, width: 260, height: 200))
    }

    @Test func anInsetThatShrinksMovesTheScrollMarginWithIt() {
        struct Shrinking: View {
            @State var tall = true
            var body: some View {
                ScrollView { VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Text("L\($0)").frame(height: 20) } } }
                    .safeAreaInset(edge: .bottom, spacing: 0) {
                        Button(tall ? "Tall" : "Short") { tall.toggle() }.frame(height: tall ? 60 : 30)
                    }
            }
        }
        let host = TestHost(Shrinking(), width: 300, height: 200)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 10_000)))
        // (The row's text is centred in its 20 points.)
        #expect(host.frame(text: "L29")?.maxY == 138)
        // The margin follows the inset without another scroll: the offset
        // is clamped to the shorter end.
        host.click(text: "Tall")
        #expect(host.frame(text: "L29")?.maxY == 168)
    }
}
