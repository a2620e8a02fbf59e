/// Word and paragraph boundaries in a text, in characters. A word is a run
/// of letters, digits, marks and underscores; Ctrl+Left goes to the start
/// of the word before the caret, Ctrl+Right to the end of the word after
/// it, as GTK entries do.
enum TextBoundaries {
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
    }

    static func wordStart(before offset: Int, in text: String) -> Int {
        let characters = Array(text)
        var index = min(offset, characters.count)
        while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    static func wordEnd(after offset: Int, in text: String) -> Int {
        let characters = Array(text)
        var index = max(0, offset)
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The run of word characters, spaces, or other characters at `offset`
    /// (the character after it, or before it at the end).
    static func word(at offset: Int, in text: String) -> Range<Int> {
        let characters = Array(text)
        guard !characters.isEmpty else { return 0..<0 }
        let at = offset < characters.count ? offset : characters.count - 1
        func kind(_ c: Character) -> Int { isWordCharacter(c) ? 0 : c.isWhitespace ? 1 : 2 }
        let wanted = kind(characters[at])
        if characters[at] == "\n" { return at..<at }
        var start = at, end = at + 1
        while start > 0, kind(characters[start - 1]) == wanted, characters[start - 1] != "\n" { start -= 1 }
        while end < characters.count, kind(characters[end]) == wanted, characters[end] != "\n" { end += 1 }
        return start..<end
    }

    static func paragraphStart(from offset: Int, in text: String) -> Int {
        let characters = Array(text)
        var index = min(offset, characters.count)
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    static func paragraphEnd(from offset: Int, in text: String) -> Int {
        let characters = Array(text)
        var index = max(0, offset)
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
    }
}
