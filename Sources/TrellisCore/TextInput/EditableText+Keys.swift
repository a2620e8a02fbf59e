/// Editing from the keyboard, as in a GTK entry: typed text, Backspace
/// and Delete (Ctrl: by word), arrows (Shift extends, Ctrl moves by word;
/// Left and Right in logical order, as Qt's default move style),
/// Home/End (Ctrl: the whole text), Up/Down between lines, Ctrl+A, undo
/// (Ctrl+Z) and redo (Ctrl+Shift+Z, Ctrl+Y), Ctrl+C/X/V through the
/// clipboard. Return submits a field (Tab and Return then go on to the
/// window: the focus moves, the default button runs).
@MainActor extension EditableText: Focusable {
    func acceptsFocus(node: ViewNode) -> Bool { node.environment.isEnabled }
    var focusesOnClick: Bool { true }

    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        let session = self.session(node)
        let now = host.clock.now
        let control = press.modifiers.contains(.control), shift = press.modifiers.contains(.shift)
        var changed = false
        func edit(_ change: (inout TextEditingState) -> Void) {
            let before = session.state.text
            change(&session.state)
            changed = changed || session.state.text != before
        }
        switch press.key {
        case .leftArrow, .rightArrow:
            // Logical order: Right goes on to the next character in a
            // left-to-right paragraph and back in a right-to-left one (Left
            // the opposite); the selection is still drawn as visual pieces.
            let forward = (press.key == .rightArrow) != readsRightToLeft(at: session.state.head, node: node, session: session)
            edit { $0.move(forward: forward, by: control ? .word : .character, extend: shift) }
        case .home, .end:
            edit { $0.move(forward: press.key == .end, by: control || isSingleLine ? .document : .line, extend: shift) }
        case .upArrow, .downArrow:
            guard !isSingleLine else { return .ignored }
            moveVertically(down: press.key == .downArrow, extend: shift, node: node, session: session)
        case .delete:
            edit { $0.deleteBackward(byWord: control, at: now) }
        case .deleteForward:
            edit { $0.deleteForward(byWord: control, at: now) }
        case .return:
            if isEditor { edit { $0.insert("\n", at: now) }; break }
            submit(node: node, session: session)
            return .ignored
        case "a" where control && !shift, "A" where control && !shift:
            edit { $0.selectAll() }
        case "z" where control, "Z" where control:
            edit { if shift { $0.redo() } else { $0.undo() } }
        case "y" where control, "Y" where control:
            edit { $0.redo() }
        case "c" where control, "C" where control:
            copy(session: session, host: host)
        case "x" where control, "X" where control:
            guard copy(session: session, host: host) else { break }
            edit { $0.insert("", at: now, typing: false) }
        case "v" where control, "V" where control:
            paste(from: .clipboard, node: node, host: host)
        default:
            guard let typed = press.typedText else { return .ignored }
            let text = fitting(typed, into: session.state)
            edit { $0.insert(text, at: now) }
        }
        afterEdit(node: node, session: session, host: host, textChanged: changed)
        return .handled
    }

    /// Whether the line holding `offset` reads right to left (its first
    /// strong letter, or the layout direction when it has none).
    private func readsRightToLeft(at offset: Int, node: ViewNode, session: TextEditingSession) -> Bool {
        let layout = lines(session.state.text, node: node, width: contentRect(node).width)
        return layout.readsRightToLeft(layout.lineIndex(of: offset))
    }

    /// Focus in: the whole text is selected (as a GTK entry reached with
    /// Tab); a click then puts the caret where it lands. Focus out: a
    /// number field commits its text.
    func focusChanged(_ isFocused: Bool, node: ViewNode, host: ViewHost) {
        let session = self.session(node)
        session.blinkStart = host.clock.now
        if isFocused, !isEditor { session.state.selectAll() }
        if !isFocused { commit(session: session) }
        if !isFocused, !isEditor { session.state.setCaret(0); session.scroll = 0 }
        host.needsDisplay = true
    }

    /// The text goes to the source (a number field: if it parses), and
    /// the `onSubmit` actions run.
    private func submit(node: ViewNode, session: TextEditingSession) {
        commit(session: session)
        for action in node.environment.submitActions.actions { action() }
    }

    /// Writes the text to the source; a text that does not parse stays,
    /// marked, and the value keeps what it had.
    func commit(session: TextEditingSession) {
        let text = session.state.text
        guard source.commit(text) else { session.isInvalid = true; return }
        session.isInvalid = false
        let formatted = source.read()
        session.syncedText = formatted
        if formatted != text { session.state.adopt(formatted) }
    }

    /// After any key: the binding gets the new text (a `String` binding at
    /// once), the caret shows solid and in view, and the window repaints.
    func afterEdit(node: ViewNode, session: TextEditingSession, host: ViewHost, textChanged: Bool) {
        if textChanged {
            session.isInvalid = false
            if source.writesWhileTyping {
                _ = source.commit(session.state.text)
                session.syncedText = session.state.text
            }
            // The field may grow (a vertical field) or show other text.
            node.invalidateLayout()
            host.needsLayout = true
        }
        if session.state.hasSelection, !isSecure { host.clipboard.write(session.state.selectedText, to: .primary) }
        session.blinkStart = host.clock.now
        keepCaretVisible(node: node, session: session)
        host.needsDisplay = true
    }

    @discardableResult
    private func copy(session: TextEditingSession, host: ViewHost) -> Bool {
        // A password is never copied out of its field.
        guard !isSecure, session.state.hasSelection else { return false }
        host.clipboard.write(session.state.selectedText, to: .clipboard)
        return true
    }

    /// The most characters a single-line field holds, as a GTK entry
    /// (65,535): a pasted ten megabytes would otherwise be measured and
    /// drawn as one line on every frame.
    static let singleLineLimit = 65_535

    /// How much of `text` fits in a single-line field holding `state`.
    func fitting(_ text: String, into state: TextEditingState) -> String {
        guard isSingleLine else { return text }
        let room = Self.singleLineLimit - (state.count - state.selection.count)
        return room >= text.count ? text : String(text.prefix(max(0, room)))
    }

    /// Inserts the clipboard's (or the primary selection's) text when it
    /// arrives; a single-line field takes it up to its first line break.
    func paste(from selection: ClipboardSelection, at offset: Int? = nil, node: ViewNode, host: ViewHost) {
        let single = isSingleLine
        host.clipboard.read(selection) { [weak host] text in
            guard let host, var text, node.isAttached(to: host.root), !text.isEmpty else { return }
            if single, let newline = text.firstIndex(where: \.isNewline) { text = String(text[..<newline]) }
            let session = self.session(node)
            if let offset { session.state.setCaret(offset) }
            text = fitting(text, into: session.state)
            guard !text.isEmpty else { return }
            session.state.insert(text, at: host.clock.now, typing: false)
            afterEdit(node: node, session: session, host: host, textChanged: true)
        }
    }

    private func moveVertically(down: Bool, extend: Bool, node: ViewNode, session: TextEditingSession) {
        let layout = lines(session.state.text, node: node, width: contentRect(node).width)
        let line = layout.lineIndex(of: session.state.head)
        let x = layout.x(of: session.state.head, in: line)
        let target: Int
        if down {
            target = line + 1 < layout.lines.count ? layout.offset(atX: x, line: line + 1) : session.state.count
        } else {
            target = line > 0 ? layout.offset(atX: x, line: line - 1) : 0
        }
        if extend { session.state.extendSelection(to: target) } else { session.state.setCaret(target) }
    }
}
