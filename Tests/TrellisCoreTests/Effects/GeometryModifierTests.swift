import Testing
@testable import TrellisCore

/// `offset`, `position`, `aspectRatio`, `scaledToFit`/`scaledToFill`:
/// exact frames, and what they leave alone.
@Suite("Geometry modifiers")
@MainActor
struct GeometryModifierTests {
    @Test func offsetMovesTheContentButNotTheLayout() {
        let host = TestHost(VStack(spacing: 0) {
            Text("A").offset(x: 10, y: 20)
            Text("B")
        }, width: 400, height: 300)
        let a = host.frame(text: "A")!, b = host.frame(text: "B")!
        let offset = host.nodes(kind: "Offset")[0].rect
        // The offset view keeps the place layout gave it; its content is moved.
        #expect(a == offset.offsetBy(dx: 10, dy: 20))
        #expect(b.minY == offset.maxY, "B follows the offset view's own frame")
    }

    @Test func offsetAcceptsASizeAndIgnoresNaN() {
        let host = TestHost(Text("A").offset(CGSize(width: CGFloat.nan, height: 5)), width: 400, height: 300)
        let offset = host.nodes(kind: "Offset")[0].rect
        #expect(host.frame(text: "A") == offset.offsetBy(dx: 0, dy: 5))
    }

    @Test func positionTakesTheProposalAndCentresTheContentAtThePoint() {
        let host = TestHost(Color.red.frame(width: 40, height: 20).position(x: 100, y: 50), width: 400, height: 300)
        #expect(host.nodes(kind: "Position")[0].rect == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(host.nodes(kind: "Frame").first?.rect == CGRect(x: 80, y: 40, width: 40, height: 20)
                || host.nodes.contains { $0.rect == CGRect(x: 80, y: 40, width: 40, height: 20) })
    }

    @Test func aspectRatioFitProposesTheLargestSizeOfTheRatioInside() {
        let host = TestHost(Rectangle().aspectRatio(2, contentMode: .fit), width: 400, height: 300)
        #expect(host.nodes(kind: "Rectangle")[0].rect == CGRect(x: 0, y: 50, width: 400, height: 200))
        let tall = TestHost(Rectangle().aspectRatio(0.5, contentMode: .fit), width: 400, height: 300)
        #expect(tall.nodes(kind: "Rectangle")[0].rect == CGRect(x: 125, y: 0, width: 150, height: 300))
    }

    @Test func aspectRatioFillProposesTheSmallestSizeOfTheRatioCovering() {
        let host = TestHost(Rectangle().aspectRatio(2, contentMode: .fill), width: 400, height: 300)
        #expect(host.nodes(kind: "Rectangle")[0].rect == CGRect(x: -100, y: 0, width: 600, height: 300))
    }

    @Test func aspectRatioWithOneDimensionDerivesTheOther() {
        // A VStack proposes its width and an unspecified height when asked for
        // its ideal height; a fixedSize vertical asks exactly that.
        let host = TestHost(Rectangle().aspectRatio(4, contentMode: .fit).fixedSize(horizontal: false, vertical: true)
            .frame(width: 200), width: 400, height: 300)
        #expect(host.nodes(kind: "Rectangle")[0].rect.size == CGSize(width: 200, height: 50))
    }

    @Test func scaledToFitUsesTheContentsIdealRatio() {
        let content = Color.blue.frame(idealWidth: 30, idealHeight: 10)
        let host = TestHost(content.scaledToFit(), width: 400, height: 300)
        // Ideal ratio 3: 400 × 133.3 fits; the flexible frame takes it.
        let frame = host.nodes(kind: "AspectRatio")[0].rect
        #expect(abs(frame.width - 400) < 1e-9 && abs(frame.height - 400.0 / 3) < 1e-2, "\(frame)")
        let fill = TestHost(content.scaledToFill(), width: 400, height: 300)
        #expect(fill.nodes(kind: "AspectRatio")[0].rect.size == CGSize(width: 900, height: 300))
    }

    @Test func zIndexChangesPaintOrderAndHitOrderOnly() {
        var tapped: [String] = []
        let host = TestHost(ZStack {
            Button("Front") { tapped.append("front") }.frame(width: 100, height: 100).zIndex(1)
            Button("Back") { tapped.append("back") }.frame(width: 100, height: 100)
        }, width: 400, height: 300)
        host.click(CGPoint(x: 200, y: 150))
        #expect(tapped == ["front"], "the raised button is in front although it comes first")
        let list = host.host.displayList()
        let texts = list.items.compactMap { item -> String? in if case .text(let s, _, _, _) = item { return s }; return nil }
        #expect(texts == ["Back", "Front"])
    }
}
