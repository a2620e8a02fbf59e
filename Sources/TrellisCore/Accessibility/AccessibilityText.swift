/// The text of an element as AT-SPI's `Text` interface reads it: the
/// string a screen reader speaks (bullets for a password), the caret and
/// the selection, where each character is drawn, and — for a field the
/// user may edit — the edits a screen reader can make (`EditableText`).
/// Offsets here are `Character`s, as the editor counts; the backend turns
/// them into the protocol's code points.
package struct AccessibilityText {
    package var string: String
    /// The caret, nil for text without one (a label).
    package var caret: Int?
    /// The selected range; nil or empty when nothing is selected.
    package var selection: Range<Int>?
    /// What a screen reader may change; nil for read-only text.
    package let editor: AccessibilityTextEditor?
    /// Where the character at an offset is drawn, in window points (the
    /// offset one past the end: where the next character would go).
    let characterFrame: @MainActor (Int) -> CGRect
    /// How the text looks, stretch by stretch; made when a client asks.
    let makeStyles: (@MainActor () -> AccessibilityTextStyles?)?

    init(string: String, caret: Int? = nil, selection: Range<Int>? = nil, editor: AccessibilityTextEditor? = nil,
         styles: (@MainActor () -> AccessibilityTextStyles?)? = nil,
         characterFrame: @escaping @MainActor (Int) -> CGRect) {
        (self.string, self.caret, self.selection, self.editor, self.characterFrame) =
            (string, caret, selection, editor, characterFrame)
        makeStyles = styles
    }

    /// The text's styles, nil where they are not known (a date picker's text).
    @MainActor package var styles: AccessibilityTextStyles? { makeStyles?() }

    package var count: Int { string.count }

    @MainActor package func frame(ofCharacter offset: Int) -> CGRect {
        characterFrame(min(max(0, offset), count))
    }

    /// The offset whose character is nearest `point` (window points), -1
    /// when the point is outside every line.
    @MainActor package func offset(at point: CGPoint) -> Int {
        guard count > 0 else { return -1 }
        var best = -1
        var bestDistance = CGFloat.infinity
        for offset in 0..<count {
            let frame = characterFrame(offset)
            guard point.y >= frame.minY, point.y < frame.maxY else { continue }
            if frame.contains(point) { return offset }
            let distance = min(abs(point.x - frame.minX), abs(point.x - frame.maxX))
            if distance < bestDistance { (best, bestDistance) = (offset, distance) }
        }
        return best
    }
}

/// The edits a screen reader can make to an editable text, in characters.
/// Each goes through the same path as typing (the binding is written, the
/// undo history records it, the field repaints); a secure field refuses to
/// copy or cut, as it does for the keyboard.
@MainActor
package struct AccessibilityTextEditor {
    /// Replaces the characters in the range with the string.
    let replace: (Range<Int>, String) -> Void
    /// Selects the range (empty: puts the caret there).
    let select: (Range<Int>) -> Void
    /// Copies the range to the clipboard; false when refused.
    let copy: (Range<Int>) -> Bool
    /// Inserts the clipboard's text at the offset (when it arrives).
    let paste: (Int) -> Void

    package func setContents(_ string: String, in text: AccessibilityText) { replace(0..<text.count, string) }
    package func insert(_ string: String, at offset: Int, in text: AccessibilityText) {
        let at = min(max(0, offset), text.count)
        replace(at..<at, string)
    }
    package func delete(_ range: Range<Int>, in text: AccessibilityText) { replace(range.clamped(to: 0..<text.count), "") }
    package func setCaret(_ offset: Int, in text: AccessibilityText) {
        let at = min(max(0, offset), text.count)
        select(at..<at)
    }
    package func setSelection(_ range: Range<Int>, in text: AccessibilityText) { select(range.clamped(to: 0..<text.count)) }
    @discardableResult
    package func copy(_ range: Range<Int>, in text: AccessibilityText) -> Bool { copy(range.clamped(to: 0..<text.count)) }
    @discardableResult
    package func cut(_ range: Range<Int>, in text: AccessibilityText) -> Bool {
        let clamped = range.clamped(to: 0..<text.count)
        guard copy(clamped) else { return false }
        replace(clamped, "")
        return true
    }
    package func paste(at offset: Int, in text: AccessibilityText) { paste(min(max(0, offset), text.count)) }
}

/// Text boundaries a screen reader moves by (AT-SPI's granularities), in
/// characters of the text. `word` and `sentence` run from one start to
/// the next (spaces after belong to them); `wordEnd` and `sentenceEnd`
/// from one end to the next (spaces before belong to them), as ATK's
/// `WORD_END` and `SENTENCE_END` boundaries.
package enum AccessibilityTextUnit: Sendable {
    case character, word, wordEnd, sentence, sentenceEnd, line, paragraph
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
        case .paragraph:
            let start = TextBoundaries.paragraphStart(from: at, in: string)
            var end = TextBoundaries.paragraphEnd(from: at, in: string)
            if end < characters.count { end += 1 }
            return start..<end
        }
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

    /// The characters in a range (clamped).
    package func substring(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<count)
        let start = string.index(string.startIndex, offsetBy: clamped.lowerBound)
        let end = string.index(start, offsetBy: clamped.count)
        return String(string[start..<end])
    }
}
