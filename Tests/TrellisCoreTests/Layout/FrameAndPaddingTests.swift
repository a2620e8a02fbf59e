import Testing
@testable import TrellisCore

/// `padding`, `frame` (fixed and flexible) and `fixedSize` with SwiftUI's
/// semantics. Characters are 7 points wide, lines 16 points high.
@Suite("Frames and padding")
@MainActor
struct FrameAndPaddingTests {
    @Test func paddingAddsItsInsetsAndOffsetsTheContent() {
        let host = TestHost(Text("ab").padding(10).padding(.horizontal, 5), width: 200, height: 100)
        let outer = host.nodes(kind: "Padding")[0].rect
        #expect(outer.size == CGSize(width: 14 + 20 + 10, height: 16 + 20))
        #expect(host.frame(text: "ab")?.origin == CGPoint(x: outer.minX + 15, y: outer.minY + 10))
    }

    @Test func defaultPaddingIsSixteenPoints() {
        let host = TestHost(Text("ab").padding(), width: 200, height: 100)
        #expect(host.nodes(kind: "Padding")[0].rect.size == CGSize(width: 14 + 32, height: 16 + 32))
    }

    @Test func maxWidthInfinityTakesTheOfferedWidthAndAlignsContent() {
        let host = TestHost(Text("ab").frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 100)
        let frame = host.nodes(kind: "Frame")[0].rect
        #expect(frame.width == 300)
        #expect(frame.height == 16)
        #expect(host.frame(text: "ab")?.minX == 0)
    }

    @Test func minimumsHoldWhenTheOfferIsSmallerAndIdealIsUsedForNil() {
        let view = Color.blue.frame(minWidth: 240, idealWidth: 300, minHeight: 260)
        let host = TestHost(view, width: 100, height: 100)
        #expect(host.nodes(kind: "Frame")[0].rect.size == CGSize(width: 240, height: 260))
        // Unspecified: the ideal width; a greedy colour's 10-point default height is raised to the minimum.
        #expect(host.host.sizeThatFits(.unspecified) == CGSize(width: 300, height: 260))
        #expect(host.host.sizeThatFits(.zero) == CGSize(width: 240, height: 260))
    }

    @Test func anIdealSizeIsTheContentsClampedToTheMaximumToo() {
        // A rectangle's ideal 10×10, capped at a 5-point maximum width.
        let host = TestHost(Rectangle().frame(maxWidth: 5).fixedSize(), width: 100, height: 100)
        #expect(host.host.sizeThatFits(.unspecified) == CGSize(width: 5, height: 10))
        #expect(host.nodes(kind: "Frame")[0].rect.size == CGSize(width: 5, height: 10))
        #expect(host.nodes(kind: "Rectangle")[0].rect.size == CGSize(width: 5, height: 10))
    }

    @Test func aMaximumCapsTheFrameEvenWhenItsContentDoesNotShrink() {
        // The text keeps its 77 points (fixedSize); the frame is 30 and
        // the text overflows it on both sides, centred.
        let host = TestHost(Text("hello world").fixedSize().frame(maxWidth: 30), width: 200, height: 100)
        let frame = host.nodes(kind: "Frame")[0].rect
        #expect(frame.width == 30)
        #expect(host.frame(text: "hello world")?.width == 77)
        #expect(host.frame(text: "hello world")?.midX == frame.midX)
        // Unproposed, the content's ideal is capped the same way.
        #expect(host.host.sizeThatFits(.unspecified).width == 30)
    }

    @Test func anUnproposedFrameIsItsIdealAndOffersItClampedToItsBounds() {
        // The ideal is the frame's size as given, even outside the bounds;
        // the content is offered the ideal clamped to them.
        let below = TestHost(Color.blue.frame(minWidth: 100, idealWidth: 50), width: 300, height: 100)
        #expect(below.host.sizeThatFits(.unspecified).width == 50)
        // Offered 50 of its 77 points, the text wraps to two lines.
        let above = TestHost(Text("hello world").frame(idealWidth: 300, maxWidth: 50), width: 400, height: 100)
        #expect(above.host.sizeThatFits(.unspecified) == CGSize(width: 300, height: 32))
    }

    @Test func minHeightGrowsButNeverShrinksContent() {
        let short = TestHost(Text("ab").frame(minHeight: 64), width: 100, height: 300)
        #expect(short.nodes(kind: "Frame")[0].rect.height == 64)
        let tall = TestHost(Text("aa bb cc dd ee").frame(width: 14).frame(minHeight: 64), width: 100, height: 300)
        #expect(tall.nodes(kind: "Frame")[1].rect.height == 80) // five lines
    }

    @Test func fixedFrameProposesItsSizeAndCentresTheContent() {
        let host = TestHost(Text("abcdef").frame(width: 20), width: 200, height: 200)
        let text = host.frame(text: "abcdef")!
        // A word wider than 20 points breaks between characters: ab / cd / ef.
        #expect(text.size == CGSize(width: 14, height: 48))
        let frame = host.nodes(kind: "Frame")[0].rect
        #expect(frame.size == CGSize(width: 20, height: 48))
        #expect(text.midX == frame.midX)
    }

    @Test func fixedSizeIgnoresTheOfferedWidth() {
        let host = TestHost(Text("hello world").fixedSize().frame(width: 30), width: 200, height: 200)
        let text = host.frame(text: "hello world")!
        let frame = host.nodes(kind: "Frame")[0].rect
        #expect(text.width == 77)
        #expect(text.midX == frame.midX) // overflowing both sides, centred
    }

    @Test func invalidFrameDimensionsAreReportedAndIgnored() {
        Diagnostics.log.removeAll()
        let host = TestHost(Text("ab").frame(width: -5, height: .nan), width: 200, height: 200)
        #expect(host.nodes(kind: "Frame")[0].rect.size == CGSize(width: 14, height: 16))
        #expect(Diagnostics.log.contains { $0.contains("invalid frame dimension (width: -5.0)") })
    }

    /// A guide 30 points in from a view's leading edge, set by `MarkedBox`.
    private enum Marker: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private struct MarkedBox: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == HorizontalAlignment(Marker.self) ? 30 : nil
        }
    }

    @Test func paddingMovesItsContentsHorizontalGuidesByTheLeadingInset() {
        let host = TestHost(VStack(alignment: HorizontalAlignment(Marker.self), spacing: 0) {
            MarkedBox {}.padding(.leading, 10)
            Color.red.frame(width: 50, height: 10)
        }, width: 400, height: 200)
        let padding = host.nodes(kind: "Padding")[0].rect, red = host.nodes(kind: "Frame")[0].rect
        #expect(red.minX == padding.minX + 10 + 30)
    }
}
