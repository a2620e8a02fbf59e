import Testing
@testable import TrellisCore

/// `containerRelativeFrame` measures against the nearest container: the
/// window, a scroll view's visible size; exact numbers.
@Suite("containerRelativeFrame")
@MainActor
struct ContainerRelativeFrameTests {
    private func frames(_ host: TestHost) -> [CGRect] { host.nodes(kind: "ContainerRelativeFrame").map(\.rect) }

    @Test func theWindowIsTheContainerOutsideAnyOther() {
        let host = TestHost(Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 4, spacing: 10),
                            width: 400, height: 300)
        // (400 − 3 × 10) / 4 = 92.5 wide; the content's 50 high; centred.
        #expect(frames(host) == [CGRect(x: 153.75, y: 125, width: 92.5, height: 50)])
        host.resize(width: 600, height: 300)
        #expect(frames(host) == [CGRect(x: 228.75, y: 125, width: 142.5, height: 50)])
    }

    @Test func aSpanCoversItsPartsAndTheSpacingBetweenThem() {
        let host = TestHost(Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10,
                                                                              alignment: .leading),
                            width: 400, height: 300)
        #expect(frames(host).first?.width == 195)
    }

    @Test func aScrollViewsVisibleSizeIsTheContainer() {
        let host = TestHost(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
            }
        }.frame(width: 310, height: 100), width: 400, height: 300)
        let widths = frames(host).map(\.width)
        // (310 − 2 × 10) / 3 = 96.67 each, whatever the scrolled content's width.
        #expect(widths.count == 5 && widths.allSatisfy { abs($0 - 290.0 / 3) < 1e-3 }, "\(widths)")
        #expect(frames(host).map(\.height).allSatisfy { $0 == 100 })
    }

    @Test func theClosureGetsEachAxisLength() {
        var asked: [Axis] = []
        let host = TestHost(Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            asked.append(axis)
            return axis == .horizontal ? length / 2 : length / 4
        }, width: 400, height: 300)
        #expect(frames(host) == [CGRect(x: 100, y: 112.5, width: 200, height: 75)])
        #expect(asked.contains(.horizontal) && asked.contains(.vertical))
    }
}
