/// Text boundaries a screen reader moves by (AT-SPI's granularities), in
/// characters of the text. `word` and `sentence` run from one start to
/// the next (spaces after belong to them); `wordEnd` and `sentenceEnd`
/// from one end to the next (spaces before belong to them), as ATK's
/// `WORD_END` and `SENTENCE_END` boundaries. `line` runs from one drawn
/// line's start to the next (its line break belongs to it); `lineEnd`
/// from the previous line's end to this one's (the line break before it
/// belongs to it), as ATK's `LINE_END` and GTK reads it.
package enum AccessibilityTextUnit: Sendable {
    case character, word, wordEnd, sentence, sentenceEnd, line, lineEnd, paragraph
}

extension AccessibilityText {
    /// The unit around `offset`: the character at it, the word (with the
    /// spaces after it, from one word start to the next), the sentence, the
    /// drawn line, or the paragraph.
    @MainActor package func range(of unit: AccessibilityTextUnit, at offset: Int) -> Range<Int> {
        let characters = Array(string)
        let at = min(max(0, offset), characters.count)
        switch unit {
        case .character:
            return at < characters.count ? at..<(at + 1) : at..<at
        case .wordEnd:
            // A word ends after its last word character.
            return Self.endRange(at: at, count: characters.count) { index in
                Self.isWord(characters, index - 1) && !Self.isWord(characters, index)
            }
        case .sentenceEnd:
            // A sentence ends after its closing mark (its spaces go with the
            // next one), or before a line break.
            return Self.endRange(at: at, count: characters.count) { index in
                Self.endsSentence(characters, index - 1) || (index < characters.count && characters[index] == "\n")
            }
        case .word:
            // From the start of the word at (or before) the offset to the
            // start of the next word, as AT-SPI's word-start boundary.
            func isWord(_ index: Int) -> Bool { TextBoundaries.isWordCharacter(characters[index]) }
            var start = at
            if !(at < characters.count && isWord(at)) { while start > 0, !isWord(start - 1) { start -= 1 } }
            while start > 0, isWord(start - 1) { start -= 1 }
            var end = start
            while end < characters.count, isWord(end) { end += 1 }
            while end < characters.count, !isWord(end) { end += 1 }
            return start..<end
        case .sentence:
            // A sentence ends after ".", "!" or "?" followed by white space
            // (which belongs to it), or at a line break.
            func ends(_ index: Int) -> Bool { Self.endsSentence(characters, index) }
            var start = at
            while start > 0 {
                var back = start - 1
                if characters[back] == "\n" { break }
                guard characters[back] == " ", start < characters.count, characters[start] != " " else { start -= 1; continue }
                while back > 0, characters[back] == " " { back -= 1 }
                if ends(back) { break }
                start -= 1
            }
            var end = at
            while end < characters.count {
                if characters[end] == "\n" { end += 1; break }
                if ends(end) {
                    end += 1
                    while end < characters.count, characters[end].isWhitespace { end += 1 }
                    break
                }
                end += 1
            }
            return start..<end
        case .line:
            let lineFrame = frame(ofCharacter: at)
            var start = at, end = at
            while start > 0, frame(ofCharacter: start - 1).midY == lineFrame.midY, characters[start - 1] != "\n" { start -= 1 }
            while end < characters.count, characters[end] != "\n", frame(ofCharacter: end).midY == lineFrame.midY { end += 1 }
            if end < characters.count, characters[end] == "\n" { end += 1 }
            return start..<end
        case .lineEnd:
            // The line whose end is at or after the offset: an offset at a
            // line's end (before its break, or where a wrap continues it)
            // belongs to that line, as GTK finds it.
            var line = range(of: .line, at: at)
            if at > 0, at == line.lowerBound, characters[at - 1] != "\n" { line = range(of: .line, at: at - 1) }
            let end = line.upperBound > line.lowerBound && characters[line.upperBound - 1] == "\n"
                ? line.upperBound - 1 : line.upperBound
            // A line after a break starts at that break; a wrapped line
            // where the line before it ends.
            let start = line.lowerBound > 0 && characters[line.lowerBound - 1] == "\n" ? line.lowerBound - 1 : line.lowerBound
            return start..<end
        case .paragraph:
            let start = TextBoundaries.paragraphStart(from: at, in: string)
            var end = TextBoundaries.paragraphEnd(from: at, in: string)
            if end < characters.count { end += 1 }
            return start..<end
        }
    }

    /// The unit before the one at `current` (empty at the text's start).
    @MainActor package func range(of unit: AccessibilityTextUnit, before current: Range<Int>) -> Range<Int> {
        guard current.lowerBound > 0 else { return 0..<0 }
        // A line-end unit starts at the previous line's end, which
        // belongs to that line.
        return range(of: unit, at: unit == .lineEnd ? current.lowerBound : current.lowerBound - 1)
    }

    /// The unit after the one at `current` (empty at the text's end).
    @MainActor package func range(of unit: AccessibilityTextUnit, after current: Range<Int>) -> Range<Int> {
        guard current.upperBound < count else { return count..<count }
        // A line-end unit's end belongs to it: the next starts one further.
        return range(of: unit, at: unit == .lineEnd ? current.upperBound + 1 : current.upperBound)
    }

    /// From the end boundary at or before `at` (the text's start when there
    /// is none) to the next one after it (the text's end when there is
    /// none), as GTK reads ATK's end boundaries.
    private static func endRange(at: Int, count: Int, isEnd: (Int) -> Bool) -> Range<Int> {
        var start = at
        while start > 0, !isEnd(start) { start -= 1 }
        guard start < count else { return count..<count }
        var end = start + 1
        while end < count, !isEnd(end) { end += 1 }
        return start..<end
    }

    private static func isWord(_ characters: [Character], _ index: Int) -> Bool {
        characters.indices.contains(index) && TextBoundaries.isWordCharacter(characters[index])
    }

    /// A sentence ends at ".", "!" or "?" followed by white space or the end.
    private static func endsSentence(_ characters: [Character], _ index: Int) -> Bool {
        characters.indices.contains(index) && ".!?".contains(characters[index])
            && (index + 1 == characters.count || characters[index + 1].isWhitespace)
    }
}
