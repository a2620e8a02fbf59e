import Testing
@testable import TrellisCore

/// Foreground styles are resolved where they are drawn, not where they are
/// set: a colour scheme, tint or accent set further in decides the colour.
@MainActor
struct ForegroundResolutionTests {
    private let darkLabel = SystemPalette.color(.label, in: .dark)
    private let lightLabel = SystemPalette.color(.label, in: .light)

    @Test func primarySetOutsideADarkSubtreeIsDarkInside() {
        let colors = DrawnColors.texts(VStack {
            Text("outside")
            Text("inside").environment(\.colorScheme, .dark)
            VStack { Text("deeper") }.environment(\.colorScheme, .dark)
        }.foregroundStyle(Color.primary))
        #expect(colors["outside"] == lightLabel)
        #expect(colors["inside"] == darkLabel)
        #expect(colors["deeper"] == darkLabel)
    }

    @Test func hierarchicalStylesFollowTheSchemeWhereTheyAreDrawn() {
        let colors = DrawnColors.texts(VStack {
            Text("secondary")
            Text("hierarchical").foregroundStyle(.tertiary)
        }.foregroundStyle(.secondary).environment(\.colorScheme, .light)
            .environment(\.colorScheme, .dark))
        // `.secondary` dims the label colour of the scheme it is drawn in (light here, set innermost).
        let secondary = try! #require(colors["secondary"])
        #expect(secondary.red == 0 && abs(secondary.alpha - 0.5) < 1e-9)
        // `.tertiary` inside `.secondary`: 26% of the secondary's colour, scaled by the label's 85%.
        let tertiary = try! #require(colors["hierarchical"])
        #expect(abs(tertiary.alpha - 0.5 * 0.26 / 0.85) < 1e-9)
        #expect(tertiary.red == 0)
    }

    @Test func secondaryInsideAColourDimsThatColour() {
        let colors = DrawnColors.texts(VStack { Text("dim").foregroundStyle(.secondary) }.foregroundStyle(Color.red)
            .environment(\.colorScheme, .dark))
        let red = SystemPalette.color(.red, in: .dark)
        #expect(colors["dim"] == red.multiplyingAlpha(by: 0.5 / 0.85))
    }

    @Test func shapesFillWithTheSchemeOfTheirOwnEnvironment() {
        let filled = DrawnColors.fills(HStack {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10).environment(\.colorScheme, .dark)
        }.foregroundStyle(Color.blue))
        #expect(filled.contains(SystemPalette.color(.blue, in: .light)))
        #expect(filled.contains(SystemPalette.color(.blue, in: .dark)))
    }

    @Test func tintSetInsideDecidesTheTintStyle() {
        let colors = DrawnColors.texts(VStack {
            Text("accent")
            Text("tinted").tint(.red)
        }.foregroundStyle(.tint))
        #expect(colors["accent"] == SystemPalette.color(.accent, in: .light))
        #expect(colors["tinted"] == SystemPalette.color(.red, in: .light))
    }

    @Test func aPreferredDarkSchemeRecoloursAnOuterPrimary() {
        let host = TestHost(VStack { Text("label") }.foregroundStyle(Color.primary).preferredColorScheme(.dark),
                            width: 200, height: 100)
        var colors: [String: RGBAColor] = [:]
        for case .text(let string, _, _, let color) in host.host.displayList().items { colors[string] = color }
        #expect(colors["label"] == darkLabel)
    }

    @Test func anUnchangedStyleLeavesTheEnvironmentEquivalent() {
        var a = EnvironmentValues(), b = EnvironmentValues()
        a.setForegroundStyle(Color.red)
        b.setForegroundStyle(Color.red)
        #expect(a.isEquivalent(to: b))
        b.setForegroundStyle(HierarchicalShapeStyle.secondary)
        #expect(!a.isEquivalent(to: b))
    }
}
