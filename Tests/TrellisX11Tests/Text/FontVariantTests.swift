import Foundation
import Testing
@testable import TrellisX11
import TrellisCore

/// `Font.custom`, `Font.width` and `Font.smallCaps` as fontconfig and
/// HarfBuzz see them: a family by name, a narrower face, the `smcp` feature.
@Suite("Font variants with Xft", .serialized)
@MainActor
struct FontVariantX11Tests {
    @Test func aCustomFamilyOpensItsFileAndAnUnknownOneFallsBack() throws {
        try X11TestSession.with { session in
            let serif = session.fonts.shaper.shape("Abc", font: ResolvedFont(family: "DejaVu Serif", size: 13))
            #expect(serif.runs.first.map { HbShape.file(of: $0.face).hasSuffix("DejaVuSerif.ttf") } == true)
            // fontconfig's nearest match: the default sans-serif face, measured and drawn.
            let unknown = ResolvedFont(family: "Helvetica Imaginary", size: 13)
            let fallback = session.fonts.shaper.shape("Abc", font: unknown)
            let sans = session.fonts.shaper.shape("Abc", font: ResolvedFont(size: 13))
            #expect(fallback.runs.first.map { HbShape.file(of: $0.face) } == sans.runs.first.map { HbShape.file(of: $0.face) })
            #expect(session.measurer.width(of: "Abc", font: unknown) == session.measurer.width(of: "Abc", font: ResolvedFont(size: 13)))
        }
    }

    @Test func aNarrowerWidthOpensTheCondensedFaceWhereTheFamilyHasOne() throws {
        try X11TestSession.with { session in
            var condensed = ResolvedFont(family: "DejaVu Sans", size: 13)
            condensed.width = 75
            let standard = ResolvedFont(family: "DejaVu Sans", size: 13)
            let file = session.fonts.shaper.shape("Tiles", font: condensed).runs.first.map { HbShape.file(of: $0.face) }
            // DejaVu Sans Condensed comes with fonts-dejavu-extra; without it
            // fontconfig gives the standard face, which is not an error.
            if file?.hasSuffix("DejaVuSansCondensed.ttf") == true {
                #expect(session.measurer.width(of: "Tiles", font: condensed) < session.measurer.width(of: "Tiles", font: standard))
            } else {
                #expect(file?.hasSuffix("DejaVuSans.ttf") == true)
            }
        }
    }

    @Test func smallCapsAsksTheFontForItsSmallCapitals() throws {
        try X11TestSession.with { session in
            // Norasi (fonts-thai-tlwg) has an `smcp` feature; DejaVu Sans has none.
            let plain = ResolvedFont(family: "Norasi", size: 13)
            var small = plain
            small.smallCaps = true
            let ids = { (font: ResolvedFont) in session.fonts.shaper.shape("abc", font: font).runs.flatMap { $0.glyphs.map(\.id) } }
            #expect(ids(small) != ids(plain))
            let expected = try HbShape.glyphs("abc", file: HbShape.file(of: session.fonts.shaper.shape("abc", font: plain).runs[0].face),
                                              pixelSize: 13, features: "smcp")
            #expect(ids(small) == expected.map(\.id))
            // Without the feature in the font, the letters are unchanged.
            var dejaVu = ResolvedFont(family: "DejaVu Sans", size: 13)
            let before = ids(dejaVu)
            dejaVu.smallCaps = true
            #expect(ids(dejaVu) == before)
        }
    }
}
