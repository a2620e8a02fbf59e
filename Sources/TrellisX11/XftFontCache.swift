import CX11
import TrellisCore

/// Opens Xft fonts for `ResolvedFont`s through fontconfig and keeps them.
///
/// Xft does no fallback: a glyph comes from exactly one font. So the cache
/// also chooses faces for runs (`faceRuns`, in `XftFontCache+Fallback`):
/// a run of one script goes to one face that covers all of it, so that
/// HarfBuzz shapes whole words; only text no single face covers falls back
/// per character.
@MainActor
package final class XftFontCache {
    /// An opened Xft font.
    package typealias FontPointer = UnsafeMutablePointer<XftFont>

    package let connection: X11Connection
    private var primaries: [ResolvedFont: FontPointer] = [:]
    private var fallbacks: [FallbackKey: FontPointer?] = [:]
    /// Every opened face, by file and request, so each is opened once and closed once.
    private var opened: [String: FontPointer] = [:]
    private var warnedFamilies: Set<String> = []
    /// Warnings printed so far (one per missing family, one per script no
    /// font covers), for tests.
    package private(set) var warnings: [String] = []
    /// Fonts in fontconfig's order of preference for a request, with what
    /// they cover, for run fallback.
    var sortedFallbacks: [ResolvedFont: SortedFontSet] = [:]
    /// Faces chosen for a whole run, by font and the run's characters.
    var runFaces: [RunFaceKey: FontPointer?] = [:]
    var warnedScripts: Set<String> = []
    /// Whether a face has every printable ASCII character.
    var asciiCoverage: [FontPointer: Bool] = [:]
    private var textShaper: TextShaper?
    /// The scale the open faces were opened at (see `followScale`).
    private var facesScale: Double?

    /// The shaper measuring and painting share, so both read the same
    /// shaped advances.
    package var shaper: TextShaper {
        if let textShaper { return textShaper }
        let shaper = TextShaper(fonts: self)
        textShaper = shaper
        return shaper
    }

    private struct FallbackKey: Hashable {
        var font: ResolvedFont
        var character: UInt32
    }

    package init(connection: X11Connection) {
        self.connection = connection
    }

    private var display: OpaquePointer { connection.display }

    /// Pixels per point; font sizes are requested in pixels.
    package var scale: Double { connection.scale }

    /// Faces are opened at a pixel size: when the connection's scale
    /// changed since they were, every face is closed and every choice and
    /// shaped line forgotten, so text is opened, shaped and measured again
    /// exactly as at a start at the new scale. Each entry point calls it.
    package func followScale() {
        guard facesScale != scale else { return }
        if facesScale != nil { release() }
        facesScale = scale
    }

    /// The primary face for `font`, opened on first use. Nil only when
    /// fontconfig has no fonts at all.
    package func primary(for font: ResolvedFont) -> FontPointer? {
        followScale()
        if let cached = primaries[font] { return cached }
        guard let opened = open(font, character: nil) else { return nil }
        primaries[font] = opened
        return opened
    }

    /// One line for the user when fontconfig has no fonts at all (an empty
    /// or broken configuration, a container without font packages); nil
    /// when a sans-serif face opens.
    package var missingFontsWarning: String? {
        guard primary(for: ResolvedFont(size: 13)) == nil else { return nil }
        return "trellis: fontconfig found no fonts, so no text can be drawn (install one, e.g. fonts-dejavu-core)"
    }

    /// A face that has `character`, to stand in where the primary lacks it;
    /// nil when no installed font has it.
    package func fallback(for font: ResolvedFont, character: UInt32) -> FontPointer? {
        followScale()
        let key = FallbackKey(font: font, character: character)
        if let cached = fallbacks[key] { return cached }
        var found: FontPointer? = nil
        if let candidate = open(font, character: character),
           XftCharExists(display, candidate, character) != 0 {
            found = candidate
        }
        fallbacks[key] = found
        return found
    }

    /// The face for one character where no face covers its whole run:
    /// the primary when it has it, else a fallback that does; nil when no
    /// installed font has it.
    func face(for scalar: Unicode.Scalar, primary: FontPointer, font: ResolvedFont) -> FontPointer? {
        if XftCharExists(display, primary, scalar.value) != 0 { return primary }
        return fallback(for: font, character: scalar.value)
    }

    /// Matches and opens a face; warns once when a named family is missing.
    private func open(_ font: ResolvedFont, character: UInt32?) -> FontPointer? {
        guard !connection.isClosed else { return nil }
        let pixelSize = max(1, font.size * scale)
        guard let pattern = FontPattern.make(font, pixelSize: pixelSize, character: character) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let matched = XftFontMatch(display, connection.screen, pattern, &result) else { return nil }
        if character == nil { warnIfSubstituted(font.family, matched: matched) }
        return open(matched: matched, font: font)
    }

    /// Opens a fully matched pattern (taking ownership of it), or returns
    /// the face already opened for the same file and request.
    func open(matched: OpaquePointer, font: ResolvedFont) -> FontPointer? {
        let pixelSize = max(1, font.size * scale)
        let key = FontPattern.fileKey(of: matched) + "@\(pixelSize)/\(font.weight)/\(font.italic)/\(font.width)"
        if let existing = opened[key] {
            FcPatternDestroy(matched)
            return existing
        }
        // XftFontOpenPattern takes ownership of `matched` on success.
        guard let face = XftFontOpenPattern(display, matched) else {
            FcPatternDestroy(matched)
            return nil
        }
        opened[key] = face
        return face
    }

    /// One line per script that no installed font covers (not one per
    /// character): its text is drawn as the primary face's missing-glyph boxes.
    func warnUncovered(_ scalar: Unicode.Scalar) {
        let script = ScriptRuns.scriptName(of: scalar)
        guard !warnedScripts.contains(script) else { return }
        warnedScripts.insert(script)
        let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
        let line = "trellis: no installed font covers \(script) text (first seen: \(code)); it is drawn as boxes"
        warnings.append(line)
        writeStandardError(line)
    }

    private func warnIfSubstituted(_ family: String, matched: OpaquePointer) {
        let wanted = family.lowercased()
        guard !FontPattern.genericFamilies.contains(wanted), !warnedFamilies.contains(wanted) else { return }
        let families = FontPattern.families(of: matched)
        guard !families.contains(where: { $0.lowercased() == wanted }) else { return }
        warnedFamilies.insert(wanted)
        let line = "trellis: font family \"\(family)\" not found; using \"\(families.first ?? "?")\""
        warnings.append(line)
        writeStandardError(line)
    }

    /// Closes every font. Must run before the display is closed.
    package func release() {
        textShaper?.release()
        if !connection.isClosed {
            for face in opened.values { XftFontClose(display, face) }
        }
        opened.removeAll()
        primaries.removeAll()
        fallbacks.removeAll()
        runFaces.removeAll()
        asciiCoverage.removeAll()
        for set in sortedFallbacks.values { set.release() }
        sortedFallbacks.removeAll()
    }

    isolated deinit { release() }
}
