import Testing
@testable import TrellisCore

/// `ProgressView` beyond the plain bar: labels, the spinner and its frames.
@Suite("Progress")
@MainActor
struct ProgressTests {
    @Test func anIndeterminateProgressViewIsASpinner() {
        let host = TestHost(ProgressView(), width: 200, height: 100)
        #expect(host.nodes(kind: "ProgressIndicator")[0].rect.size == CGSize(width: 32, height: 32))
        let small = TestHost(ProgressView().controlSize(.small), width: 200, height: 100)
        #expect(small.nodes(kind: "ProgressIndicator")[0].rect.size == CGSize(width: 26, height: 26))
    }

    /// The spinner asks for frames while it is painted and turns with the
    /// clock; once it is gone, nothing does.
    @Test func theSpinnerAnimatesOnlyWhilePainted() {
        struct Loading: View {
            @State var busy = true
            var body: some View {
                VStack {
                    if busy { ProgressView() }
                    Button("Done") { busy = false }
                }
            }
        }
        let host = TestHost(Loading(), width: 200, height: 100)
        let first = host.host.displayList()
        #expect(host.host.isAnimating)
        #expect(host.advance(by: 0.25))
        #expect(host.host.displayList() != first)
        host.click(text: "Done")
        _ = host.host.displayList()
        #expect(!host.host.isAnimating)
        #expect(!host.advance(by: 0.25))
    }

    @Test func aSpinnerOutsideTheWindowWakesNothing() {
        let view = VStack(spacing: 0) { Color.red.frame(height: 400); ProgressView() }
        let host = TestHost(view, width: 200, height: 100)
        _ = host.host.displayList()
        #expect(!host.host.isAnimating)
    }

    @Test func aLabelStandsAboveTheBarAndTheValueLabelBelow() {
        let view = ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("half") }
        let host = TestHost(view, width: 200, height: 100)
        let label = host.frame(text: "Copying")!, value = host.frame(text: "half")!
        let bar = host.nodes(kind: "ProgressView")[1].rect
        #expect(abs(bar.minY - (label.maxY + 4)) < 0.001)
        #expect(bar.size == CGSize(width: 200, height: 6))
        #expect(abs(value.minY - (bar.maxY + 4)) < 0.001)
        #expect(TestHost(ProgressView("Copying", value: 2, total: 4), width: 200, height: 100).node(text: "Copying") != nil)
    }

    @Test func theLinearStyleGlidesAndTheCircularStyleFillsARing() {
        let linear = TestHost(ProgressView().progressViewStyle(.linear), width: 200, height: 100)
        #expect(linear.nodes(kind: "ProgressIndicator")[0].rect.size == CGSize(width: 200, height: 6))
        _ = linear.host.displayList()
        #expect(linear.host.isAnimating)
        let ring = TestHost(ProgressView(value: 0.25).progressViewStyle(.circular), width: 200, height: 100)
        #expect(ring.nodes(kind: "ProgressIndicator")[0].rect.size == CGSize(width: 32, height: 32))
        _ = ring.host.displayList()
        #expect(!ring.host.isAnimating)
    }
}
