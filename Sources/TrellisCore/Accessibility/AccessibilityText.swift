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

extension AccessibilityText {
    /// The characters in a range (clamped).
    package func substring(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<count)
        let start = string.index(string.startIndex, offsetBy: clamped.lowerBound)
        let end = string.index(start, offsetBy: clamped.count)
        return String(string[start..<end])
    }
}
