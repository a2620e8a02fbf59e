import Testing
@testable import TrellisCore

/// Scroll views: both axes, the wheel, dragging the bar, `scrollTo`,
/// `defaultScrollAnchor`. Lines are 16 points high.
@Suite("Scroll views")
@MainActor
struct ScrollViewTests {
    private func column(_ count: Int) -> some View {
        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Text("Line \($0)").frame(width: 600, height: 20) } }
    }

    @Test func scrollsOnBothAxes() {
        let host = TestHost(ScrollView([.horizontal, .vertical]) { column(50) }, width: 300, height: 200)
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 40, height: 60)))
        #expect(host.nodes(kind: "VStack")[0].rect.origin == CGPoint(x: -40, y: -60))
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 10_000, height: 10_000)))
        #expect(host.nodes(kind: "VStack")[0].rect.origin == CGPoint(x: -300, y: -800))
    }

    @Test func shortContentSitsAtTheTopCentredAcross() {
        let host = TestHost(ScrollView { Text("Hi") }, width: 300, height: 200)
        #expect(host.frame(text: "Hi") == CGRect(x: 143, y: 0, width: 14, height: 16))
    }

    @Test func aVerticalWheelScrollsAHorizontalScrollView() {
        let host = TestHost(ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("\($0)").frame(width: 50) } } },
                            width: 300, height: 100)
        host.host.handle(.scroll(CGPoint(x: 100, y: 50), delta: CGSize(width: 0, height: 40)))
        #expect(host.nodes(kind: "HStack")[0].rect.minX == -40)
    }

    @Test func draggingTheBarScrollsInProportion() {
        let host = TestHost(ScrollView { column(50) }, width: 300, height: 200)
        // Content 1000 in 200: the thumb is 196 * 0.2 = 39.2 long, travels 156.8.
        let press = CGPoint(x: 296, y: 10)
        host.host.handle(.buttonDown(press, .primary))
        host.host.handle(.pointerMoved(CGPoint(x: 296, y: 10 + 78.4)))
        _ = host.host.update()
        #expect(abs(host.nodes(kind: "VStack")[0].rect.minY + 400) < 0.001)
        host.host.handle(.pointerMoved(CGPoint(x: 296, y: 500)))
        host.host.handle(.buttonUp(CGPoint(x: 296, y: 500), .primary))
        #expect(host.nodes(kind: "VStack")[0].rect.minY == -800)
        // A press on the track below the thumb is no click on the content.
        host.host.handle(.buttonDown(CGPoint(x: 296, y: 100), .primary))
        host.host.handle(.buttonUp(CGPoint(x: 296, y: 100), .primary))
        #expect(host.nodes(kind: "VStack")[0].rect.minY > -800)
    }

    @Test func hiddenIndicatorsDrawNoBar() {
        let shown = TestHost(ScrollView { column(50) }, width: 300, height: 200)
        let hidden = TestHost(ScrollView { column(50) }.scrollIndicators(.hidden), width: 300, height: 200)
        #expect(shown.host.displayList().items.count == hidden.host.displayList().items.count + 1)
    }

    @Test func defaultAnchorBottomStartsAtTheEnd() {
        let host = TestHost(ScrollView { column(50) }.defaultScrollAnchor(.bottom), width: 300, height: 200)
        #expect(host.nodes(kind: "VStack")[0].rect.maxY == 200)
    }

    @Test func scrollToFindsALazyRowNotMadeYetAndAnimates() {
        var proxy: ScrollViewProxy?
        let host = TestHost(ScrollViewReader { reader in
            ScrollView {
                LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { Text("Row \($0)").frame(height: 20) } }
            }
            .onAppear { proxy = reader }
        }, width: 300, height: 200)
        #expect(host.node(text: "Row 5000") == nil)
        proxy?.scrollTo(5000, anchor: .top)
        _ = host.host.update()
        #expect(host.frame(text: "Row 5000")?.minY == 2)
        proxy?.scrollTo(4990, anchor: .center)
        _ = host.host.update()
        #expect(host.frame(text: "Row 4990")?.minY == 92)
        withAnimation(.linear(duration: 1)) { proxy?.scrollTo(4995, anchor: .top) }
        _ = host.host.update()
        #expect(host.presented(text: "Row 4995")?.minY == 192)
        host.advance(by: 0.5)
        #expect(host.presented(text: "Row 4995").map { abs($0.minY - 97) < 0.01 } == true)
        host.advance(by: 0.6)
        #expect(host.presented(text: "Row 4995")?.minY == 2)
    }
}
