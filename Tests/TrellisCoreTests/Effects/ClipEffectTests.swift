import Testing
@testable import TrellisCore

/// Clips, masks, content shapes and borders.
@Suite("Clip effects")
@MainActor
struct ClipEffectTests {
    @Test func clippedIsARectangularClipOfTheFrame() {
        let host = TestHost(Color.red.frame(width: 300, height: 300).frame(width: 100, height: 100).clipped(), width: 400, height: 300)
        let items = host.host.displayList().items
        #expect(items.contains(.pushClip(CGRect(x: 150, y: 100, width: 100, height: 100))))
    }

    @Test func clipShapeMakesALayerWithTheShapesPath() {
        let host = TestHost(Color.red.frame(width: 100, height: 100).clipShape(Circle()), width: 400, height: 300)
        let layers = host.host.displayList().items.compactMap { item -> DisplayLayer? in if case .layer(let l) = item { return l }; return nil }
        #expect(layers.count == 1)
        #expect(layers[0].clip == Circle().path(in: CGRect(x: 150, y: 100, width: 100, height: 100)))
    }

    @Test func clipShapeAndContentShapeLimitHits() {
        for wrap in [0, 1] {
            var taps = 0
            let button = Button("Go") { taps += 1 }.frame(width: 100, height: 100)
            let host = wrap == 0 ? TestHost(AnyView(button.clipShape(Circle())), width: 400, height: 300)
                                 : TestHost(AnyView(button.contentShape(Circle())), width: 400, height: 300)
            host.click(CGPoint(x: 153, y: 103))   // the frame's corner, outside the circle
            #expect(taps == 0)
            host.click(CGPoint(x: 200, y: 150))
            #expect(taps == 1)
        }
    }

    @Test func cornerRadiusClipsToARoundedRectangle() {
        let host = TestHost(Color.red.frame(width: 100, height: 60).cornerRadius(10), width: 400, height: 300)
        let layer = host.host.displayList().items.compactMap { item -> DisplayLayer? in if case .layer(let l) = item { return l }; return nil }.first
        #expect(layer?.clip == RoundedRectangle(cornerRadius: 10, style: .circular).path(in: CGRect(x: 150, y: 120, width: 100, height: 60)))
    }

    @Test func borderStrokesTheInsideOfTheFrame() {
        let host = TestHost(Color.clear.frame(width: 100, height: 60).border(.red, width: 4), width: 400, height: 300)
        let fills = host.host.displayList().items.compactMap { item -> Path? in if case .fill(let p, _) = item { return p }; return nil }
        #expect(fills.last?.boundingRect == CGRect(x: 150, y: 120, width: 100, height: 60))
    }

    @Test func deeplyNestedClipsAreCutOffWithOneDiagnostic() {
        var view = AnyView(Color.red)
        // (A test thread's small stack limits how deep views can nest here;
        // the cut-off is the same at any depth.)
        for _ in 0..<200 { view = AnyView(view.clipShape(Circle())) }
        Diagnostics.log.removeAll()
        let host = TestHost(view, width: 200, height: 200)
        let list = host.host.displayList()
        func depth(_ items: [DisplayItem]) -> Int {
            items.map { if case .layer(let l) = $0 { return 1 + depth(l.items) }; return 0 }.max() ?? 0
        }
        #expect(depth(list.items) == DisplayListRecorder.maximumLayerDepth)
        #expect(Set(Diagnostics.log.filter { $0.contains("nested") }).count == 1)
    }

    @Test func maskCarriesTheMaskViewsItems() {
        let host = TestHost(Color.red.frame(width: 100, height: 100).mask { Circle() }, width: 400, height: 300)
        let layer = host.host.displayList().items.compactMap { item -> DisplayLayer? in if case .layer(let l) = item { return l }; return nil }.first
        #expect(layer?.mask?.count == 1)
        if case .fill(let path, _)? = layer?.mask?.first {
            #expect(path == Circle().path(in: CGRect(x: 150, y: 100, width: 100, height: 100)))
        } else {
            Issue.record("the mask is the circle's fill")
        }
        #expect(host.nodes(kind: "Mask")[0].rect == CGRect(x: 150, y: 100, width: 100, height: 100))
    }

    @Test func shadowsAndBlurGrowThePaintBoundsAndCapHugeRadii() {
        Diagnostics.log.removeAll()
        let host = TestHost(Color.red.frame(width: 100, height: 100).shadow(radius: 1e9, x: 0, y: 0), width: 400, height: 300)
        let layer = host.host.displayList().items.compactMap { item -> DisplayLayer? in if case .layer(let l) = item { return l }; return nil }.first
        #expect(layer?.shadow?.radius == DisplayLayer.maximumBlurRadius)
        #expect(Diagnostics.log.contains { $0.contains("radius") })
    }
}
