/// What a text field edits: the text, the selection and the undo history,
/// as a pure value. Every position is a count of `Character`s (grapheme
/// clusters), so no edit or caret move ever splits an emoji with its
/// modifiers, a letter and its combining marks, or a Hangul syllable.
///
/// The selection is an anchor (where it started) and a head (where the
/// caret is); they are equal when nothing is selected. Shift+arrows move
/// the head; arrows without Shift collapse the selection.
package struct TextEditingState: Equatable, Sendable {
    package private(set) var text: String
    package private(set) var anchor: Int
    package private(set) var head: Int
    package private(set) var history = TextUndoHistory()

    package init(text: String = "", caret: Int? = nil) {
        self.text = text
        let end = text.count
        count = end
        anchor = min(max(0, caret ?? end), end)
        head = anchor
    }

    /// The number of characters, counted once per edit: counting walks
    /// the whole text, and a keystroke asks for it many times.
    package private(set) var count: Int
    /// The selected range (lower ≤ upper), in characters.
    package var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    package var hasSelection: Bool { anchor != head }
    package var selectedText: String { String(characters(in: selection)) }

    // MARK: Caret and selection

    package enum Unit: Sendable { case character, word, line, document }

    /// Moves the caret `forward` or back by a unit (a line is a paragraph
    /// here: from `\n` to `\n`), extending the selection when `extend`.
    /// Without extending, a selection collapses to the side moved toward.
    package mutating func move(forward: Bool, by unit: Unit, extend: Bool) {
        if !extend, hasSelection, unit == .character {
            let target = forward ? selection.upperBound : selection.lowerBound
            setCaret(target)
            return
        }
        let target: Int = switch unit {
        case .character: forward ? min(count, head + 1) : max(0, head - 1)
        case .word: forward ? TextBoundaries.wordEnd(after: head, in: text) : TextBoundaries.wordStart(before: head, in: text)
        case .line: forward ? TextBoundaries.paragraphEnd(from: head, in: text) : TextBoundaries.paragraphStart(from: head, in: text)
        case .document: forward ? count : 0
        }
        if extend { extendSelection(to: target) } else { setCaret(target) }
    }

    /// Puts the caret at `offset` (clamped), selecting nothing.
    package mutating func setCaret(_ offset: Int) {
        let clamped = clamp(offset)
        anchor = clamped
        head = clamped
        history.breakGroup()
    }

    /// Moves the head to `offset` (clamped), keeping the anchor.
    package mutating func extendSelection(to offset: Int) {
        head = clamp(offset)
        history.breakGroup()
    }

    package mutating func select(_ range: Range<Int>) {
        anchor = clamp(range.lowerBound)
        head = clamp(range.upperBound)
        history.breakGroup()
    }

    package mutating func selectAll() { select(0..<count) }

    /// The word (or run of spaces or punctuation) at `offset`: a double click.
    package mutating func selectWord(at offset: Int) { select(TextBoundaries.word(at: clamp(offset), in: text)) }

    /// The paragraph at `offset`: a triple click.
    package mutating func selectParagraph(at offset: Int) {
        let at = clamp(offset)
        select(TextBoundaries.paragraphStart(from: at, in: text)..<TextBoundaries.paragraphEnd(from: at, in: text))
    }

    // MARK: Editing

    /// Replaces the selection with `string`, typed by the user at `time`
    /// (seconds): consecutive typing within a second joins one undo step.
    package mutating func insert(_ string: String, at time: Double = 0, typing: Bool = true) {
        guard !string.isEmpty || hasSelection else { return }
        replace(selection, with: string, kind: typing && !hasSelection ? .typing : .other, time: time)
    }

    /// Backspace: the selection, else the character (or with `byWord`,
    /// the word) before the caret.
    package mutating func deleteBackward(byWord: Bool = false, at time: Double = 0) {
        if hasSelection { replace(selection, with: "", kind: .other, time: time); return }
        guard head > 0 else { return }
        let start = byWord ? TextBoundaries.wordStart(before: head, in: text) : head - 1
        replace(start..<head, with: "", kind: byWord ? .other : .deleting, time: time)
    }

    /// Delete: the selection, else the character (or word) after the caret.
    package mutating func deleteForward(byWord: Bool = false, at time: Double = 0) {
        if hasSelection { replace(selection, with: "", kind: .other, time: time); return }
        guard head < count else { return }
        let end = byWord ? TextBoundaries.wordEnd(after: head, in: text) : head + 1
        replace(head..<end, with: "", kind: .other, time: time)
    }

    package mutating func undo() {
        guard let step = history.popUndo() else { return }
        apply(step.inverse)
        history.pushRedo(step)
    }

    package mutating func redo() {
        guard let step = history.popRedo() else { return }
        apply(step)
        history.pushUndoKeepingRedo(step)
    }

    package var canUndo: Bool { history.canUndo }
    package var canRedo: Bool { history.canRedo }

    /// The text was changed from outside (the binding): take it, keep the
    /// caret and selection where they were as far as the new text allows
    /// (a caret at the end stays at the end), and forget the history (its
    /// steps describe another text).
    package mutating func adopt(_ newText: String) {
        guard newText != text else { return }
        // A caret at the end stays at the end, as after a search
        // completion or a value formatted on commit; elsewhere it is clamped.
        let wasAtEnd = anchor == count && head == count
        text = newText
        count = newText.count
        anchor = wasAtEnd ? count : clamp(anchor)
        head = wasAtEnd ? count : clamp(head)
        history = TextUndoHistory()
    }

    // MARK: Internals

    private mutating func replace(_ range: Range<Int>, with string: String, kind: TextUndoHistory.Kind, time: Double) {
        let removed = String(characters(in: range))
        let step = TextEditStep(offset: range.lowerBound, removed: removed, inserted: string,
                                selectionBefore: TextSelection(anchor: anchor, head: head))
        apply(step)
        history.record(step, kind: kind, time: time)
    }

    private mutating func apply(_ step: TextEditStep) {
        let start = index(at: step.offset)
        let end = text.index(start, offsetBy: step.removed.count)
        text.replaceSubrange(start..<end, with: step.inserted)
        count = text.count
        // Text joined at the seam may merge into one character (a combining
        // mark typed after a letter): the caret is clamped to the new count.
        let caret = step.offset + step.inserted.count
        if let restored = step.restoresSelection {
            anchor = clamp(restored.anchor)
            head = clamp(restored.head)
        } else {
            anchor = clamp(caret)
            head = anchor
        }
    }

    private func clamp(_ offset: Int) -> Int { min(max(0, offset), count) }

    /// The index of character `offset`, walked from the nearer end (typing
    /// at the end of a long text walks nothing).
    private func index(at offset: Int) -> String.Index {
        offset > count / 2 ? text.index(text.endIndex, offsetBy: offset - count) : text.index(text.startIndex, offsetBy: offset)
    }

    private func characters(in range: Range<Int>) -> Substring {
        let start = index(at: clamp(range.lowerBound))
        let end = text.index(start, offsetBy: clamp(range.upperBound) - clamp(range.lowerBound))
        return text[start..<end]
    }
}
