import CHarfBuzz
import CX11
import TrellisCore

/// How a line is set beyond its face: OpenType features for HarfBuzz,
/// tracking spread over the characters, digits as wide as "0".
struct ShapingSetting {
    /// Kerning and standard ligatures are HarfBuzz's defaults, as in
    /// SwiftUI; with tracking, ligatures are turned off (as Core Text does:
    /// spaced-out letters must not merge).
    let features: [hb_feature_t]
    /// Pixels added after every character.
    let trackingPixels: Double
    let monospacedDigit: Bool
    /// UTF-8 offsets where characters (grapheme clusters) start, when tracking.
    private let characterStarts: Set<Int>
    private let digitOffsets: Set<UInt32>

    init(font: ResolvedFont, scale: Double, text: String) {
        var features: [hb_feature_t] = []
        func add(_ name: String) {
            var feature = hb_feature_t()
            if hb_feature_from_string(name, -1, &feature) != 0 { features.append(feature) }
        }
        trackingPixels = font.tracking.isFinite ? font.tracking * scale : 0
        if trackingPixels != 0 { add("-liga"); add("-clig") }
        monospacedDigit = font.monospacedDigit
        if monospacedDigit { add("tnum") }
        if font.smallCaps { add("smcp") }
        self.features = features

        var starts = Set<Int>()
        if trackingPixels != 0 {
            var offset = 0
            for character in text {
                starts.insert(offset)
                offset += character.utf8.count
            }
        }
        characterStarts = starts
        var digits = Set<UInt32>()
        if monospacedDigit {
            var offset: UInt32 = 0
            for scalar in text.unicodeScalars {
                if scalar.properties.numericType == .decimal { digits.insert(offset) }
                offset += UInt32(UTF8.width(scalar))
            }
        }
        digitOffsets = digits
    }

    func isDigit(_ cluster: UInt32) -> Bool { digitOffsets.contains(cluster) }

    /// The glyph of "0" in `face`, which every digit is made as wide as.
    @MainActor func zeroGlyph(in face: XftFontCache.FontPointer, fonts: XftFontCache) -> UInt32? {
        let glyph = XftCharIndex(fonts.connection.display, face, 0x30)
        return glyph == 0 ? nil : UInt32(glyph)
    }

    /// Adds the tracking after the last glyph of every cluster, once per
    /// character the cluster holds (a ligature of two letters gets two).
    /// `range` is the run's UTF-8 range; clusters are offsets in the line.
    func track(_ glyphs: inout [ShapedLine.Glyph], range: Range<Int>) {
        let clusters = Set(glyphs.map { Int($0.cluster) }).sorted()
        var characters: [Int: Int] = [:]
        for (index, start) in clusters.enumerated() {
            let end = index + 1 < clusters.count ? clusters[index + 1] : range.upperBound
            characters[start] = (start..<end).reduce(0) { $0 + (characterStarts.contains($1) ? 1 : 0) }
        }
        var shift: Float = 0
        for index in glyphs.indices {
            glyphs[index].x += shift
            let cluster = glyphs[index].cluster
            let endsCluster = index + 1 == glyphs.count || glyphs[index + 1].cluster != cluster
            guard endsCluster else { continue }
            let extra = Float(trackingPixels * Double(characters[Int(cluster)] ?? 0))
            glyphs[index].advance += extra
            shift += extra
        }
    }
}
