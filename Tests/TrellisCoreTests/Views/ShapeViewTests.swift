import Testing
@testable import TrellisCore

/// Shapes filled and then stroked (`ShapeView`, macOS 14): each drawing
/// draws the same shape over the one before.
@Suite("Shape views")
@MainActor
struct ShapeViewTests {
    private func fills(_ view: some View) -> [(CGRect, RGBAColor)] {
        TestHost(view, width: 300, height: 200).host.displayList().items.compactMap {
            if case .fill(let path, let color) = $0 { (path.boundingRect, color) } else { nil }
        }
    }

    private let red = SystemPalette.color(.red, in: .light)
    private let blue = SystemPalette.color(.blue, in: .light)

    @Test func aFillThenAStrokeDrawsBothOverEachOther() {
        let drawn = fills(Circle().fill(.red).stroke(.blue, lineWidth: 2).frame(width: 100, height: 100))
        #expect(drawn.map(\.1) == [red, blue])
        // The fill is the circle; the stroke straddles its outline by a point.
        #expect(drawn[0].0 == CGRect(x: 100, y: 50, width: 100, height: 100))
        // (The outline's curves are flattened, so its box is a little wider.)
        #expect(abs(drawn[1].0.minX - 99) < 0.01 && abs(drawn[1].0.width - 102) < 0.01, "\(drawn[1].0)")
    }

    @Test func strokeBorderStaysInsideAndFillsCanFollowStrokes() {
        let drawn = fills(RoundedRectangle(cornerRadius: 8).fill(.red).strokeBorder(.blue, lineWidth: 4).frame(width: 100, height: 60))
        #expect(drawn.map(\.1) == [red, blue])
        #expect(abs(drawn[1].0.minX - 100) < 1e-6 && abs(drawn[1].0.width - 100) < 1e-6)
        let refilled = fills(Capsule().stroke(.blue, lineWidth: 2).fill(.red).frame(width: 100, height: 40))
        #expect(refilled.map(\.1) == [blue, red])
    }

    @Test func theShapeViewKeepsItsShapeAndSize() {
        let view = Circle().fill(.red).stroke(.blue, lineWidth: 3)
        #expect(view.shape == Circle())
        #expect(view.strokeStyle.lineWidth == 3)
        let host = TestHost(Rectangle().fill(.red).stroke(.blue).frame(width: 40, height: 30), width: 300, height: 200)
        #expect(host.nodes(kind: "Rectangle").allSatisfy { $0.rect.size == CGSize(width: 40, height: 30) })
    }
}
