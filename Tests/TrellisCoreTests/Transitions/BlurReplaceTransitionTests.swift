import Testing
@testable import TrellisCore

private struct Shower: View {
    let transition: BlurReplaceTransition
    @State private var shown = false
    var body: some View {
        VStack {
            Button("show") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown { Text("Hi").frame(width: 50, height: 20).transition(transition) }
        }
    }
}

/// `.blurReplace` blurs, fades and scales a view in and out.
@Suite("Blur replace transition")
@MainActor
struct BlurReplaceTransitionTests {
    @Test func anInsertionGrowsFromHalfSizeAndSharpens() throws {
        let host = TestHost(Shower(transition: .blurReplace), width: 400, height: 300)
        host.click(text: "show")
        let laidOut = try #require(host.frame(text: "Hi"))
        host.advance(by: 0.5)
        // Half way from 0.5 to 1.
        let halfway = try #require(host.presented(text: "Hi"))
        #expect(abs(halfway.width - laidOut.width * 0.75) < 1e-6)
        let blurs = host.host.displayList().items.compactMap { item -> CGFloat? in
            if case .layer(let layer) = item, layer.blurRadius > 0 { layer.blurRadius } else { nil }
        }
        // Half of 10 points, drawn inside the 0.75 scale.
        #expect(blurs.contains { abs($0 - 5 * 0.75) < 1e-6 }, "\(blurs)")
        host.advance(by: 0.6)
        #expect(host.presented(text: "Hi") == laidOut)
    }

    @Test func configurationsSayWhichWayRemovalScales() {
        #expect(BlurReplaceTransition.blurReplace.configuration == .downUp)
        #expect(BlurReplaceTransition.blurReplace(.upUp).configuration == .upUp)
        #expect(BlurReplaceTransition.Configuration.downUp != .upUp)
    }
}
