import CX11
import TrellisCore

/// Opens Xft fonts for `ResolvedFont`s through fontconfig and keeps them.
///
/// Xft does no per-glyph fallback: a string is drawn with exactly one font,
/// and a character that font lacks becomes a box. So the cache also finds,
/// per (font, code point), a fallback face that has the character, and
/// `runs(of:font:)` splits text into pieces each drawable by one face.
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
    /// Warnings printed so far (one per missing family), for tests.
    package private(set) var warnings: [String] = []

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

    /// The primary face for `font`, opened on first use. Nil only when
    /// fontconfig has no fonts at all.
    package func primary(for font: ResolvedFont) -> FontPointer? {
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
    func fallback(for font: ResolvedFont, character: UInt32) -> FontPointer? {
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

    /// Splits `text` into runs that one face can draw each.
    package func runs(of text: Substring, font: ResolvedFont) -> [FontRun] {
        guard let primary = primary(for: font) else { return [] }
        var runs: [FontRun] = []
        var current: FontPointer = primary
        var start = text.unicodeScalars.startIndex
        var index = start
        for scalar in text.unicodeScalars {
            let face = face(for: scalar, primary: primary, current: current, font: font)
            if face != current {
                if index > start { runs.append(FontRun(text: String(text.unicodeScalars[start..<index]), font: current)) }
                start = index
                current = face
            }
            index = text.unicodeScalars.index(after: index)
        }
        if index > start { runs.append(FontRun(text: String(text.unicodeScalars[start..<index]), font: current)) }
        return runs
    }

    private func face(for scalar: Unicode.Scalar, primary: FontPointer, current: FontPointer, font: ResolvedFont) -> FontPointer {
        // Combining marks, joiners and variation selectors stay with the
        // character they modify instead of breaking the run.
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return current
        default: break
        }
        if XftCharExists(display, primary, scalar.value) != 0 { return primary }
        return fallback(for: font, character: scalar.value) ?? primary
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
        let key = FontPattern.fileKey(of: matched) + "@\(pixelSize)/\(font.weight)/\(font.italic)"
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
        if !connection.isClosed {
            for face in opened.values { XftFontClose(display, face) }
        }
        opened.removeAll()
        primaries.removeAll()
        fallbacks.removeAll()
    }

    isolated deinit { release() }
}

/// A piece of text and the one face that draws all of it.
package struct FontRun {
    package var text: String
    package var font: XftFontCache.FontPointer
}
