import Testing
@testable import TrellisCore

/// `foregroundStyle(_:_:)` and `(_:_:_:)` set the styles `.secondary`,
/// `.tertiary` and `.quaternary` mean inside; `backgroundStyle(_:)` sets
/// what `.background` means.
@Suite("Foreground levels and background style")
@MainActor
struct ForegroundLevelsTests {
    private let red = SystemPalette.color(.red, in: .light)
    private let blue = SystemPalette.color(.blue, in: .light)
    private let green = SystemPalette.color(.green, in: .light)

    @Test func twoStylesSetThePrimaryAndSecondaryLevels() {
        let colors = DrawnColors.texts(VStack {
            Text("primary")
            Text("explicit primary").foregroundStyle(.primary)
            Text("secondary").foregroundStyle(.secondary)
            Text("tertiary").foregroundStyle(.tertiary)
            Text("quaternary").foregroundStyle(.quaternary)
        }.foregroundStyle(.red, .blue))
        #expect(colors["primary"] == red)
        #expect(colors["explicit primary"] == red)
        #expect(colors["secondary"] == blue)
        // Levels below the last one set take the last one.
        #expect(colors["tertiary"] == blue)
        #expect(colors["quaternary"] == blue)
    }

    @Test func threeStylesSetTheTertiaryToo() {
        let colors = DrawnColors.texts(VStack {
            Text("secondary").foregroundStyle(.secondary)
            Text("tertiary").foregroundStyle(.tertiary)
            Text("quaternary").foregroundStyle(.quaternary)
        }.foregroundStyle(.red, .blue, .green))
        #expect(colors["secondary"] == blue)
        #expect(colors["tertiary"] == green)
        #expect(colors["quaternary"] == green)
    }

    @Test func aSingleStyleInsideDimsItsOwnPrimaryAgain() {
        let colors = DrawnColors.texts(VStack {
            Text("inner").foregroundStyle(.secondary)
        }.foregroundStyle(Color.green).foregroundStyle(.red, .blue))
        #expect(colors["inner"] == green.multiplyingAlpha(by: 0.5 / 0.85))
    }

    @Test func shapesFillWithTheLevelTheyAskFor() {
        let filled = DrawnColors.fills(HStack {
            Rectangle().fill(.secondary).frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10)
        }.foregroundStyle(.red, .blue))
        #expect(filled == [blue, red])
    }

    @Test func levelsResolveInTheSchemeWhereTheyAreDrawn() {
        let colors = DrawnColors.texts(VStack { Text("dark").foregroundStyle(.secondary).environment(\.colorScheme, .dark) }
            .foregroundStyle(.red, .blue))
        #expect(colors["dark"] == SystemPalette.color(.blue, in: .dark))
    }

    @Test func backgroundWithoutAStyleFillsWithTheBackgroundStyle() {
        let plain = DrawnColors.fills(Text("x").frame(width: 20, height: 20).background())
        #expect(plain == [SystemPalette.color(.windowBackground, in: .light)])
        let styled = DrawnColors.fills(Text("x").frame(width: 20, height: 20).background().backgroundStyle(.red))
        #expect(styled == [red])
        let shaped = DrawnColors.fills(Text("x").frame(width: 20, height: 20).background(in: Capsule()).backgroundStyle(Color.blue))
        #expect(shaped == [blue])
        let dark = DrawnColors.fills(Text("x").frame(width: 20, height: 20).background(.background).environment(\.colorScheme, .dark))
        #expect(dark == [SystemPalette.color(.windowBackground, in: .dark)])
    }

    @Test func theBackgroundStyleIsInTheEnvironment() {
        var environment = EnvironmentValues()
        #expect(environment.backgroundStyle == nil)
        environment.backgroundStyle = AnyShapeStyle(Color.red)
        #expect(BackgroundStyle()._resolve(in: environment).resolved(in: environment) == red)
    }
}
