import Testing
@testable import TrellisCore

/// Records the priorities its subviews report and stacks them vertically.
private struct PriorityReader: Layout {
    let log: PriorityLog
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        log.priorities = subviews.map(\.priority)
        return CGSize(width: 10, height: 10 * CGFloat(subviews.count))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(i)), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }
}

private final class PriorityLog: @unchecked Sendable { var priorities: [Double] = [] }

/// Spacers in stacks as SwiftUI sizes them: after every other subview, as
/// if their layout priority were −∞, so they get only their minimum length
/// when a flexible sibling wants the space, and share what is left when
/// nothing does. Characters are 7 points wide, lines 16 points high.
@Suite("Spacers")
@MainActor
struct SpacerLayoutTests {
    private func rects(_ host: TestHost, _ kind: String) -> [CGRect] { host.nodes(kind: kind).map(\.rect) }

    @Test func aSpacerKeepsItsMinimumWhenAFlexibleSiblingWantsTheSpace() {
        let view = VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Spacer()
            Rectangle()
        }
        let host = TestHost(view, width: 100, height: 100)
        #expect(rects(host, "Spacer") == [CGRect(x: 50, y: 10, width: 0, height: 8)])
        #expect(rects(host, "Rectangle")[1] == CGRect(x: 0, y: 18, width: 100, height: 82))
        // Ideal size: every subview at its ideal, the spacer at its minimum.
        #expect(host.host.sizeThatFits(.unspecified) == CGSize(width: 10, height: 28))

        let longer = TestHost(VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Spacer(minLength: 30)
            Rectangle()
        }, width: 100, height: 100)
        #expect(rects(longer, "Spacer")[0].height == 30)
        #expect(rects(longer, "Rectangle")[1] == CGRect(x: 0, y: 40, width: 100, height: 60))
    }

    @Test func spacersInAnHStackGiveWayToAnUnboundedFrame() {
        let host = TestHost(HStack(spacing: 0) {
            Spacer()
            Color.red.frame(maxWidth: .infinity)
            Spacer(minLength: 20)
        }, width: 400, height: 100)
        #expect(rects(host, "Spacer").map(\.minX) == [0, 380])
        #expect(rects(host, "Spacer").map(\.width) == [8, 20])
        #expect(rects(host, "Frame") == [CGRect(x: 8, y: 0, width: 372, height: 100)])
    }

    @Test func severalSpacersShareEquallyWhatFlexibleSiblingsLeave() {
        // The frame grows to its 200-point maximum first; the three spacers
        // split the remaining 240 points.
        let host = TestHost(HStack(spacing: 0) {
            Spacer()
            Color.red.frame(maxWidth: 200)
            Spacer(minLength: 0)
            Text("ab")
            Spacer(minLength: 20)
        }, width: 454, height: 100)
        #expect(rects(host, "Spacer").map(\.width) == [80, 80, 80])
        #expect(rects(host, "Spacer").map(\.minX) == [0, 280, 374])
        #expect(rects(host, "Frame")[0].minX == 80)
        #expect(rects(host, "Frame")[0].width == 200)
        #expect(host.frame(text: "ab")?.minX == 360)
    }

    @Test func spacersWithLongerMinimumsAreServedFirstSoTheRestStillFits() {
        // 100 points for two spacers: the one that needs 60 takes it, the
        // other gets the 40 left (not an equal 50 that would overflow).
        let host = TestHost(HStack(spacing: 0) {
            Spacer(minLength: 0)
            Spacer(minLength: 60)
            Text("ab")
        }, width: 114, height: 50)
        #expect(rects(host, "Spacer").map(\.width) == [40, 60])
        #expect(host.frame(text: "ab")?.minX == 100)
        #expect(host.nodes(kind: "HStack")[0].rect.width == 114)
    }

    @Test func anExplicitLayoutPriorityReplacesTheSpacersOwn() {
        // At an explicit 0 the first spacer competes with the rectangle as
        // an equal (46 points each); the plain spacer still gets only 8.
        let equal = TestHost(VStack(spacing: 0) {
            Spacer().layoutPriority(0)
            Rectangle()
            Spacer()
        }, width: 100, height: 100)
        #expect(rects(equal, "Spacer").map(\.height) == [46, 8])
        #expect(rects(equal, "Rectangle") == [CGRect(x: 0, y: 46, width: 100, height: 46)])

        // Above its siblings, a spacer is served first and takes all but
        // their minimums.
        let first = TestHost(VStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10)
            Spacer().layoutPriority(1)
            Rectangle()
        }, width: 100, height: 100)
        #expect(rects(first, "Spacer")[0].height == 90)
        #expect(rects(first, "Rectangle")[1].height == 0)
    }

    @Test func aSpacerReportsMinusInfinityAsItsPriorityToCustomLayouts() {
        let log = PriorityLog()
        _ = TestHost(PriorityReader(log: log) {
            Color.red
            Spacer()
            Spacer().layoutPriority(2)
        }, width: 100, height: 100)
        #expect(log.priorities == [0, -.infinity, 2])
    }
}
