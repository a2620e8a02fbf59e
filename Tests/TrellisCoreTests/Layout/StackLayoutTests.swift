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

    @Test func aPrioritySetInsideModifiersBelongsToTheSubviewTheyMake() {
        // Written before `.padding` and `.background`, the priority is the
        // padded view's: it keeps its ideal 63 + 2 × 4.
        let host = TestHost(HStack(spacing: 0) {
            Text("aaaa bbbb").layoutPriority(1).padding(4).background(Color.gray)
            Text("cccc dddd")
        }.frame(width: 100), width: 100, height: 100)
        #expect(host.frame(text: "aaaa bbbb")?.width == 63)
        #expect(host.frame(text: "cccc dddd")?.width == 28)
        // An outer priority overrides an inner one.
        let outer = TestHost(HStack(spacing: 0) {
            Text("aaaa bbbb").layoutPriority(-1).padding(0).layoutPriority(1)
            Text("cccc dddd")
        }.frame(width: 100), width: 100, height: 100)
        #expect(outer.frame(text: "aaaa bbbb")?.width == 63)
        #expect(outer.frame(text: "cccc dddd")?.width == 28)
        // A container's subviews' priorities are not the container's: both
        // are 0, and the first, offered half, wraps.
        let nested = TestHost(HStack(spacing: 0) {
            HStack { Text("cccc dddd").layoutPriority(1) }
            Text("aaaa bbbb")
        }.frame(width: 100), width: 100, height: 100)
        #expect(nested.frame(text: "cccc dddd")?.width == 28)
        #expect(nested.frame(text: "aaaa bbbb")?.width == 63)
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

    @Test func onlyTheHighestPrioritySubviewsSizeAZStack() {
        // The colour is left out of the sizing, then offered the stack's size.
        let host = TestHost(ZStack {
            Color.red
            Text("ab").layoutPriority(1)
        }, width: 300, height: 300)
        let stack = host.nodes(kind: "ZStack")[0].rect
        #expect(stack.size == CGSize(width: 14, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == stack)
        #expect(host.frame(text: "ab") == stack)
    }

    @Test func aZStackOffersItsOwnSizeWhenItPlacesItsSubviews() {
        // Unproposed (fixedSize), the colour would be its ideal 10 × 10;
        // placed, it is offered the stack's size and fills it.
        let host = TestHost(ZStack(alignment: .leading) {
            Color.red
            Text("abcd")
        }.fixedSize(), width: 300, height: 300)
        let stack = host.nodes(kind: "ZStack")[0].rect
        #expect(stack.size == CGSize(width: 28, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == stack)
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
