import Foundation

/// An editable text broken into lines: whole paragraphs on one line for a
/// single-line field, wrapped at spaces to a width for a multi-line one.
/// Offsets are characters in the text, so the caret maps to a line and an
/// x position, and a point back to an offset.
@MainActor
struct EditableTextLines {
    struct Line {
        /// The characters of the text on this line (a wrapped line keeps
        /// its trailing space; a paragraph's `\n` belongs to no line).
        var range: Range<Int>
        var text: String
    }

    let lines: [Line]
    let lineHeight: CGFloat
    let ascent: CGFloat
    /// The environment's: a line without strong letters reads this way.
    let direction: LayoutDirection
    /// Lines that mix directions (or read right to left), by index, as drawn.
    let visualLines: [Int: VisualLine]
    /// How lines narrower than `alignmentWidth` sit in it
    /// (`multilineTextAlignment`, leading on the right in a right-to-left
    /// layout), and how far each is moved from the left edge for it.
    let alignment: TextAlignment
    let alignmentWidth: CGFloat?
    private let lineShifts: [CGFloat]
    private let measurer: TextMeasurer
    private let font: ResolvedFont

    init(text: String, width: CGFloat?, measurer: TextMeasurer, font: ResolvedFont, direction: LayoutDirection = .leftToRight,
         alignment: TextAlignment = .leading, alignmentWidth: CGFloat? = nil, cache: ParagraphLineCache? = nil) {
        self.measurer = measurer
        self.font = font
        self.direction = direction
        self.alignment = alignment
        self.alignmentWidth = alignmentWidth
        let metrics = measurer.lineMetrics(of: font)
        lineHeight = max(1, metrics.lineHeight)
        ascent = metrics.leading / 2 + metrics.ascent
        let wrapWidth = width.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        let cache = cache ?? ParagraphLineCache()
        cache.prepare(width: wrapWidth, font: font)
        var lines: [Line] = []
        var offset = 0
        var seen: [Substring: ParagraphLineCache.Paragraph] = [:]
        for paragraph in Self.paragraphs(of: text) {
            let laidOut = seen[paragraph] ?? cache.paragraphs[paragraph]
                ?? Self.layOut(paragraph, width: wrapWidth, measurer: measurer, font: font, advances: &cache.advances)
            seen[paragraph] = laidOut
            for piece in laidOut.lines {
                lines.append(Line(range: (offset + piece.range.lowerBound)..<(offset + piece.range.upperBound), text: piece.text))
            }
            offset += laidOut.count + 1
        }
        // Only the paragraphs of this text stay: the cache never outgrows it.
        cache.paragraphs = seen
        self.lines = lines.isEmpty ? [Line(range: 0..<0, text: "")] : lines
        var visualLines: [Int: VisualLine] = [:]
        for (index, line) in self.lines.enumerated() {
            visualLines[index] = VisualLine(line.text, measurer: measurer, font: font, direction: direction)
        }
        self.visualLines = visualLines
        // Only a centred or trailing line needs its width.
        var shifts = [CGFloat](repeating: 0, count: self.lines.count)
        if alignment != .leading, let alignmentWidth, alignmentWidth.isFinite {
            for (index, line) in self.lines.enumerated() {
                let shown = Substring(line.text)
                var end = shown.endIndex
                while end > shown.startIndex, shown[shown.index(before: end)].isWhitespace { end = shown.index(before: end) }
                let width = visualLines[index].map { $0.width } ?? measurer.width(of: shown[..<end], font: font)
                let slack = max(0, alignmentWidth - width)
                shifts[index] = alignment == .center ? (slack / 2).rounded(.down) : slack
            }
        }
        lineShifts = shifts
    }

    /// Where line `lineIndex` starts, from the left edge of the text area.
    func lineStart(_ lineIndex: Int) -> CGFloat { lineShifts[lineIndex] }

    /// The advance of line `lineIndex`, from its start to its visual end.
    func width(ofLine lineIndex: Int) -> CGFloat {
        if let visual = visualLines[lineIndex] { return visual.width }
        let line = lines[lineIndex]
        return x(of: line.range.upperBound, in: lineIndex) - lineShifts[lineIndex]
    }

