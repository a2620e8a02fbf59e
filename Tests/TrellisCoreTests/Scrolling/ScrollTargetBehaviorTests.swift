import Testing
@testable import TrellisCore

/// Rounds every scroll to a multiple of 50 points.
private struct FiftyPointSteps: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.origin.y / 50).rounded() * 50
    }
}

/// `scrollTargetBehavior`: `.paging`, `.viewAligned` and one of the
/// program's own; each wheel click is a scroll that settles, gliding.
@Suite("Scroll target behaviours")
@MainActor
struct ScrollTargetBehaviorTests {
    /// Ten blocks 70 points high in a 200-point-high view.
    private func blocks() -> some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<10, id: \.self) { Text("Block \($0)").frame(width: 300, height: 70) } }
                .scrollTargetLayout()
        }
    }

    private func top(_ host: TestHost) -> CGFloat { host.nodes(kind: "VStack")[0].rect.minY }
    private func presentedTop(_ host: TestHost) -> CGFloat { host.nodes(kind: "VStack")[0].presentedRect.minY }

    private func wheel(_ host: TestHost, _ dy: CGFloat) {
        host.host.handle(.scroll(CGPoint(x: 150, y: 100), delta: CGSize(width: 0, height: dy)))
        _ = host.host.update()
    }

    @Test func pagingMovesAWholePagePerWheelClickAndGlides() {
        let host = TestHost(blocks().scrollTargetBehavior(.paging), width: 300, height: 200)
        wheel(host, 40)
        #expect(top(host) == -200)
        #expect(presentedTop(host) == 0)
        host.advance(by: 1)
        #expect(presentedTop(host) == -200)
        wheel(host, 40)
        wheel(host, 40)
        #expect(top(host) == -500)  // The last page ends at the content's end (700 - 200).
        wheel(host, -40)
        #expect(top(host) == -400)
        wheel(host, -10_000)
        #expect(top(host) == 0)
    }

    @Test func viewAlignedEndsOnTheNextTargetsEdge() {
        let host = TestHost(blocks().scrollTargetBehavior(.viewAligned), width: 300, height: 200)
        wheel(host, 40)
        #expect(top(host) == -70)
        wheel(host, 40)
        #expect(top(host) == -140)
        // A long scroll goes as far as it reaches, to the edge there.
        wheel(host, 150)
        #expect(top(host) == -350)
        wheel(host, -30)
        #expect(top(host) == -280)
    }

    @Test func viewAlignedLimitedToOneView() {
        let host = TestHost(blocks().scrollTargetBehavior(.viewAligned(limitBehavior: .always)), width: 300, height: 200)
        wheel(host, 300)
        #expect(top(host) == -70)
    }

    @Test func aCustomBehaviourDecidesTheTarget() {
        let host = TestHost(blocks().scrollTargetBehavior(FiftyPointSteps()), width: 300, height: 200)
        wheel(host, 30)
        #expect(top(host) == -50)
        wheel(host, 20)
        #expect(top(host) == -50)
        wheel(host, 60)
        #expect(top(host) == -100)
    }

    @Test func lettingGoOfTheScrollBarSettlesOnAPage() {
        let host = TestHost(blocks().scrollTargetBehavior(.paging), width: 300, height: 200)
        // Content 700 in 200: the thumb travels 196 - 56 = 140 for 500 points.
        host.host.handle(.buttonDown(CGPoint(x: 296, y: 10), .primary))
        host.host.handle(.pointerMoved(CGPoint(x: 296, y: 10 + 70)))
        _ = host.host.update()
        #expect(top(host) == -250)
        host.host.handle(.buttonUp(CGPoint(x: 296, y: 80), .primary))
        _ = host.host.update()
        #expect(top(host) == -200)
    }

    @Test func withoutABehaviourTheWheelScrollsByItsAmount() {
        let host = TestHost(blocks(), width: 300, height: 200)
        wheel(host, 40)
        #expect(top(host) == -40)
        #expect(presentedTop(host) == -40)
    }

    @Test func scrollDisabledIgnoresTheWheelAndTheBar() {
        let host = TestHost(blocks().scrollDisabled(true), width: 300, height: 200)
        wheel(host, 40)
        host.host.handle(.buttonDown(CGPoint(x: 296, y: 10), .primary))
        host.host.handle(.pointerMoved(CGPoint(x: 296, y: 80)))
        host.host.handle(.buttonUp(CGPoint(x: 296, y: 80), .primary))
        _ = host.host.update()
        #expect(top(host) == 0)
    }
}
