import Testing
@testable import TrellisCore

/// `Color.mix(with:by:in:)`.
@Suite("Colour mixing")
struct ColorMixTests {
    private let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)

    @Test func deviceMixingInterpolatesTheComponents() {
        let mixed = black.mix(with: white, by: 0.25, in: .device).resolved(in: EnvironmentValues())
        #expect(abs(mixed.red - 0.25) < 1e-9 && abs(mixed.green - 0.25) < 1e-9 && mixed.alpha == 1)
    }

    @Test func perceptualMixingIsHalfwayInLightness() {
        let mid = black.mix(with: white, by: 0.5).resolved(in: EnvironmentValues())
        // Oklab L = 0.5 is sRGB ≈ 0.389, lighter than the device mix's 0.5 would look.
        #expect(abs(mid.red - 0.3885) < 0.002 && abs(mid.red - mid.blue) < 1e-6)
        let red = Color(red: 1, green: 0, blue: 0)
        let ends = red.mix(with: white, by: 0).resolved(in: EnvironmentValues())
        #expect(abs(ends.red - 1) < 1e-6 && abs(ends.green) < 1e-6)
    }

    @Test func fractionsOutsideZeroToOneAreClamped() {
        #expect(black.mix(with: white, by: 7, in: .device).resolved(in: EnvironmentValues()).red == 1)
        #expect(black.mix(with: white, by: .nan, in: .device).resolved(in: EnvironmentValues()).red == 0)
    }

    @Test func systemColoursAreResolvedWhereShown() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let mix = Color.primary.mix(with: .clear, by: 0, in: .device)
        #expect(mix.resolved(in: dark) == Color.primary.resolved(in: dark))
        #expect(mix.resolved(in: EnvironmentValues()) != mix.resolved(in: dark))
    }
}
