import Testing
@testable import TrellisCore

/// Scale, rotation and transform effects: layout is untouched; painting,
/// hit testing and the inspection's presented rectangles follow them.
@Suite("Transform effects")
@MainActor
struct TransformEffectTests {
    private func square(_ text: String = "S") -> some View {
        Text(text).frame(width: 100, height: 50)
    }

    @Test func scaleEffectKeepsTheLayoutAndScalesWhatIsPresented() {
        let host = TestHost(square().scaleEffect(2), width: 400, height: 300)
        let effect = host.nodes(kind: "ScaleEffect")[0]
        #expect(effect.rect == CGRect(x: 150, y: 125, width: 100, height: 50))
        let frame = host.nodes(kind: "Frame")[0]
        #expect(frame.rect == CGRect(x: 150, y: 125, width: 100, height: 50))
        #expect(frame.presentedRect == CGRect(x: 100, y: 100, width: 200, height: 100))
    }

    @Test func scaleAboutAnAnchor() {
        let host = TestHost(square().scaleEffect(x: 2, y: 3, anchor: .topLeading), width: 400, height: 300)
        #expect(host.nodes(kind: "Frame")[0].presentedRect == CGRect(x: 150, y: 125, width: 200, height: 150))
    }

    @Test func rotationPresentsTheTransformedBoundingBox() {
        let host = TestHost(square().rotationEffect(.degrees(90)), width: 400, height: 300)
        let presented = host.nodes(kind: "Frame")[0].presentedRect
        #expect(abs(presented.minX - 175) < 1e-9 && abs(presented.minY - 100) < 1e-9)
        #expect(abs(presented.width - 50) < 1e-9 && abs(presented.height - 100) < 1e-9)
    }

    @Test func transformEffectIsRelativeToTheFramesOrigin() {
        let host = TestHost(square().transformEffect(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2)),
                            width: 400, height: 300)
        // Scale about (150, 125), then move by (5, 7).
        #expect(host.nodes(kind: "Frame")[0].presentedRect == CGRect(x: 155, y: 132, width: 200, height: 100))
    }

    @Test func paintedShapesAreTransformed() {
        let host = TestHost(Rectangle().fill(.red).frame(width: 100, height: 50).rotationEffect(.degrees(90)),
                            width: 400, height: 300)
        let fills = host.host.displayList().items.compactMap { item -> Path? in if case .fill(let p, _) = item { return p }; return nil }
        let box = fills.last!.boundingRect
        #expect(abs(box.minX - 175) < 1e-9 && abs(box.maxY - 200) < 1e-9 && abs(box.width - 50) < 1e-9)
    }

    @Test func hitTestingFollowsTheScale() {
        var taps = 0
        let host = TestHost(Button("Go") { taps += 1 }.frame(width: 100, height: 100).scaleEffect(0.5), width: 400, height: 300)
        // The button (its ideal 34 × 22 at 183, 139) is drawn half size
        // about the centre: 191.5…208.5 × 144.5…155.5. (185, 141) is inside
        // its layout frame only.
        host.click(CGPoint(x: 185, y: 141))
        #expect(taps == 0)
        host.click(CGPoint(x: 200, y: 150))
        #expect(taps == 1)
        let grown = TestHost(Button("Go") { taps += 1 }.frame(width: 100, height: 100).scaleEffect(2), width: 400, height: 300)
        // Drawn twice the size, 166…234 × 128…172: (170, 131) is outside
        // the layout frame, inside the drawn one.
        grown.click(CGPoint(x: 170, y: 131))
        #expect(taps == 2)
    }

    @Test func nanAndZeroScalesDrawNothingAndCannotBeHit() {
        for scale in [CGFloat.nan, 0, .infinity] {
            var taps = 0
            let host = TestHost(Button("Go") { taps += 1 }.frame(width: 100, height: 100).scaleEffect(scale), width: 400, height: 300)
            host.click(CGPoint(x: 200, y: 150))
            #expect(taps == 0, "scale \(scale)")
            let texts = host.host.displayList().items.filter { if case .text = $0 { return true }; return false }
            #expect(texts.isEmpty, "scale \(scale)")
        }
        let rotated = TestHost(Text("R").rotationEffect(.radians(.nan)), width: 400, height: 300)
        #expect(rotated.host.displayList().items.allSatisfy { if case .text = $0 { return false }; return true })
    }

    @Test func scaleAnimatesWithTheTransaction() {
        let host = TestHost(ScaleGrowing(), width: 400, height: 300)
        host.click(text: "grow")
        host.advance(by: 0.5)
        let presented = host.nodes(kind: "Frame")[0].presentedRect
        #expect(abs(presented.width - 200) < 1e-6, "half way from 1 to 3: \(presented)")
        host.advance(by: 0.6)
        #expect(abs(host.nodes(kind: "Frame")[0].presentedRect.width - 300) < 1e-6)
    }
}

struct ScaleGrowing: View {
    @State private var scale: CGFloat = 1
    var body: some View {
        VStack(spacing: 0) {
            Button("grow") { withAnimation(.linear(duration: 1)) { scale = 3 } }
            Text("S").frame(width: 100, height: 50).scaleEffect(scale)
        }
    }
}

