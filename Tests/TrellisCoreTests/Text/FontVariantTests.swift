import Testing
@testable import TrellisCore

/// Fonts by name (`Font.custom`) and the font modifiers that change how
/// text is set: width, leading, small capitals, monospaced digits.
/// Characters are 7 points wide at 13 pt, lines 16 high at 13 pt (both
/// scaled with the size).
@Suite("Font variants")
@MainActor
struct FontVariantTests {
    private func font<V: View>(_ view: V) -> ResolvedFont? {
        let host = ViewHost(rootView: view, measurer: FixedWidthMeasurer(), clock: VirtualClock())
        host.resize(to: CGSize(width: 200, height: 100))
        _ = host.update()
        for item in host.displayList().items {
            if case .text(_, _, let font, _) = item { return font }
            if case .textRun(let run) = item { return run.font }
        }
        return nil
    }

    @Test func aCustomFontIsItsFamilyAndScalesWithTheTypeSizeUnlessFixed() {
        #expect(font(Text("a").font(.custom("DejaVu Serif", size: 20)))
                == ResolvedFont(family: "DejaVu Serif", size: 20))
        #expect(font(Text("a").font(.custom("DejaVu Serif", size: 17)).dynamicTypeSize(.xxxLarge))?.size == 23)
        #expect(font(Text("a").font(.custom("DejaVu Serif", size: 17, relativeTo: .title)).dynamicTypeSize(.xxxLarge))?.size == 23)
        #expect(font(Text("a").font(.custom("DejaVu Serif", fixedSize: 17)).dynamicTypeSize(.xxxLarge))?.size == 17)
        // Bold and italic pick the family's faces; a design replaces the family.
        let bold = font(Text("a").font(.custom("DejaVu Serif", size: 13)).bold().italic())
        #expect(bold == ResolvedFont(family: "DejaVu Serif", size: 13, weight: 700, italic: true))
        #expect(font(Text("a").font(.custom("DejaVu Serif", size: 13)).fontDesign(.monospaced))?.family == "monospace")
        #expect(font(Text("a").font(.custom("DejaVu Serif", size: 13).monospaced()))?.family == "monospace")
    }

    @Test func widthsAreFontconfigWidths() {
        #expect(font(Text("a").font(.body.width(.condensed)))?.width == 75)
        #expect(font(Text("a").font(.body.width(.expanded)))?.width == 125)
        #expect(font(Text("a").font(.body.width(.compressed)))?.width == 63)
        #expect(font(Text("a").font(.body.width(.standard)))?.width == 100)
        #expect(font(Text("a").fontWidth(.expanded))?.width == 125)
        // A text's own width wins over its font's.
        #expect(font(Text("a").font(.body.width(.condensed)).fontWidth(.standard))?.width == 100)
        #expect(Font.Width(-0.2) == .condensed && Font.Width.expanded.value == 0.2)
        // The width is part of the face a backend opens.
        #expect(font(Text("a").fontWidth(.condensed))?.face.width == 75)
    }

    @Test func leadingTightensOrLoosensTheLines() {
        func height(_ font: Font) -> CGFloat? {
            TestHost(Text("a\nb").font(font).fixedSize()).frame(text: "a\nb")?.height
        }
        // 26 pt: lines 32 high; loose adds a tenth of the size to each, tight takes it.
        #expect(height(.system(size: 26)) == 64)
        #expect(abs((height(.system(size: 26).leading(.loose)) ?? 0) - 69.2) < 0.0001)
        #expect(abs((height(.system(size: 26).leading(.tight)) ?? 0) - 58.8) < 0.0001)
        #expect(height(.system(size: 26).leading(.standard)) == 64)
    }

    @Test func smallCapsAndMonospacedDigitsAreAskedOfTheShaper() {
        #expect(font(Text("a").font(.body.smallCaps()))?.smallCaps == true)
        #expect(font(Text("a").font(.body))?.smallCaps == false)
        #expect(font(Text("1").font(.caption2.monospacedDigit()))?.monospacedDigit == true)
        #expect(font(Text("1").font(.title.weight(.bold).italic()))
                == ResolvedFont(family: "sans-serif", size: 22, weight: 700, italic: true))
    }
}
