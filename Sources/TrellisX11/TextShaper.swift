import CHarfBuzz
import CX11
import TrellisCore

/// Shapes lines of text with HarfBuzz on the faces Xft opened: the line is
/// resolved by the bidi algorithm, cut into items of one level and script,
/// each item given one face (run fallback), shaped, and the items put in
/// visual order. Advances are Xft's own glyph advances plus HarfBuzz's
/// adjustments (kerning, marks, joining), rounded to whole pixels as Xft
/// positions glyphs — so unkerned text measures exactly as before.
@MainActor
package final class TextShaper {
    /// The cache owns the shaper.
    package unowned let fonts: XftFontCache
    private let harfBuzz = HarfBuzzFonts()
    private let buffer: OpaquePointer
    /// Lines painted recently, by string and font (measuring keeps widths only).
    private var lines: [LineKey: ShapedLine] = [:]
    private let maximumCachedLines = 16_384
    /// Xft's advance of each glyph, per face, by glyph id (`unknownAdvance` until asked).
    private var glyphAdvances: [XftFontCache.FontPointer: [Int16]] = [:]
    private static let unknownAdvance = Int16.min

    private struct LineKey: Hashable {
        var text: String
        var font: ResolvedFont
        var direction: LayoutDirection?
        var context: ShapingContext
    }

    package init(fonts: XftFontCache) {
        self.fonts = fonts
        buffer = hb_buffer_create()
    }

    isolated deinit {
        hb_buffer_destroy(buffer)
        harfBuzz.release()
    }

    /// `text` shaped in `font`, cached for painting.
    func cachedLine(_ text: String, font: ResolvedFont, direction: LayoutDirection? = nil,
                    context: ShapingContext = .none) -> ShapedLine {
        fonts.followScale()
        let key = LineKey(text: text, font: font, direction: direction, context: context)
        if let cached = lines[key] { return cached }
        let line = shape(text, font: font, direction: direction, context: context)
        if lines.count >= maximumCachedLines { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// `text` shaped in `font` as one line: resolved by the bidi algorithm,
    /// or, with a `direction`, as one run in that direction (a piece the
    /// core ordered). `context` is the characters around it, which HarfBuzz
    /// reads for joining as it reads the rest of the line around an item.
    package func shape(_ text: String, font: ResolvedFont, direction: LayoutDirection? = nil,
                       context: ShapingContext = .none) -> ShapedLine {
        guard !text.isEmpty, !fonts.connection.isClosed else { return .empty }
        fonts.followScale()
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []   // UTF-8 offset of each scalar, and the end
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        let levels: [UInt8]?
        let isRightToLeft: Bool
        if let direction {
            isRightToLeft = direction == .rightToLeft
            levels = isRightToLeft ? [UInt8](repeating: 1, count: scalars.count) : nil
        } else {
            let bidi = UnicodeBidi.levels(of: scalars)
            levels = bidi?.levels
            isRightToLeft = bidi?.paragraphIsRightToLeft ?? false
        }
        let face = font.face
        let setting = ShapingSetting(font: font, scale: fonts.scale, text: text)

        var shapedItems: [(level: UInt8, runs: [ShapedLine.Run])] = []
        // The context is shaped around the text, never drawn: offsets in the
        // buffer are the text's moved by the context before it.
        let lead = context.before.utf8.count
        var utf8 = Array(context.before.utf8) + Array(text.utf8) + Array(context.after.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { characters in
                for item in ScriptRuns.items(of: scalars, levels: levels) {
                    var runs: [ShapedLine.Run] = []
                    for piece in fonts.faceRuns(of: scalars[item.range], font: face) {
                        let start = offsets[piece.range.lowerBound], end = offsets[piece.range.upperBound]
                        runs.append(shapeRun(characters, count: bytes.count, utf8: start..<end, lead: lead, face: piece.face,
                                             item: item, setting: setting))
                    }
                    // Pieces of a right-to-left item are drawn last piece first.
                    shapedItems.append((item.level, item.isRightToLeft ? runs.reversed() : runs))
                }
            }
        }
        utf8.removeAll()

        var runs: [ShapedLine.Run] = []
        var pen: Float = 0
        for index in UnicodeBidi.visualOrder(of: shapedItems.map(\.level)) {
            for var run in shapedItems[index].runs {
                var advance: Float = 0
                for glyph in run.glyphs.indices {
                    run.glyphs[glyph].x += pen
                    advance += run.glyphs[glyph].advance
                }
                pen += advance
                runs.append(run)
            }
        }
        return ShapedLine(runs: runs, advance: max(0, Double(pen)), isRightToLeft: isRightToLeft)
    }

    /// One piece of an item in one face, its glyphs from x = 0; `range`
    /// is in the text, which starts `lead` bytes into the buffer `text`.
    private func shapeRun(_ text: UnsafePointer<CChar>, count: Int, utf8 range: Range<Int>, lead: Int,
                          face: XftFontCache.FontPointer, item: ScriptRuns.Item, setting: ShapingSetting) -> ShapedLine.Run {
        guard let hbFont = harfBuzz.font(for: face) else {
            return ShapedLine.Run(face: face, glyphs: [], isRightToLeft: item.isRightToLeft)
        }
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf8(buffer, text, Int32(count), UInt32(lead + range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, item.script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        setting.features.withUnsafeBufferPointer { features in
            hb_shape(hbFont, buffer, features.baseAddress, UInt32(features.count))
        }
        var length: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
              let positions = hb_buffer_get_glyph_positions(buffer, &length) else {
            return ShapedLine.Run(face: face, glyphs: [], isRightToLeft: item.isRightToLeft)
        }
        var glyphs: [ShapedLine.Glyph] = []
        glyphs.reserveCapacity(Int(length))
        var pen: Float = 0
        var advances = glyphAdvances.removeValue(forKey: face) ?? []
        defer { glyphAdvances[face] = advances }
        for index in 0..<Int(length) {
            let id = infos[index].codepoint
            let position = positions[index]
            // Xft's advance for the glyph, plus what shaping changed about it.
            let nominal = hb_font_get_glyph_h_advance(hbFont, id)
            let adjustment = (Double(position.x_advance) - Double(nominal)) / 64
            var advance = Float(Double(xftAdvance(of: id, in: face, known: &advances)) + adjustment.rounded())
            var x = Float((Double(position.x_offset) / 64).rounded())
            let y = Float(-(Double(position.y_offset) / 64).rounded())
            // Clusters are the text's own characters, never the context's.
            let cluster = UInt32(max(0, Int(infos[index].cluster) - lead))
            if setting.monospacedDigit, setting.isDigit(cluster), let zero = setting.zeroGlyph(in: face, fonts: fonts) {
                let width = Float(xftAdvance(of: zero, in: face, known: &advances))
                x += ((width - advance) / 2).rounded()
                advance = width
            }
            glyphs.append(ShapedLine.Glyph(id: id, cluster: cluster, x: pen + x, y: y, advance: advance))
            pen += advance
        }
        if setting.trackingPixels != 0 { setting.track(&glyphs, range: range) }
        return ShapedLine.Run(face: face, glyphs: glyphs, isRightToLeft: item.isRightToLeft)
    }

    /// Xft's advance of glyph `id` in `face`, in whole pixels; `known`
    /// holds the face's advances asked for so far, by glyph id.
    private func xftAdvance(of id: UInt32, in face: XftFontCache.FontPointer, known: inout [Int16]) -> Int16 {
        let index = Int(id)
        if index < known.count, known[index] != Self.unknownAdvance { return known[index] }
        var glyph = FT_UInt(id)
        var extents = XGlyphInfo()
        XftGlyphExtents(fonts.connection.display, face, &glyph, 1, &extents)
        // Glyph ids are below 65,536 in every font format Xft opens.
        guard index < 65_536 else { return extents.xOff }
        if index >= known.count { known.append(contentsOf: repeatElement(Self.unknownAdvance, count: index + 1 - known.count)) }
        known[index] = extents.xOff
        return extents.xOff
    }

    func release() {
        lines.removeAll()
        glyphAdvances.removeAll()
        harfBuzz.release()
    }
}
