import Testing
@testable import TrellisCore

/// `symbolRenderingMode`: a one-layer symbol draws in the primary style in every mode.
@Suite("Symbol rendering modes")
@MainActor
struct SymbolRenderingModeTests {
    private struct ReadsMode: View {
        @Environment(\.symbolRenderingMode) private var mode
        var body: some View { Text(mode == .hierarchical ? "hierarchical" : "other") }
    }

    @Test func theModeIsInTheEnvironment() {
        #expect(TestHost(ReadsMode().symbolRenderingMode(.hierarchical), width: 200, height: 100).node(text: "hierarchical") != nil)
        #expect(TestHost(ReadsMode(), width: 200, height: 100).node(text: "other") != nil)
    }

    @Test func everyModeDrawsTheGlyphInThePrimaryStyle() {
        func colours(_ mode: SymbolRenderingMode) -> [RGBAColor] {
            let view = Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(Color.red, Color.blue)
            return TestHost(view, width: 100, height: 100).host.displayList().items.compactMap { item in
                if case .text(_, _, _, let color) = item { return color }
                return nil
            }
        }
        let monochrome = colours(.monochrome)
        #expect(!monochrome.isEmpty)
        for mode in [SymbolRenderingMode.hierarchical, .palette, .multicolor] { #expect(colours(mode) == monochrome) }
    }
}
