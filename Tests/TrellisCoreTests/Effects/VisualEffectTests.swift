import Testing
@testable import TrellisCore

/// `visualEffect(_:)`: the effects the closure makes from the view's
/// geometry are drawn, hit-tested and presented; layout is unchanged.
@Suite("Visual effects")
@MainActor
struct VisualEffectTests {
    @Test func theClosureSeesTheGeometryAndItsEffectsMoveTheContent() {
        let host = TestHost(Text("V").frame(width: 100, height: 50)
            .visualEffect { content, proxy in content.offset(x: proxy.size.width / 2, y: proxy.frame(in: .global).minY / 125) },
                            width: 400, height: 300)
        #expect(host.nodes(kind: "VisualEffect")[0].rect == CGRect(x: 150, y: 125, width: 100, height: 50))
        #expect(host.nodes(kind: "Frame")[0].presentedRect == CGRect(x: 200, y: 126, width: 100, height: 50))
    }

    @Test func effectsApplyInTheOrderWritten() {
        // Offset by 10, then doubled about the centre: the offset doubles too.
        let host = TestHost(Text("V").frame(width: 100, height: 50)
            .visualEffect { content, _ in content.offset(x: 10).scaleEffect(2) }, width: 400, height: 300)
        #expect(host.nodes(kind: "Frame")[0].presentedRect == CGRect(x: 120, y: 100, width: 200, height: 100))
    }

    @Test func opacityAndColourEffectsAreDrawn() {
        let host = TestHost(Rectangle().fill(.red).frame(width: 100, height: 50)
            .visualEffect { content, _ in content.opacity(0.5).grayscale(1).blur(radius: 2) }, width: 400, height: 300)
        var layers: [DisplayLayer] = [], fills: [RGBAColor] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                if case .layer(let layer) = item { layers.append(layer); walk(layer.items) }
                if case .fill(_, let color) = item { fills.append(color) }
            }
        }
        walk(host.host.displayList().items)
        #expect(layers.contains { $0.blurRadius == 2 })
        #expect(layers.contains { $0.colorMatrix != nil })
        #expect(fills.count == 1 && abs(fills[0].alpha - 0.5) < 1e-9, "\(fills)")
    }

    @Test func hitTestingFollowsTheEffect() {
        var taps = 0
        let host = TestHost(Button("Go") { taps += 1 }.frame(width: 100, height: 100)
            .visualEffect { content, _ in content.offset(x: 150) }, width: 400, height: 300)
        host.click(CGPoint(x: 200, y: 150))
        #expect(taps == 0)
        host.click(CGPoint(x: 350, y: 150))
        #expect(taps == 1)
    }

    @Test func anEmptyEffectChangesNothing() {
        let host = TestHost(Text("V").frame(width: 100, height: 50).visualEffect { content, _ in content }, width: 400, height: 300)
        #expect(host.nodes(kind: "Frame")[0].presentedRect == CGRect(x: 150, y: 125, width: 100, height: 50))
    }
}
