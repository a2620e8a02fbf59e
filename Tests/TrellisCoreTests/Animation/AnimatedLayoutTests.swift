import Testing
@testable import PaletteApp
@testable import TrellisCore

/// A square that jumps between the window's left and right edges; the
/// button's action decides how.
private struct Mover: View {
    let animation: Animation?
    @State var right = false

    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 10, height: 10)
                .frame(maxWidth: .infinity, alignment: right ? .trailing : .leading)
            Button("move") {
                if let animation { withAnimation(animation) { right.toggle() } } else { right.toggle() }
            }
        }
    }
}

@Suite("Animated layout")
@MainActor
struct AnimatedLayoutTests {
    /// Where the square is painted now.
    private func x(_ host: TestHost) -> CGFloat { host.nodes(kind: "Color")[0].presentedRect.minX }

    @Test func linearMovesAtConstantSpeed() {
        let host = TestHost(Mover(animation: .linear(duration: 1)), width: 110, height: 100)
        #expect(x(host) == 0)
        host.click(text: "move")
        #expect(host.nodes(kind: "Color")[0].rect.minX == 100)   // the target is final at once
        #expect(x(host) == 0)                            // the painted frame has not moved yet
        #expect(host.host.isAnimating)
        var seen: [CGFloat] = []
        for _ in 0..<4 { host.advance(by: 0.25); seen.append(x(host)) }
        #expect(seen == [25, 50, 75, 100])
        #expect(!host.host.isAnimating)
        #expect(host.advance(by: 0.016) == false)        // idle: nothing to repaint
    }

    @Test func easeInOutFollowsItsCurve() {
        let host = TestHost(Mover(animation: .easeInOut(duration: 1)), width: 110, height: 100)
        host.click(text: "move")
        var seen: [CGFloat] = []
        for _ in 0..<4 { host.advance(by: 0.25); seen.append(x(host)) }
        #expect(abs(seen[0] - 12.916) < 0.01)
        #expect(abs(seen[1] - 50) < 0.01)
        #expect(abs(seen[2] - 87.084) < 0.01)
        #expect(seen[3] == 100)
    }

    @Test func aSpringSettlesExactlyOnTheTarget() {
        let host = TestHost(Mover(animation: .smooth), width: 110, height: 100)
        host.click(text: "move")
        var frames = 0
        while host.host.isAnimating, frames < 600 { host.advance(by: 1.0 / 60); frames += 1 }
        #expect(frames > 20 && frames < 120)
        #expect(x(host) == 100)
    }

    @Test func retargetingStartsFromThePresentedFrame() {
        let host = TestHost(Mover(animation: .linear(duration: 1)), width: 110, height: 100)
        host.click(text: "move")
        host.advance(by: 0.5)
        #expect(x(host) == 50)
        host.click(text: "move")                          // back to the left, mid-flight
        #expect(x(host) == 50)                            // no jump at the retarget instant
        host.advance(by: 0.5)
        #expect(x(host) == 25)
        host.advance(by: 0.5)
        #expect(x(host) == 0)
    }

    @Test func retargetedSpringsKeepTheirVelocity() {
        let host = TestHost(Mover(animation: .spring(response: 0.6, dampingFraction: 1)), width: 1010, height: 100)
        host.click(text: "move")
        for _ in 0..<9 { host.advance(by: 1.0 / 60) }
        let before = x(host)
        host.advance(by: 1.0 / 60)
        let at = x(host)
        host.click(text: "move")                          // retarget toward the left
        host.advance(by: 1.0 / 60)
        let after = x(host)
        // Still moving right one frame after the retarget: the velocity carried over.
        #expect(at > before)
        #expect(after > at)
        #expect(after - at < (at - before) * 1.5)
    }

    @Test func withoutAnAnimationTheLayoutJumps() {
        let host = TestHost(Mover(animation: nil), width: 110, height: 100)
        host.click(text: "move")
        #expect(x(host) == 100)
        #expect(!host.host.isAnimating)
    }

    @Test func paletteTile3GlidesFromRowOneToRowTwo() {
        // 544 wide: five columns, Tile 3 ends the first row; 440: it starts the second.
        let host = TestHost(PaletteView(), width: 544, height: 600, windowResizeAnimation: .easeInOut(duration: 0.25))
        let start = host.presented(text: "Tile 3")!
        host.resize(width: 440, height: 600)
        let end = host.frame(text: "Tile 3")!
        #expect(end.minY > start.minY)
        #expect(host.presented(text: "Tile 3") == start)
        var path: [CGRect] = []
        for _ in 0..<15 { host.advance(by: 1.0 / 60); path.append(host.presented(text: "Tile 3")!) }
        // Strictly between the rows on the way, exactly on row two at the end.
        let middle = path[6]
        #expect(middle.minY > start.minY && middle.minY < end.minY)
        #expect(middle.minX < start.minX && middle.minX > end.minX)
        #expect(path.last == end)
        #expect(zip(path, path.dropFirst()).allSatisfy { $0.minY <= $1.minY })
    }
}
