import Testing
@testable import TrellisCore

/// Stacks against SwiftUI's documented behaviour: default spacing,
/// alignment, and space handed out by priority then flexibility.
/// Characters are 7 points wide, lines 16 points high.
@Suite("Stacks")
@MainActor
struct StackLayoutTests {
    @Test func vStackUsesTheStandardGapAndCentresItselfAndItsChildren() {
        let host = TestHost(VStack { Text("abc"); Text("abcdef") }, width: 400, height: 300)
        let stack = host.nodes(kind: "VStack")[0].rect
        #expect(stack == CGRect(x: 179, y: 130, width: 42, height: 40))
        #expect(host.frame(text: "abc") == CGRect(x: 189.5, y: 130, width: 21, height: 16))
        #expect(host.frame(text: "abcdef")?.minY == 154)
    }

    @Test func vStackLeadingAlignmentAndExplicitSpacing() {
        let host = TestHost(VStack(alignment: .leading, spacing: 12) { Text("abc"); Text("abcdef") }, width: 400, height: 300)
        #expect(host.nodes(kind: "VStack")[0].rect == CGRect(x: 179, y: 128, width: 42, height: 44))
        #expect(host.frame(text: "abc")?.minX == 179)
        #expect(host.frame(text: "abcdef")?.minX == 179)
        #expect(host.frame(text: "abcdef")?.minY == CGFloat(128 + 16 + 12))
    }

    @Test func spacerTakesWhatIsLeftInAnHStack() {
        let host = TestHost(HStack { Text("ab"); Spacer(); Text("cd") }.frame(width: 300), width: 300, height: 100)
        let stack = host.nodes(kind: "HStack")[0].rect
        #expect(stack.width == 300)
        #expect(host.frame(text: "ab")?.minX == 0)
        #expect(host.frame(text: "cd")?.maxX == 300)
        #expect(host.nodes(kind: "Spacer")[0].rect.width == CGFloat(300 - 28 - 16))
    }

    @Test func theLeastFlexibleChildIsServedFirst() {
        // Text can only grow to its ideal 77 points; the colour is unbounded.
        let host = TestHost(HStack(spacing: 0) { Color.red; Text("hello world") }.frame(width: 100, height: 50),
                            width: 100, height: 50)
        let text = host.frame(text: "hello world")
        // Offered half (50), the text wraps after "hello" and takes 35 points.
        #expect(text?.width == 35)
        #expect(text?.height == 32)
        #expect(host.nodes(kind: "Color")[0].rect.width == 65)
    }

    @Test func higherLayoutPriorityIsOfferedSpaceFirst() {
        let host = TestHost(HStack(spacing: 0) {
            Text("aaaa bbbb").layoutPriority(1)
            Text("cccc dddd")
        }.frame(width: 100), width: 100, height: 100)
        // The priority text keeps its ideal 63; the other wraps into what is left.
        #expect(host.frame(text: "aaaa bbbb")?.width == 63)
        #expect(host.frame(text: "cccc dddd")?.width == 28)
        #expect(host.frame(text: "cccc dddd")?.height == 32)
    }

    @Test func zStackAlignsChildrenOnBothAxes() {
        let host = TestHost(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 50, height: 40)
            Text("a")
        }, width: 200, height: 200)
        let stack = host.nodes(kind: "ZStack")[0].rect
        #expect(stack.size == CGSize(width: 50, height: 40))
        #expect(host.frame(text: "a")?.origin == stack.origin)
    }

    @Test func hStackLinesUpFirstTextBaselines() {
        let host = TestHost(HStack(alignment: .firstTextBaseline) {
            Text("big").font(.system(size: 26))
            Text("small")
        }, width: 400, height: 200)
        let big = host.frame(text: "big")!, small = host.frame(text: "small")!
        // Ascent is 12/13 of the size: 24 for the big text, 12 for the small.
        #expect(big.minY + 24 == small.minY + 12)
    }

    @Test func backgroundsAndOverlaysKeepTheirContentsBaselines() {
        let host = TestHost(HStack(alignment: .firstTextBaseline) {
            Text("big").font(.system(size: 26)).overlay(Color.red)
            Text("small").background(Color.blue)
        }, width: 400, height: 200)
        let big = host.frame(text: "big")!, small = host.frame(text: "small")!
        #expect(big.minY + 24 == small.minY + 12)
    }

    @Test func framesAndFixedSizeCarryTheirContentsBaselinesToWhereTheContentSits() {
        let host = TestHost(HStack(alignment: .firstTextBaseline) {
            Text("big").font(.system(size: 26)).frame(width: 80, height: 60, alignment: .bottom)
            Text("small").frame(minHeight: 40, alignment: .top)
            Text("fixed").fixedSize()
        }, width: 400, height: 200)
        let big = host.frame(text: "big")!, small = host.frame(text: "small")!, fixed = host.frame(text: "fixed")!
        #expect(big.minY + 24 == small.minY + 12)
        #expect(fixed.minY == small.minY)
        // The frames themselves are offset so their contents' baselines meet.
        let frames = host.nodes(kind: "Frame").map(\.rect)
        #expect(frames.count == 2)
        #expect(frames[0].maxY - 32 + 24 == frames[1].minY + 12)
    }
}
