/// Breaks a string into lines for a width, as `Text` does.
///
/// - Lines break where the measurer's rules allow (UAX #14 in the X11
///   backend, `LineBreakRules` otherwise): after spaces, between CJK
///   characters, at Thai word boundaries.
/// - A word wider than the line is broken between characters rather than
///   overflowing.
/// - Explicit newlines always break.
/// - With a line limit (from `lineLimit` or a height that holds fewer
///   lines) the last line shown ends in "…".
///
/// Why 0 is never a text width: a proposal of 0 asks for the *minimum*
/// size, and the narrowest a text can be without breaking inside words is
/// its widest word; answering "one character per line" would make every
/// stack squeeze text into a tall column before anything else shrinks.
/// `nil` and ∞ ask for the ideal size: each paragraph on one line.
@MainActor
struct LineBreaker {
    let measurer: TextMeasurer
    let font: ResolvedFont
    /// Where a line that does not fit loses its characters.
    var truncationMode: Text.TruncationMode = .tail

    nonisolated static let ellipsis = "…"

    func layout(_ string: String, width proposedWidth: CGFloat?, maxLines: Int?) -> TextLayout {
        var metrics = measurer.lineMetrics(of: font)
        // `Font.leading(.tight/.loose)`; a line keeps at least half its height.
        metrics.leading = max(metrics.leading + font.leadingFactor * font.size,
                              -(metrics.ascent + metrics.descent) / 2)
        let limit = maxLines.map { max(1, $0) }
        guard !string.isEmpty else { return TextLayout(lines: [], metrics: metrics, isTruncated: false) }
        let paragraphs = Self.paragraphs(of: string)

        var width = proposedWidth.flatMap { $0.isFinite && !$0.isNaN ? max(0, $0) : nil }
        if width == 0 {
            width = paragraphs.flatMap(segments).map { visibleWidth(of: $0) }.max() ?? 0
        }

        var lines: [Substring] = []
        for paragraph in paragraphs {
            // Past the limit nothing more is shown: the last line is cut from the rest of its paragraph.
            if let limit, lines.count > limit { break }
            if let width {
                lines += wrap(paragraph, width: width, maxLines: limit.map { max(1, $0 - lines.count) })
            } else {
                lines.append(paragraph)
            }
        }

        var truncated = false
        var cut: LineCut?   // the last line, when it was cut
        if let limit, lines.count > limit {
            truncated = true
            // The last visible line takes the rest of its paragraph's text.
            let kept = lines[limit - 1]
            let rest = kept.base[kept.startIndex..<lines[lines.count - 1].endIndex]
            lines = Array(lines.prefix(limit - 1))
            cut = truncate(rest[rest.startIndex..<paragraphEnd(in: rest)], width: width, force: true)
        } else if let width, let last = lines.last, visibleWidth(of: last) > width {
            // A single character wider than the line: nothing to break, so cut.
            lines.removeLast()
            cut = truncate(last, width: width, force: false)
        }

        var built = lines.map { line in
            let shown = trimmingTrailingSpaces(line)
            return TextLayout.Line(text: String(shown), width: visibleWidth(of: line), source: utf8Range(of: shown))
        }
        if let cut {
            built.append(TextLayout.Line(text: cut.text, width: cut.width, source: utf8Range(of: cut.before),
                                         sourceAfterEllipsis: cut.hasEllipsis ? utf8Range(of: cut.after) : 0..<0))
        }
        return TextLayout(lines: built, metrics: metrics, isTruncated: truncated)
    }

    /// Where a slice of the laid-out string is, in UTF-8 offsets: styled
    /// text paints each part of a line in its run's style.
    private func utf8Range(of slice: Substring) -> Range<Int> {
        let utf8 = slice.base.utf8
        let start = utf8.distance(from: utf8.startIndex, to: slice.startIndex)
        return start..<(start + slice.utf8.count)
    }

    // MARK: Wrapping

