import Testing
@testable import TrellisCore

private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

extension VerticalAlignment {
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

extension HorizontalAlignment {
    fileprivate static let marker = HorizontalAlignment(Marker.self)
}

/// `alignmentGuide` with built-in and custom guides, in stacks, frames,
/// overlays and a custom `Layout`, as SwiftUI lines views up. Characters
/// are 7 points wide, lines 16 points high.
@Suite("Alignment guides")
@MainActor
struct AlignmentGuideTests {
    @Test func anExplicitLeadingGuideShiftsAViewInAVStack() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
        }.fixedSize(), width: 400, height: 300)
        let colors = host.nodes(kind: "Frame").map(\.rect)
        // The blue's guide (25) lines up with the red's leading edge: it
        // sticks out 25 to the left, and the stack grows by that.
        #expect(colors[1].minX - colors[0].minX == -25)
        #expect(host.nodes(kind: "VStack")[0].rect.width == 125)
    }

    @Test func aCustomGuideInAnHStackLinesUpOnTheComputedValue() {
        let host = TestHost(HStack(alignment: .midAccount, spacing: 0) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 40).alignmentGuide(.midAccount) { _ in 10 }
        }.fixedSize(), width: 400, height: 300)
        let colors = host.nodes(kind: "Frame").map(\.rect)
        // Red's guide is its centre (20), blue's is 10: blue sits 10 lower.
        #expect(colors[1].minY - colors[0].minY == 10)
        #expect(host.nodes(kind: "HStack")[0].rect.height == 50)
    }

    @Test func aCustomGuideCrossesNestedStacks() {
        // Apple's example: the guide set on one row of each inner VStack
        // lines those rows up across the outer HStack.
        let host = TestHost(HStack(alignment: .midAccount, spacing: 0) {
            VStack(spacing: 0) {
                Text("@handle").alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                Color.gray.frame(width: 20, height: 64)
            }
            VStack(spacing: 0) {
                Text("Full name:")
                Color.gray.frame(width: 20, height: 30)
                Text("PAUL").alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
            }
        }, width: 400, height: 300)
        let handle = host.frame(text: "@handle")!, paul = host.frame(text: "PAUL")!
        #expect(handle.midY == paul.midY)
        // PAUL's centre is 54 into its stack: the first stack starts 46 lower.
        #expect(paul.minY - (host.frame(text: "Full name:")!.minY) == 46)
    }

    @Test func aZStackAlignsOnACustomGuide() {
        let host = TestHost(ZStack(alignment: Alignment(horizontal: .marker, vertical: .top)) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.marker) { _ in -30 }
        }.fixedSize(), width: 400, height: 300)
        let colors = host.nodes(kind: "Frame").map(\.rect)
        // Blue's marker (−30 from its leading edge) meets red's (its leading edge).
        #expect(colors[1].minX - colors[0].minX == 30)
        #expect(host.nodes(kind: "ZStack")[0].rect.width == 100)
    }

    @Test func aFrameHonoursAnExplicitGuideOfItsContent() {
        let host = TestHost(Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }
            .frame(width: 100, height: 50, alignment: .leading), width: 400, height: 300)
        let frames = host.nodes(kind: "Frame").map(\.rect)
        #expect(frames[1].minX - frames[0].minX == -5)
    }

    @Test func anOverlayLinesUpWithTheContentsCustomGuide() {
        let host = TestHost(Color.red.frame(width: 100, height: 40)
            .alignmentGuide(.marker) { _ in 70 }
            .overlay(alignment: Alignment(horizontal: .marker, vertical: .top)) {
                Color.blue.frame(width: 10, height: 10)
            }, width: 400, height: 300)
        let frames = host.nodes(kind: "Frame").map(\.rect)
        // The blue's marker is its leading edge (the guide's default).
        #expect(frames[1].minX - frames[0].minX == 70)
    }

    @Test func aCustomLayoutReadsTheGuideAndAnswersExplicitAlignment() {
        let host = TestHost(HStack(alignment: .midAccount, spacing: 0) {
            MarkerColumn {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.midAccount) { _ in 0 }
            }
            Color.green.frame(width: 10, height: 10)
        }.fixedSize(), width: 400, height: 300)
        let frames = host.nodes(kind: "Frame").map(\.rect)
        // MarkerColumn reports its second subview's top (10) as the guide;
        // green's guide is its centre (5): green's top sits at 10 − 5.
        #expect(frames[2].minY - frames[0].minY == 5)
    }

    @Test func combineExplicitTakesTheMeanAndBaselineExtremes() {
        #expect(VerticalAlignment.midAccount.combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([10, 4, 20]) == 4)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([10, 4, 20]) == 20)
        #expect(HorizontalAlignment.marker.combineExplicit([nil, nil]) == nil)
    }

    @Test func aNonFiniteGuideFallsBackToTheDefault() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { _ in .nan }
        }.fixedSize(), width: 400, height: 300)
        let colors = host.nodes(kind: "Frame").map(\.rect)
        #expect(colors[1].minX == colors[0].minX)
    }
}

/// A column whose `midAccount` guide is the top of its last subview that sets it.
private struct MarkerColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0,
               height: subviews.reduce(0) { $0 + $1.sizeThatFits(.unspecified).height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .midAccount else { return nil }
        var y: CGFloat = 0
        var found: CGFloat?
        for subview in subviews {
            if subview.dimensions(in: .unspecified)[explicit: guide] != nil { found = y }
            y += subview.sizeThatFits(.unspecified).height
        }
        return found
    }
}
