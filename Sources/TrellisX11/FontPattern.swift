import CX11
import TrellisCore

/// Builds fontconfig patterns for a `ResolvedFont` and reads back what
/// fontconfig chose. Kept apart from the cache so the C calls live in one
/// place.
enum FontPattern {
    /// A new pattern for `font` at `pixelSize`; the caller destroys it.
    /// `character`, when given, asks for a font that has that code point.
    static func make(_ font: ResolvedFont, pixelSize: Double, character: UInt32? = nil) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, font.family)
        FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixelSize)
        let weight = min(1000, max(1, font.weight))
        FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(weight)))
        FcPatternAddInteger(pattern, FC_SLANT, font.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        // `Font.width`: fontconfig picks the nearest width the family has.
        if font.width != 100 { FcPatternAddInteger(pattern, FC_WIDTH, Int32(font.width)) }
        if let character, let charset = FcCharSetCreate() {
            FcCharSetAddChar(charset, character)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)  // the pattern holds its own reference
        }
        return pattern
    }

    /// The family names of a matched pattern (there may be several:
    /// localized names come as extra values).
    static func families(of pattern: OpaquePointer) -> [String] {
        var names: [String] = []
        var index: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(pattern, FC_FAMILY, index, &value) == FcResultMatch, let value else { break }
            names.append(String(cString: value))
            index += 1
        }
        return names
    }

    /// The font file and face index, which identify a face uniquely.
    static func fileKey(of pattern: OpaquePointer) -> String {
        var file: UnsafeMutablePointer<FcChar8>? = nil
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return "?" }
        return String(cString: file) + "#\(index)"
    }

    /// Generic names fontconfig resolves by aliasing; matching them to
    /// another family is expected, not a missing font.
    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui",
        "cursive", "fantasy", "emoji", "math", "ui-sans-serif", "ui-monospace", "ui-serif",
    ]
}
