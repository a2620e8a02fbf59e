import Testing
@testable import TrellisCore

/// A frame runs one way (issue #13): bodies → layout, which only records
/// targets → animation, which turns them into motions and resolves the
/// presented frames in one walk. Hover and press invalidate like state.
@Suite("Frame pipeline")
@MainActor
struct FramePipelineTests {
    /// A square that jumps between the window's edges on a click.
    private struct Mover: View {
        @State var right = false

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: right ? .trailing : .leading)
                Button("move") { withAnimation(.linear(duration: 1)) { right.toggle() } }
            }
        }
    }

    /// A style whose look follows the press, as custom styles do.
    private struct PressStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(configuration.isPressed ? 4 : 2)
        }
    }

    private func square(_ host: TestHost) -> ViewNode {
        var found: ViewNode?
        host.host.root.forEachNode { if found == nil, $0.view is Color { found = $0 } }
        return found!
    }

    @Test func layoutOnlyRecordsTargetsAndTheAnimatorMovesPresentedFrames() {
        let host = TestHost(Mover(), width: 110, height: 100)
        let stack = host.host.root.subviewNodes[0]
        let engine = host.host.engine
        let animatorApply = engine.consumeTargets
        var recorded: [LayoutTargets.Target] = []
        engine.consumeTargets = { recorded += $0.targets }
        // An animated pass whose records nobody takes: frames change, and
        // nothing of the animation state does.
        let target = stack.animation.relativeTarget
        engine.layout(root: host.host.root, in: CGRect(x: 0, y: 0, width: 60, height: 100),
                      transaction: Transaction(animation: .linear(duration: 1)))
        #expect(stack.frame.width == 60)
        #expect(stack.animation.relativeTarget == target)
        #expect(!host.host.isAnimating)
        #expect(recorded.contains { $0.node === stack && $0.frame.width == 60 })

        // The animator takes them: the stack glides from where it was drawn.
        animatorApply(LayoutTargets(recorded, transaction: Transaction(animation: .linear(duration: 1))))
        engine.consumeTargets = animatorApply
        #expect(host.host.isAnimating)
        #expect(host.host.update())        // the animation pass: a tick and one walk
        #expect(stack.presentedFrame.width == 110)
        host.advance(by: 0.5)
        #expect(stack.presentedFrame.width == 85)
        host.advance(by: 0.5)
        #expect(stack.presentedFrame.width == 60)
    }

    @Test func anAnimatedFrameResolvesPresentedFramesInOneWalk() {
        let host = TestHost(Mover(), width: 110, height: 100)
        let before = host.host.statistics
        host.click(text: "move")   // press, release, one update: bodies, layout, animation
        let click = host.host.statistics
        #expect(click.layoutPasses - before.layoutPasses == 1)
        #expect(click.presentedFrameWalks - before.presentedFrameWalks == 1)
        host.advance(by: 0.5)
        #expect(host.host.statistics.presentedFrameWalks - click.presentedFrameWalks == 1)
        host.advance(by: 0.6)      // the last frame of the motion
        let settled = host.host.statistics
        host.advance(by: 0.1)      // at rest: no walk at all
        #expect(host.host.statistics.presentedFrameWalks == settled.presentedFrameWalks)
    }

    @Test func pressInvalidatesTheStyleLikeAStateChange() {
        let host = TestHost(Button("Press") {}.buttonStyle(PressStyle()), width: 200, height: 100)
        let label = host.frame(text: "Press")!
        var padding: ViewNode?
        host.host.root.forEachNode { if padding == nil, $0.kindDescription == "Padding" { padding = $0 } }
        #expect(padding?.frame.height == label.height + 4)
        host.host.handle(.buttonDown(CGPoint(x: label.midX, y: label.midY), .primary))
        // Input only invalidates: the style's body has not run, nothing moved.
        var button: ViewNode?
        host.host.root.forEachNode { if button == nil, $0.kindDescription == "Button" { button = $0 } }
        #expect(button?.needsBodyUpdate == true)
        #expect(padding?.frame.height == label.height + 4)
        #expect(host.host.update())
        // The update's bodies step rebuilt it, and layout followed.
        var pressed: ViewNode?
        host.host.root.forEachNode { if pressed == nil, $0.kindDescription == "Padding" { pressed = $0 } }
        #expect(pressed?.frame.height == label.height + 8)
    }
}
