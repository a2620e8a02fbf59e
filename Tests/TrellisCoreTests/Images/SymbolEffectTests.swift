import Testing
@testable import TrellisCore

private struct Toggled: View {
    @State private var hidden = false
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("hide") { hidden.toggle() }
            Button("tap") { taps += 1 }
            Image(systemName: "heart").font(.system(size: 20)).symbolEffect(.disappear, isActive: hidden)
            Image(systemName: "star").font(.system(size: 20)).symbolEffect(.bounce.down, value: taps)
        }
    }
}

/// Symbol effects play on the symbols inside, from the frame clock: the
/// glyph's size (its font under a uniform scale) and opacity at virtual times.
@Suite("Symbol effects")
@MainActor
struct SymbolEffectTests {
    /// The symbol glyphs drawn, with their font size and alpha.
    private func symbols(_ host: TestHost) -> [(size: CGFloat, alpha: Double)] {
        host.host.displayList().items.compactMap {
            if case .text(_, _, let font, let color) = $0, font.family == SymbolNames.family { (font.size, color.alpha) } else { nil }
        }
    }

    private func symbol(_ name: String, size: CGFloat = 20) -> some View {
        Image(systemName: name).font(.system(size: size))
    }

    private let label = SystemPalette.color(.label, in: .light)

    @Test func pulseFadesTheSymbolAndComesBack() throws {
        let host = TestHost(symbol("heart").symbolEffect(.pulse, options: .nonRepeating))
        host.advance(by: 0.5)
        let halfway = try #require(symbols(host).first)
        #expect(abs(halfway.alpha - label.alpha * 0.3) < 1e-9)
        host.advance(by: 0.6)
        #expect(symbols(host).first?.alpha == label.alpha)
        #expect(!host.host.isAnimating)
    }

    @Test func anIndefiniteBounceRepeatsWhileActive() throws {
        let host = TestHost(symbol("heart").symbolEffect(.bounce))
        // A quarter of the 0.6 s play: squashed to 0.85.
        host.advance(by: 0.15)
        #expect(abs(try #require(symbols(host).first).size - 17) < 1e-9)
        host.advance(by: 0.6)
        #expect(abs(try #require(symbols(host).first).size - 17) < 1e-9)
        #expect(host.host.isAnimating)
    }

    @Test func repeatCountAndSpeedDecideHowLongItPlays() throws {
        let host = TestHost(symbol("heart").symbolEffect(.bounce, options: .repeat(2).speed(2)))
        host.advance(by: 0.075)
        #expect(abs(try #require(symbols(host).first).size - 17) < 1e-9)
        host.advance(by: 0.6)
        #expect(symbols(host).first?.size == 20)
        #expect(!host.host.isAnimating)
    }

    @Test func scaleHoldsItsStateWhileActive() {
        let host = TestHost(symbol("heart").symbolEffect(.scale.up))
        #expect(symbols(host).first?.size == 24)
        let down = TestHost(symbol("heart").symbolEffect(.scale.down, isActive: true))
        #expect(symbols(down).first?.size == 16)
        let off = TestHost(symbol("heart").symbolEffect(.scale, isActive: false))
        #expect(symbols(off).first?.size == 20)
    }

    @Test func appearGrowsTheSymbolIn() throws {
        let host = TestHost(symbol("heart").symbolEffect(.appear))
        #expect(symbols(host).isEmpty)
        host.advance(by: 0.15)
        let halfway = try #require(symbols(host).first)
        #expect(abs(halfway.size - 15) < 1e-9 && abs(halfway.alpha - label.alpha * 0.5) < 1e-9)
        host.advance(by: 0.2)
        #expect(symbols(host).first?.size == 20)
    }

    @Test func disappearAndDiscreteEffectsFollowTheirState() throws {
        let host = TestHost(Toggled())
        #expect(symbols(host).map(\.size) == [20, 20])
        host.click(text: "hide")
        host.advance(by: 0.35)
        // The heart is gone; the star still there.
        #expect(symbols(host).map(\.size) == [20])
        host.click(text: "tap")
        host.advance(by: 0.15)
        // Bouncing down first: grown to 1.15.
        #expect(abs(try #require(symbols(host).first).size - 23) < 1e-9)
        host.click(text: "hide")
        host.advance(by: 0.35)
        #expect(symbols(host).count == 2)
    }

    @Test func textBesideTheSymbolStaysStill() {
        let host = TestHost(Label("Hi", systemImage: "heart").font(.system(size: 20)).symbolEffect(.pulse))
        host.advance(by: 0.5)
        let texts = host.host.displayList().items.compactMap { item -> RGBAColor? in
            if case .text("Hi", _, _, let color) = item { color } else { nil }
        }
        #expect(texts == [label])
        #expect(symbols(host).first.map { $0.alpha < label.alpha } == true)
    }

    @Test func removedEffectsDoNothing() {
        let host = TestHost(symbol("heart").symbolEffect(.pulse).symbolEffectsRemoved())
        host.advance(by: 0.5)
        #expect(symbols(host).first?.alpha == label.alpha)
        #expect(!host.host.isAnimating)
    }
}
