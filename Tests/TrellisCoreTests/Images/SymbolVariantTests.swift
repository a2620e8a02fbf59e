import Testing
@testable import TrellisCore

/// `symbolVariant(_:)`: symbols draw the variant's name when the symbol
/// table has it, and their own name otherwise.
@Suite("Symbol variants")
@MainActor
struct SymbolVariantTests {
    private func glyphs(_ view: some View) -> [String] {
        TestHost(view, width: 300, height: 200).host.displayList().items.compactMap {
            if case .text(let string, _, let font, _) = $0, font.family == SymbolNames.family { string } else { nil }
        }
    }

    private func glyph(_ name: String) -> String { String(SymbolNames.glyph(for: name)!) }

    @Test func namesTakeTheVariantsSuffixesInSFSymbolsOrder() {
        #expect(SymbolVariants.fill.symbolName(for: "heart") == "heart.fill")
        #expect(SymbolVariants.circle.fill.symbolName(for: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.fill.circle.symbolName(for: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.slash.fill.symbolName(for: "bell") == "bell.slash.fill")
        #expect(SymbolVariants.square.symbolName(for: "plus") == "plus.square")
        #expect(SymbolVariants.fill.symbolName(for: "heart.fill") == "heart.fill")
        #expect(SymbolVariants.circle.symbolName(for: "heart.fill") == "heart.circle.fill")
        #expect(SymbolVariants.none.symbolName(for: "heart") == "heart")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.none.contains(.none))
    }

    @Test func imagesAndLabelsDrawTheVariant() {
        #expect(glyph("heart") != glyph("heart.fill"))
        #expect(glyphs(Image(systemName: "heart").symbolVariant(.fill)) == [glyph("heart.fill")])
        #expect(glyphs(Label("Love", systemImage: "heart").symbolVariant(.fill)) == [glyph("heart.fill")])
        #expect(glyphs(Image(systemName: "plus").symbolVariant(.circle.fill)) == [glyph("plus.circle.fill")])
    }

    @Test func aMissingVariantDrawsTheSymbolItself() {
        // No "magnifyingglass.circle" in the table.
        #expect(SymbolNames.glyph(for: "magnifyingglass.circle") == nil)
        #expect(glyphs(Image(systemName: "magnifyingglass").symbolVariant(.circle)) == [glyph("magnifyingglass")])
    }

    @Test func variantsAddUpAndNoneIsKeptOutOnlyThroughTheEnvironment() {
        #expect(glyphs(Image(systemName: "plus").symbolVariant(.fill).symbolVariant(.circle)) == [glyph("plus.circle.fill")])
        #expect(glyphs(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == [glyph("heart.fill")])
        #expect(glyphs(Image(systemName: "heart").environment(\.symbolVariants, .none).symbolVariant(.fill)) == [glyph("heart")])
    }
}
