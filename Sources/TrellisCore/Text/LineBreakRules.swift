/// Where a line may break, by the parts of UAX #14 that need no
/// dictionary: after spaces, between CJK characters (but never before
/// closing punctuation or after opening punctuation), and after a hyphen
/// or slash between letters (long words and URLs). The X11 backend answers
/// with ICU's full rules instead (Thai words, every script's punctuation);
/// this is what a measurer without them uses.
enum LineBreakRules {
    static func segments(of text: Substring) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var previous: Character? = nil
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if index > start, let previous, breaks(between: previous, and: character, next: text.index(after: index) < text.endIndex ? text[text.index(after: index)] : nil) {
                result.append(text[start..<index])
                start = index
            }
            previous = character
            index = text.index(after: index)
        }
        if start < text.endIndex { result.append(text[start..<text.endIndex]) }
        return result
    }

    /// A break opportunity between `before` and `after`.
    private static func breaks(between before: Character, and after: Character, next: Character?) -> Bool {
        if after.isWhitespace { return false }              // spaces stay with the word before them
        if after.isClosingPunctuation || before.isOpeningPunctuation { return false }
        if before.isWhitespace { return true }
        if before.breaksFreely || after.breaksFreely { return true }
        // "well-known", "a/b": after the mark, when letters follow it.
        if before == "-" || before == "/" || before == "\u{2010}" { return after.isLetter }
        return false
    }
}

extension Character {
    /// CJK ideographs, kana and Hangul break without spaces.
    var breaksFreely: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FFFF:
            return !isClosingPunctuation && !isOpeningPunctuation
        default: return false
        }
    }

    /// Punctuation no line may start with (UAX #14 classes CL, CP, EX, IS,
    /// NS, and small kana).
    var isClosingPunctuation: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: return true
        default: break
        }
        return "、。，．・：；？！ー）」』】〕〉》〙〗〟ゝゞヽヾ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.:;!?%".unicodeScalars
            .contains(scalar)
    }

    /// Punctuation no line may end with (UAX #14 class OP).
    var isOpeningPunctuation: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .openPunctuation
    }
}
