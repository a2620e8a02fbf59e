/// What an editable text keeps between frames, in its node: the editing
/// state, the text shown when it differs from the binding (a number field
/// being typed into), scrolling, the caret's blink, and clicks.
@MainActor
final class TextEditingSession {
    var state: TextEditingState
    /// The binding's text when the state last matched it: a different
    /// value means it was changed from outside.
    var syncedText: String
    /// Horizontal scroll of a single line, vertical of a multi-line text.
    var scroll: CGFloat = 0
    /// When the caret last moved or the text changed: it shows solid
    /// then, and blinks from there.
    var blinkStart: Double = 0
    /// The last click, for double and triple clicks.
    var lastClick: (time: Double, point: CGPoint, count: Int)?
    /// The unit of a drag selection (characters, or whole words/lines
    /// after a double/triple click) and where it started.
    var dragUnit: TextEditingState.Unit?
    var dragOrigin: Range<Int> = 0..<0
    /// The last lines laid out, with what they were laid out for.
    var linesCache: (text: String, width: CGFloat?, font: ResolvedFont, lines: EditableTextLines)?
    /// Each paragraph's lines, so an edit lays out only its paragraph.
    let paragraphCache = ParagraphLineCache()

    /// Forgets the lines laid out (the measurer's answers changed).
    func forgetLayout() {
        linesCache = nil
        paragraphCache.forgetAll()
    }
    /// A number field's text did not parse when it was committed.
    var isInvalid = false

    init(text: String) {
        state = TextEditingState(text: text, caret: 0)
        syncedText = text
    }

    /// How the caret blinks: on for `half`, off for `half`, and after
    /// `timeout` of no typing it stays on (no more wake-ups), as GTK does.
    /// Half of the desktop's blink (`Net/CursorBlinkTime`, 1.2 s by default).
    static var half: Double { DesktopTiming.caretBlinkCycle / 2 }
    static let timeout = 10.0

    func caretIsVisible(at now: Double) -> Bool {
        let elapsed = now - blinkStart
        guard DesktopTiming.caretBlinks, elapsed < Self.timeout, elapsed >= 0 else { return true }
        return Int(elapsed / Self.half) % 2 == 0
    }

    /// When the caret next changes between shown and hidden; nil once it
    /// stays on.
    func nextBlink(after now: Double) -> Double? {
        let elapsed = now - blinkStart
        guard DesktopTiming.caretBlinks, elapsed < Self.timeout, elapsed >= 0 else { return nil }
        return blinkStart + (floor(elapsed / Self.half) + 1) * Self.half
    }
}

extension ViewNode {
    /// An editable text's session (made on first use).
    func textEditingSession(initialText: @autoclosure () -> String) -> TextEditingSession {
        if let session = textEditor as? TextEditingSession { return session }
        let session = TextEditingSession(text: initialText())
        textEditor = session
        return session
    }
}
