import Testing
@testable import TrellisCore

/// A shape's `animatableData` animates: the shape is drawn with the values
/// in between.
@Suite("Animatable shapes")
@MainActor
struct ShapeAnimationTests {
    struct Trimmed: View {
        @State private var end: CGFloat = 0.125
        var body: some View {
            VStack(spacing: 0) {
                Button("go") { withAnimation(.linear(duration: 1)) { end = 0.375 } }
                Rectangle().trim(from: 0, to: end).fill(.red).frame(width: 100, height: 100)
            }
        }
    }

    private func trimmedBounds(_ host: TestHost) -> CGRect? {
        host.host.displayList().items.compactMap { item -> CGRect? in
            if case .fill(let path, let color) = item, color.red > 0.9, color.green < 0.3 { return path.boundingRect }
            return nil
        }.last
    }

    @Test func trimAnimatesThroughTheValuesBetween() {
        let host = TestHost(Trimmed(), width: 300, height: 300)
        let start = trimmedBounds(host)!
        // An eighth of the perimeter: half the top side.
        #expect(abs(start.width - 50) < 1e-9 && start.height == 0)
        host.click(text: "go")
        host.advance(by: 0.5)
        // Half way, a quarter of the perimeter: the whole top side, no more.
        let middle = trimmedBounds(host)!
        #expect(abs(middle.width - 100) < 1e-6 && abs(middle.height) < 1e-6, "\(middle)")
        host.advance(by: 0.6)
        let end = trimmedBounds(host)!
        #expect(abs(end.height - 50) < 1e-9, "three eighths: down half the right side")
    }
}
