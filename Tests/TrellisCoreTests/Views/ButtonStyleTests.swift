import Testing
@testable import TrellisCore

/// The borderless, link and accessory-bar button styles and
/// `buttonBorderShape`. Characters are 7 points wide, lines 16.
@Suite("Button styles")
@MainActor
struct ButtonStyleTests {
    private func fillPaths(_ host: TestHost) -> [Path] {
        host.host.displayList().items.compactMap { if case .fill(let path, _) = $0 { path } else { nil } }
    }

    private func textColors(_ host: TestHost) -> [RGBAColor] {
        host.host.displayList().items.compactMap { if case .text(_, _, _, let c) = $0 { c } else { nil } }
    }

    private func button(_ host: TestHost) -> CGRect? { host.nodes(kind: "Button").first?.rect }

    @Test func aBorderlessButtonIsItsLabelAloneAndStillClicks() {
        final class Clicks { var count = 0 }
        let clicks = Clicks()
        let host = TestHost(Button("Open") { clicks.count += 1 }.buttonStyle(.borderless), width: 200, height: 100)
        #expect(button(host)?.size == CGSize(width: 28, height: 16))
        #expect(fillPaths(host).isEmpty)
        host.click(text: "Open")
        #expect(clicks.count == 1)
        // Its feedback is given when it paints, as `.plain`'s.
        #expect(AnyButtonStyle(BorderlessButtonStyle()).givesFeedbackWhenPainting)
    }

    @Test func aLinkButtonDrawsItsLabelInTheTint() {
        let host = TestHost(VStack {
            Button("More") {}.buttonStyle(.link)
            Button("Green") {}.buttonStyle(.link).tint(.green)
        }, width: 200, height: 100)
        #expect(button(host)?.size == CGSize(width: 28, height: 16))
        #expect(textColors(host) == [Color.accentColor.resolved(in: EnvironmentValues()),
                                     SystemPalette.color(.green, in: .light)])
    }

    @Test func anAccessoryBarButtonHasAFillOnlyUnderThePointer() {
        let host = TestHost(Button("Scope") {}.buttonStyle(.accessoryBar), width: 200, height: 100)
        // 35 + 2 × 6 by 16 + 2 × 2.
        let frame = button(host)
        #expect(frame?.size == CGSize(width: 47, height: 20))
        #expect(host.host.displayList().items.contains { if case .fill(_, let c) = $0 { c.alpha > 0 } else { false } } == false)
        host.host.handle(.pointerMoved(CGPoint(x: frame!.midX, y: frame!.midY)))
        _ = host.host.update()
        #expect(fillPaths(host) == [Path(roundedRect: frame!, cornerRadius: 5)])
    }

    @Test func theBorderShapeShapesTheBezelOfBorderedButtons() {
        func bezel(_ shape: ButtonBorderShape?, prominent: Bool = false) -> (CGRect, Path?) {
            let button = Button("Go") {}
            let host = prominent
                ? TestHost(button.buttonStyle(.borderedProminent).buttonBorderShape(shape ?? .automatic), width: 200, height: 100)
                : TestHost(button.buttonStyle(.bordered).buttonBorderShape(shape ?? .automatic), width: 200, height: 100)
            return (self.button(host)!, fillPaths(host).first)
        }
        // 14 + 2 × 10 by 16 + 2 × 3, whatever the shape.
        let (frame, automatic) = bezel(.automatic)
        #expect(frame.size == CGSize(width: 34, height: 22))
        #expect(automatic == RoundedRectangle(cornerRadius: 6).path(in: frame))
        #expect(bezel(.roundedRectangle).1 == RoundedRectangle(cornerRadius: 6).path(in: frame))
        #expect(bezel(.roundedRectangle(radius: 3)).1 == RoundedRectangle(cornerRadius: 3).path(in: frame))
        #expect(bezel(.capsule).1 == Path(roundedRect: frame, cornerRadius: 11))
        #expect(bezel(.capsule, prominent: true).1 == Path(roundedRect: frame, cornerRadius: 11))
        #expect(bezel(.circle).1 == Circle().path(in: frame))
    }

    @Test func anInsetBorderShapeShrinksAndKeepsItsKind() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(ButtonBorderShape.capsule.inset(by: 2).path(in: rect) == Path(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 8))
        #expect(ButtonBorderShape.roundedRectangle(radius: 5).inset(by: 1).path(in: rect)
            == RoundedRectangle(cornerRadius: 4).path(in: rect.insetBy(dx: 1, dy: 1)))
    }
}
