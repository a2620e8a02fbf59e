import CX11
import TrellisCore

/// A run's characters that need a glyph, with the request they are for.
struct RunFaceKey: Hashable {
    var font: ResolvedFont
    var scalars: [UInt32]
}

/// Fallback by run: a run of one script (an Arabic or Devanagari phrase)
/// is drawn by one face that covers every character of it, so HarfBuzz
/// sees whole words and joins and reorders them; per-character fallback is
/// left for text no single face covers (an emoji inside Latin text).
extension XftFontCache {
    /// `scalars` (one script run) cut into pieces, each with the face that
    /// draws it. Marks, joiners and selectors stay with the piece before
    /// them. Characters no installed font has go to the primary face
    /// (which draws its missing-glyph box), with one warning per script.
    func faceRuns(of scalars: ArraySlice<Unicode.Scalar>, font: ResolvedFont) -> [(range: Range<Int>, face: FontPointer)] {
        guard let primary = primary(for: font), !scalars.isEmpty else { return [] }
        let display = connection.display
        // Printable ASCII is checked once per face: most text is only that.
        let coversASCII = coversPrintableASCII(primary)
        // Coverage first: a character the face has needs no look-up of its
        // Unicode properties (three table searches each, most of the cost
        // of shaping a long text before this order).
        let covered = scalars.allSatisfy {
            (coversASCII && $0.value < 0x80) || XftCharExists(display, primary, $0.value) != 0 || !Self.needsGlyph($0)
        }
        if covered { return [(scalars.indices, primary)] }
        let needed = scalars.filter { !(coversASCII && $0.value < 0x80) && Self.needsGlyph($0) }
        if let face = face(covering: needed, font: font) { return [(scalars.indices, face)] }

        var runs: [(range: Range<Int>, face: FontPointer)] = []
        var start = scalars.startIndex
        var current: FontPointer? = nil
        for index in scalars.indices {
            let scalar = scalars[index]
            let chosen: FontPointer
            if let current, !Self.startsCluster(scalar) {
                chosen = current
            } else if let face = face(for: scalar, primary: primary, font: font) {
                chosen = face
            } else {
                if Self.needsGlyph(scalar) { warnUncovered(scalar) }
                chosen = primary
            }
            if let current, chosen != current {
                runs.append((start..<index, current))
                start = index
            }
            current = chosen
        }
        if let current { runs.append((start..<scalars.endIndex, current)) }
        return runs
    }

    /// The first face in fontconfig's order of preference for `font` that
    /// has every one of `scalars`; nil when none has them all.
    private func face(covering scalars: [Unicode.Scalar], font: ResolvedFont) -> FontPointer? {
        var unique = Array(Set(scalars.map(\.value))).sorted()
        if unique.count > 256 { unique = Array(unique.prefix(256)) }   // a bounded key; the rest are checked below
        let key = RunFaceKey(font: font, scalars: unique)
        if let cached = runFaces[key] { return cached }
        if runFaces.count > 4096 { runFaces.removeAll(keepingCapacity: true) }
        var found: FontPointer? = nil
        if let set = sortedSet(for: font), let pattern = set.first(covering: scalars),
           let prepared = FcFontRenderPrepare(nil, set.request, pattern) {
            found = open(matched: prepared, font: font)
        }
        runFaces[key] = found
        return found
    }

    private func sortedSet(for font: ResolvedFont) -> SortedFontSet? {
        if let cached = sortedFallbacks[font] { return cached }
        guard !connection.isClosed,
              let set = SortedFontSet(font, pixelSize: max(1, font.size * scale), display: connection.display,
                                      screen: connection.screen) else { return nil }
        sortedFallbacks[font] = set
        return set
    }

    private func coversPrintableASCII(_ face: FontPointer) -> Bool {
        if let known = asciiCoverage[face] { return known }
        let display = connection.display
        let covers = (0x21...0x7E).allSatisfy { XftCharExists(display, face, FcChar32($0)) != 0 }
        asciiCoverage[face] = covers
        return covers
    }

    /// Characters a face must have for a run to be drawn by it: not spaces,
    /// controls or default-ignorable characters (joiners, selectors), which
    /// shaping hides when a face lacks them.
    nonisolated static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value > 0x20 && scalar.value != 0x7F }
        let properties = scalar.properties
        if properties.isDefaultIgnorableCodePoint || properties.isWhitespace { return false }
        return properties.generalCategory != .control
    }

    /// Whether `scalar` may start a piece of its own in per-character
    /// fallback: marks, joiners and selectors belong to the character before.
    nonisolated static func startsCluster(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return false
        default: return !scalar.properties.isVariationSelector && !scalar.properties.isEmojiModifier
        }
    }
}

/// fontconfig's fonts for one request, best first, with the request they
/// were sorted for (a chosen one is prepared against it before opening).
@MainActor
final class SortedFontSet {
    let request: OpaquePointer
    private var set: UnsafeMutablePointer<FcFontSet>?

    init?(_ font: ResolvedFont, pixelSize: Double, display: OpaquePointer, screen: Int32) {
        guard let pattern = FontPattern.make(font, pixelSize: pixelSize) else { return nil }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        XftDefaultSubstitute(display, screen, pattern)
        var result = FcResultNoMatch
        guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else {
            FcPatternDestroy(pattern)
            return nil
        }
        request = pattern
        self.set = set
    }

    /// The first font that has every one of `scalars`.
    func first(covering scalars: [Unicode.Scalar]) -> OpaquePointer? {
        guard let set, let fonts = set.pointee.fonts else { return nil }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = fonts[index] else { continue }
            var charset: OpaquePointer? = nil
            guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            if scalars.allSatisfy({ FcCharSetHasChar(charset, $0.value) != 0 }) { return pattern }
        }
        return nil
    }

    func release() {
        if let set { FcFontSetDestroy(set) }
        set = nil
    }

    isolated deinit {
        release()
        FcPatternDestroy(request)
    }
}
