import Testing
@testable import TrellisCore

/// A gradient set with `foregroundStyle` fills the shapes inside.
@Suite("Foreground gradients")
@MainActor
struct ForegroundGradientTests {
    private func items(_ view: some View) -> [DisplayItem] {
        TestHost(view, width: 200, height: 200).host.displayList().items
    }

    @Test func shapesInsideFillWithTheGradient() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let shaded = items(Circle().frame(width: 100, height: 100).foregroundStyle(gradient))
        guard case .shade(_, let paint)? = shaded.last else { Issue.record("a gradient fill: \(shaded)"); return }
        // Laid over the circle's own frame.
        #expect(paint.kind == .linear(start: CGPoint(x: 50, y: 100), end: CGPoint(x: 150, y: 100)))
    }

    @Test func anInnerColourReplacesItAndForegroundInsideItIsTheOuterGradient() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let plain = items(Circle().frame(width: 100, height: 100).foregroundStyle(.green).foregroundStyle(gradient))
        #expect(plain.contains { if case .fill = $0 { return true }; return false })
        #expect(!plain.contains { if case .shade = $0 { return true }; return false })
        let nested = items(Circle().frame(width: 100, height: 100).foregroundStyle(AnyShapeStyle(.foreground)).foregroundStyle(gradient))
        #expect(nested.contains { if case .shade = $0 { return true }; return false })
    }
}
