import Observation
import Testing
@testable import TrellisCore

/// `GeometryReader` as SwiftUI lays it out: greedy, its content at its
/// top-leading corner, the proxy telling the size and frames layout gave
/// it — in the same pass, also after a resize or a scroll. Characters are
/// 7 points wide, lines 16 points high.
@Suite("GeometryReader")
@MainActor
struct GeometryReaderTests {
    private func label(_ size: CGSize) -> String { "\(Int(size.width))x\(Int(size.height))" }

    @Test func takesTheSpaceAStackLeavesAndShowsItsSize() {
        let host = TestHost(VStack(spacing: 0) {
            Text("Top")
            GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
        }, width: 400, height: 300)
        #expect(host.nodes(kind: "GeometryReader")[0].rect == CGRect(x: 0, y: 16, width: 400, height: 284))
        // Placed at the reader's top-leading corner, not centred.
        #expect(host.frame(text: "400x284") == CGRect(x: 0, y: 16, width: 49, height: 16))
    }

    @Test func withoutAProposalItIsTenPoints() {
        let host = TestHost(HStack { GeometryReader { _ in Color.red } }.fixedSize(), width: 400, height: 300)
        #expect(host.nodes(kind: "GeometryReader")[0].rect.size == CGSize(width: 10, height: 10))
    }

    @Test func framesInTheWindowANamedSpaceAndItself() {
        let host = TestHost(VStack(spacing: 0) {
            Color.clear.frame(height: 40)
            HStack(spacing: 0) {
                Color.clear.frame(width: 30)
                GeometryReader { proxy in
                    VStack {
                        Text("g \(proxy.frame(in: .global).minX),\(proxy.frame(in: .global).minY)")
                        Text("n \(proxy.frame(in: .named("board")).minX),\(proxy.frame(in: .named("board")).minY)")
                        Text("m \(proxy.frame(in: NamedCoordinateSpace.named("board")).minY)")
                        Text("l \(proxy.frame(in: .local).minX),\(proxy.frame(in: .local).minY)")
                        Text("s \(proxy.safeAreaInsets.top)")
                    }
                }
            }
            .padding(.top, 10)
            .coordinateSpace(name: "board")
        }, width: 200, height: 200)
        #expect(host.node(text: "g 30.0,50.0") != nil)
        #expect(host.node(text: "n 30.0,10.0") != nil)
        #expect(host.node(text: "m 10.0") != nil)
        #expect(host.node(text: "l 0.0,0.0") != nil)
        #expect(host.node(text: "s 0.0") != nil)
    }

    @Test func theContentFollowsAResizeInTheSamePass() {
        let host = TestHost(GeometryReader { proxy in Text(proxy.size.width > 300 ? "wide" : "narrow") }, width: 400, height: 100)
        #expect(host.node(text: "wide") != nil)
        host.resize(width: 200, height: 100)
        #expect(host.node(text: "narrow") != nil)
        #expect(host.node(text: "wide") == nil)
        // One pass per change: the reader asked for no second one.
        let passes = host.host.statistics.layoutPasses
        _ = host.host.update()
        #expect(host.host.statistics.layoutPasses == passes)
    }

    @Test func aMoveWithoutAResizeStillTellsTheNewPosition() {
        let model = Shift()
        let host = TestHost(ShiftedReader(model: model), width: 300, height: 200)
        #expect(host.node(text: "x 0.0") != nil)
        model.offset = 50
        #expect(host.node(text: "x 50.0") != nil)
    }

    @Test func stateInsideTheContentKeepsItsIdentityAcrossResizes() {
        let host = TestHost(GeometryReader { proxy in Counter(width: proxy.size.width) }, width: 300, height: 100)
        host.click(text: "count 0 at 300")
        #expect(host.node(text: "count 1 at 300") != nil)
        host.resize(width: 250, height: 100)
        #expect(host.node(text: "count 1 at 250") != nil)
    }

    @Test func insideAScrollViewTheGlobalFrameFollowsTheScroll() {
        let host = TestHost(ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 100)
                GeometryReader { proxy in Text("y \(proxy.frame(in: .global).minY)") }.frame(height: 50)
                Color.clear.frame(height: 400)
            }
        }, width: 200, height: 200)
        #expect(host.node(text: "y 100.0") != nil)
        host.host.handle(.scroll(CGPoint(x: 100, y: 100), delta: CGSize(width: 0, height: 40)))
        #expect(host.node(text: "y 60.0") != nil)
    }

    @Test func anUnknownNamedSpaceIsTheWindowWithADiagnostic() {
        let host = TestHost(VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            GeometryReader { proxy in Text("y \(proxy.frame(in: .named("nowhere")).minY)") }
        }, width: 200, height: 200)
        #expect(host.node(text: "y 20.0") != nil)
        #expect(Diagnostics.log.contains { $0.contains("nowhere") })
    }

    @Test func boundsOfANamedSpaceAreInTheReadersCoordinates() {
        let host = TestHost(VStack(spacing: 0) {
            Color.clear.frame(height: 20)
            GeometryReader { proxy in
                Text("b \(proxy.bounds(of: .named("all"))?.minY ?? -1) \(proxy.bounds(of: .named("none")) == nil)")
            }
        }.coordinateSpace(.named("all")), width: 200, height: 200)
        #expect(host.node(text: "b -20.0 true") != nil)
    }
}

@Observable
@MainActor
private final class Shift {
    var offset: CGFloat = 0
}

private struct ShiftedReader: View {
    let model: Shift
    var body: some View {
        HStack(spacing: 0) {
            Color.clear.frame(width: model.offset)
            GeometryReader { proxy in Text("x \(proxy.frame(in: .global).minX)") }.frame(width: 100)
            Spacer(minLength: 0)
        }
    }
}

private struct Counter: View {
    let width: CGFloat
    @State private var count = 0
    var body: some View {
        Button("count \(count) at \(Int(width))") { count += 1 }.buttonStyle(.plain)
    }
}