    /// `string` split at its newlines, as `split(separator: "\n",
    /// omittingEmptySubsequences: false)` splits it, but by byte: a
    /// newline is always a character of its own except in a CR LF pair,
    /// so no grapheme breaking is needed (it was a sixth of the first
    /// layout of a 100,000-character text).
    static func paragraphs(of string: String) -> [Substring] {
        var result: [Substring] = []
        let utf8 = string.utf8
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A, previous != 0x0D {
                result.append(string[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        result.append(string[start..<string.endIndex])
        return result
    }

    /// Where the first paragraph of `text` ends: its first newline (not
    /// one of a CR LF pair, which `Character` keeps whole), found by byte.
    private func paragraphEnd(in text: Substring) -> String.Index {
        let utf8 = text.utf8
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A, previous != 0x0D { return index }
            previous = byte
            index = utf8.index(after: index)
        }
        return text.endIndex
    }

    /// The lines of `paragraph` at `width`. With `maxLines`, wrapping stops
    /// after that many: the rest of the paragraph is one more line, which
    /// only says that text goes on (a long text cut at a few lines is not
    /// broken to its end).
    private func wrap(_ paragraph: Substring, width: CGFloat, maxLines: Int? = nil) -> [Substring] {
        // Most short paragraphs (labels, buttons) fit whole: then no break
        // opportunities are needed, and finding them (ICU's line rules and
        // dictionaries, paged in from its data at the first text) is
        // skipped. A long one is not measured whole first: it rarely fits,
        // and measuring 100,000 characters would cost more than breaking.
        if paragraph.utf8.count <= 256, visibleWidth(of: paragraph) <= width + 0.001 { return [paragraph] }
        var lines: [Substring] = []
        var start = paragraph.startIndex
        var end = paragraph.startIndex
        var lineWidth: CGFloat = 0   // including the spaces after the last word
        for segment in segments(paragraph) {
            let visible = visibleWidth(of: segment)
            if end > start, lineWidth + visible > width + 0.001 {
                lines.append(paragraph[start..<end])
                if let maxLines, lines.count >= maxLines {
                    lines.append(paragraph[segment.startIndex..<paragraph.endIndex])
                    return lines
                }
                start = segment.startIndex
                end = start
                lineWidth = 0
            }
            if end == start, visible > width + 0.001 {
                // An unbreakable word wider than the line: break it between characters.
                let pieces = breakCharacters(segment, width: width)
                lines += pieces.dropLast()
                let last = pieces[pieces.count - 1]
                if let maxLines, lines.count >= maxLines {
                    lines.append(paragraph[last.startIndex..<paragraph.endIndex])
                    return lines
                }
                start = last.startIndex
                end = last.endIndex
                lineWidth = measurer.width(of: last, font: font)
                continue
            }
            end = segment.endIndex
            lineWidth += measurer.width(of: segment, font: font)
        }
        lines.append(paragraph[start..<end])
        return lines
    }

    /// Pieces of `word` that each fit `width` (at least one character each).
    private func breakCharacters(_ word: Substring, width: CGFloat) -> [Substring] {
        var pieces: [Substring] = []
        var pieceStart = word.startIndex
        var pieceWidth: CGFloat = 0
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            let characterWidth = measurer.width(of: word[index..<next], font: font)
            if index > pieceStart, pieceWidth + characterWidth > width + 0.001, !word[index].isWhitespace {
                pieces.append(word[pieceStart..<index])
                pieceStart = index
                pieceWidth = 0
            }
            pieceWidth += characterWidth
            index = next
        }
        pieces.append(word[pieceStart..<word.endIndex])
        return pieces
    }

    /// Splits at break opportunities: each segment is what stays together
    /// on a line, with the spaces that follow it (the measurer's rules).
    func segments(_ text: Substring) -> [Substring] {
        measurer.lineBreakSegments(of: text)
    }

    // MARK: Measuring

    func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex {
            let previous = text.index(before: end)
            guard text[previous].isWhitespace else { break }
            end = previous
        }
        return text[text.startIndex..<end]
    }

    func visibleWidth(of text: Substring) -> CGFloat {
        measurer.width(of: trimmingTrailingSpaces(text), font: font)
    }
}
