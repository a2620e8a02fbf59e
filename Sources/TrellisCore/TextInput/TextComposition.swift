/// An input method's pre-edit: the text being composed (kana before
/// conversion, a Hangul syllable being built, pinyin), not yet part of the
/// field's text. It is drawn at the caret, underlined, and the binding is
/// untouched until the input method commits.
///
/// XIM describes it by edits (`XIMPreeditDrawCallbackStruct`): replace
/// `length` characters at `first` with new text, and put the caret at an
/// offset. Its characters are Unicode scalars (wide characters), so the
/// model keeps scalars and converts to grapheme clusters for drawing.
package struct TextComposition: Equatable, Sendable {
    package private(set) var scalars: [Unicode.Scalar] = []
    /// The caret, in scalars from the start of the pre-edit.
    package private(set) var caretScalars = 0

    package init() {}

    package init(_ text: String, caret: Int? = nil) {
        scalars = Array(text.unicodeScalars)
        caretScalars = min(max(0, caret ?? scalars.count), scalars.count)
    }

    package var text: String { Self.string(scalars[...]) }

    package var isEmpty: Bool { scalars.isEmpty }

    /// Replaces `length` scalars at `first` with `replacement` (nil: only
    /// deletes) and moves the caret, as a draw callback says. Out-of-range
    /// numbers from a confused server are clamped, never trusted.
    package mutating func replace(first: Int, length: Int, with replacement: String?, caret: Int) {
        let start = min(max(0, first), scalars.count)
        let end = min(max(start, start + max(0, length)), scalars.count)
        scalars.replaceSubrange(start..<end, with: Array((replacement ?? "").unicodeScalars))
        caretScalars = min(max(0, caret), scalars.count)
    }

    /// Moves the caret only (the caret callback).
    package mutating func moveCaret(to offset: Int) {
        caretScalars = min(max(0, offset), scalars.count)
    }

    /// The caret in grapheme clusters.
    package var caret: Int { Self.string(scalars[..<caretScalars]).count }

    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// The field's text as drawn while composing: the pre-edit stands in
    /// place of the selection; `marked` is its range and `caret` the
    /// caret's offset, both in grapheme clusters of `text`. (Clusters
    /// could join across the seam — a combining mark typed after "e" —
    /// so offsets are counted in the joined string.)
    package func shown(in state: TextEditingState) -> (text: String, marked: Range<Int>, caret: Int) {
        let characters = Array(state.text)
        let lower = min(state.selection.lowerBound, characters.count)
        let upper = min(state.selection.upperBound, characters.count)
        let before = String(characters[..<lower])
        let after = String(characters[upper...])
        let prefix = before + text
        let start = before.count
        let end = prefix.count
        let caretText = before + Self.string(scalars[..<caretScalars])
        return (prefix + after, start..<max(start, end), min(caretText.count, end))
    }
}
