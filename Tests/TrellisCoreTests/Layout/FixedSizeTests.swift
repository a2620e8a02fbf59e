import Testing
@testable import TrellisCore

/// `fixedSize` as SwiftUI lays it out: the content is measured and placed
/// with no proposal on the fixed axes, and the containers inside it place
/// their flexible subviews at the size they resolved to, so those stretch
/// to it. Characters are 7 points wide, lines 16 points high; a bordered
/// button pads its label by 10 points on each side and 3 above and below.
@Suite("Fixed size")
@MainActor
struct FixedSizeTests {
    @Test func framesInAFixedSizeStackTakeTheWidestOnesWidth() {
        let host = TestHost(VStack {
            Button("OK") {}.frame(maxWidth: .infinity)
            Button("Cancel this order") {}.frame(maxWidth: .infinity)
        }.fixedSize(), width: 400, height: 300)
        // "Cancel this order": 17 characters, 119 points, 139 with its padding.
        #expect(host.nodes(kind: "Frame").map(\.rect.width) == [139, 139])
        #expect(host.nodes(kind: "VStack")[0].rect.width == 139)
    }

    @Test func buttonsWhoseLabelsStretchComeOutEquallyWide() {
        let host = TestHost(VStack {
            Button {} label: { Text("OK").frame(maxWidth: .infinity) }
            Button {} label: { Text("Cancel this order").frame(maxWidth: .infinity) }
        }.fixedSize(), width: 400, height: 300)
        let buttons = host.nodes(kind: "Button").map(\.rect)
        #expect(buttons.map(\.width) == [139, 139])
        #expect(buttons[0].minX == buttons[1].minX)
        #expect(host.frame(text: "OK")?.width == 14) // centred in its 119-point frame
    }

    @Test func aFlexibleFrameAtItsMinimumProposesItToItsContent() {
        // Ideal width: the rectangle's ideal 10, raised to the minimum 20.
        let host = TestHost(Rectangle().frame(minWidth: 20, maxWidth: 80).fixedSize(horizontal: true, vertical: false),
                            width: 200, height: 100)
        #expect(host.nodes(kind: "Frame")[0].rect.size == CGSize(width: 20, height: 100))
        #expect(host.nodes(kind: "Rectangle")[0].rect == CGRect(x: 90, y: 0, width: 20, height: 100))
    }

    @Test func aFixedSizeHStackKeepsItsSubviewsIdealWidths() {
        // Along the stack's axis nothing changes: each subview keeps the
        // width it was measured at (offering the stack its own ideal width
        // instead would hand the text half of it, and wrap it). Across it,
        // the colour takes the stack's height.
        let host = TestHost(HStack {
            Color.red
            Text("abc")
        }.fixedSize(), width: 200, height: 100)
        let stack = host.nodes(kind: "HStack")[0].rect
        #expect(stack.size == CGSize(width: 39, height: 16))
        #expect(host.nodes(kind: "Color")[0].rect == CGRect(x: stack.minX, y: stack.minY, width: 10, height: 16))
        #expect(host.frame(text: "abc") == CGRect(x: stack.minX + 18, y: stack.minY, width: 21, height: 16))
    }
}
