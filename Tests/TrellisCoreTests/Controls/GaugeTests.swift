import Testing
@testable import TrellisCore

/// `Gauge`: the value's place in its range, labels around the bar, the ring.
@Suite("Gauge")
@MainActor
struct GaugeTests {
    private func accentWidths(_ host: TestHost) -> [CGFloat] {
        host.host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, let color) = item, color == EnvironmentValues().resolvedTint { return path.boundingRect }
            return nil
        }.map(\.width)
    }

    @Test func theBarIsFilledToTheValuesPlaceInTheRange() {
        let view = Gauge(value: 30.0, in: 20...60) { Text("Load") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("20") } maximumValueLabel: { Text("60") }
        let host = TestHost(view, width: 228, height: 100)
        // 228 − "20" and "60" in the 10-point caption font (2 × 140 / 13)
        // − 2 × 6 points of bar, a quarter filled.
        let bar = 228 - 2 * 140.0 / 13 - 12
        #expect(accentWidths(host).map { abs($0 - bar / 4) < 0.001 } == [true])
        #expect(host.frame(text: "Load")!.minY == host.frame(text: "30")!.minY)
        #expect(host.frame(text: "30")!.maxX == 228)
    }

    @Test func outOfRangeAndUndefinedRangesAreSafe() {
        let over = TestHost(Gauge(value: 9.0, in: 0...3) { Text("x") }.frame(width: 100), width: 100, height: 100)
        #expect(accentWidths(over) == [100])
        let empty = TestHost(Gauge(value: 1.0, in: 2...2) { Text("x") }.frame(width: 100), width: 100, height: 100)
        #expect(accentWidths(empty).isEmpty)
    }

    @Test func theCircularStylesDrawARing() {
        let host = TestHost(Gauge(value: 0.5) { Text("CPU") }.gaugeStyle(.accessoryCircular), width: 200, height: 100)
        #expect(host.nodes(kind: "ProgressIndicator")[0].rect.size == CGSize(width: 32, height: 32))
        #expect(host.node(text: "CPU") != nil)
    }
}