    /// The text's paragraphs (between `\n`s), found with `memchr` in its
    /// bytes: far cheaper than walking grapheme clusters in a long
    /// document. A text with a carriage return is split by characters,
    /// since `\r\n` is one character.
    private static func paragraphs(of text: String) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()
        let found: [Substring]?? = text.utf8.withContiguousStorageIfAvailable { bytes -> [Substring]? in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return [text[...]] }
            guard memchr(base, 13, bytes.count) == nil else { return nil }
            let utf8 = text.utf8
            func slice(_ from: Int, _ to: Int) -> Substring {
                text[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)]
            }
            var result: [Substring] = []
            var start = 0
            while start <= bytes.count, let hit = memchr(base + start, 10, bytes.count - start) {
                let end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                result.append(slice(start, end))
                start = end + 1
            }
            result.append(slice(start, bytes.count))
            return result
        }
        if let found, let paragraphs = found { return paragraphs }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// One paragraph's lines, offsets from its start.
    private static func layOut(_ paragraph: Substring, width: CGFloat?, measurer: TextMeasurer, font: ResolvedFont,
                               advances: inout [Character: CGFloat]) -> ParagraphLineCache.Paragraph {
        let characters = Array(paragraph)
        guard let width else {
            return .init(count: characters.count, lines: [Line(range: 0..<characters.count, text: String(paragraph))])
        }
        var lines: [Line] = []
        var start = 0
        while start < characters.count || (start == 0 && characters.isEmpty) {
            let end = lineEnd(characters, from: start, width: width, measurer: measurer, font: font, advances: &advances)
            lines.append(Line(range: start..<end, text: String(characters[start..<end])))
            if end >= characters.count { break }
            start = end
        }
        return .init(count: characters.count, lines: lines)
    }

    /// Where a line starting at `start` ends: after the last space that
    /// fits, else where the width runs out (a long word is broken), and
    /// at least one character further.
    private static func lineEnd(_ characters: [Character], from start: Int, width: CGFloat,
                                measurer: TextMeasurer, font: ResolvedFont, advances: inout [Character: CGFloat]) -> Int {
        var x: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < characters.count {
            let character = characters[index]
            let advance: CGFloat
            if let known = advances[character] {
                advance = known
            } else {
                advance = measurer.width(of: Substring(String(character)), font: font)
                advances[character] = advance
            }
            if x + advance > width, !character.isWhitespace, index > start {
                return lastBreak ?? index
            }
            x += advance
            index += 1
            if character.isWhitespace { lastBreak = index }
        }
        return characters.count
    }

    var height: CGFloat { CGFloat(lines.count) * lineHeight }

    /// The line holding the caret at `offset` (at a wrap, the next line).
    func lineIndex(of offset: Int) -> Int {
        for (index, line) in lines.enumerated().reversed() where line.range.lowerBound <= offset { return index }
        return 0
    }

    /// The caret's x for `offset`, from the start of its line.
    func x(of offset: Int, in lineIndex: Int) -> CGFloat {
        let line = lines[lineIndex]
        if let visual = visualLines[lineIndex] { return lineShifts[lineIndex] + visual.caretX(offset - line.range.lowerBound) }
        let count = min(max(0, offset - line.range.lowerBound), line.text.count)
        return lineShifts[lineIndex] + measurer.width(of: line.text.prefix(count), font: font)
    }

    /// The offset nearest `x` on line `lineIndex` (between the two
    /// characters whose edges it falls between).
    func offset(atX x: CGFloat, line lineIndex: Int) -> Int {
        let lineIndex = min(max(0, lineIndex), lines.count - 1)
        let x = x - lineShifts[lineIndex]
        let line = lines[lineIndex]
        if let visual = visualLines[lineIndex] {
            return line.range.lowerBound + visual.offset(atX: x)
        }
        let characters = line.text.count
        var low = 0, high = characters
        // The last prefix not wider than x…
        while low < high {
            let mid = (low + high + 1) / 2
            if measurer.width(of: line.text.prefix(mid), font: font) <= x { low = mid } else { high = mid - 1 }
        }
        // …or the next one, if x is past the middle of that character.
        if low < characters {
            let left = measurer.width(of: line.text.prefix(low), font: font)
            let right = measurer.width(of: line.text.prefix(low + 1), font: font)
            if x - left > (right - left) / 2 { low += 1 }
        }
        // A wrapped line's trailing space: the caret goes before it.
        if low == characters, lineIndex < lines.count - 1, line.range.upperBound == lines[lineIndex + 1].range.lowerBound {
            low = max(0, characters - 1)
        }
        return line.range.lowerBound + low
    }

    /// The stretches of x that the characters of `range` on line
    /// `lineIndex` are drawn over: one, or one per run of a mixed line.
    func selectionSpans(_ range: Range<Int>, in lineIndex: Int) -> [ClosedRange<CGFloat>] {
        let line = lines[lineIndex]
        if let visual = visualLines[lineIndex] {
            let local = (range.lowerBound - line.range.lowerBound)..<(range.upperBound - line.range.lowerBound)
            let shift = lineShifts[lineIndex]
            return visual.selectionSpans(local).map { ($0.lowerBound + shift)...($0.upperBound + shift) }
        }
        return [x(of: range.lowerBound, in: lineIndex)...x(of: max(range.lowerBound, range.upperBound), in: lineIndex)]
    }

    /// Whether line `lineIndex` reads right to left: its first strong
    /// letter's direction, the environment's when it has none.
    func readsRightToLeft(_ lineIndex: Int) -> Bool {
        if let visual = visualLines[lineIndex] { return visual.isRightToLeft }
        let text = Substring(lines[lineIndex].text)
        guard direction == .rightToLeft || text.unicodeScalars.contains(where: BidiRules.needsBidi) else { return false }
        return measurer.bidiLevels(of: text, direction: direction).isRightToLeft
    }

    /// The offset at a point relative to the text's top-left.
    func offset(at point: CGPoint) -> Int {
        let index = Int(floor(point.y / lineHeight))
        return offset(atX: point.x, line: min(max(0, index), lines.count - 1))
    }
}

/// The lines of each paragraph of an editable text at one width and font,
/// kept between edits: a keystroke in a long document lays out again only
/// the paragraph it changed (the others are found by their characters),
/// and each distinct character is measured once.
@MainActor
final class ParagraphLineCache {
    struct Paragraph {
        let count: Int
        let lines: [EditableTextLines.Line]
    }
    var paragraphs: [Substring: Paragraph] = [:]
    var advances: [Character: CGFloat] = [:]
    private var width: CGFloat?
    private var font: ResolvedFont?

    /// Forgets everything when the width or the font changed.
    func prepare(width: CGFloat?, font: ResolvedFont) {
        guard width != self.width || font != self.font else { return }
        self.width = width
        self.font = font
        paragraphs.removeAll()
        advances.removeAll()
    }

    /// Forgets everything, whatever the width and font.
    func forgetAll() {
        width = nil
        font = nil
        paragraphs.removeAll()
        advances.removeAll()
    }
}
