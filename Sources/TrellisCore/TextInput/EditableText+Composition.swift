/// An input method's pre-edit in an editable text: drawn at the caret in
/// place of the selection, underlined, while the binding keeps the text
/// as it was until the input method commits (the commit arrives as typed
/// text). The window has one pre-edit, kept by its focus tracker, and the
/// focused text draws it; the backend places the input method's
/// candidate window at `ViewHost.textInputCaretRect`.
@MainActor extension EditableText {
    /// The text drawn, the pre-edit's range in it (nil when nothing is
    /// being composed here) and the caret, in grapheme clusters.
    func shown(_ session: TextEditingSession, node: ViewNode) -> (text: String, marked: Range<Int>?, caret: Int) {
        guard !isSecure, let host = node.host as? ViewHost, host.focus.node === node,
              !host.focus.composition.isEmpty else {
            return (session.state.text, nil, session.state.head)
        }
        let composed = host.focus.composition.shown(in: session.state)
        return (composed.text, composed.marked, composed.caret)
    }

    /// The pre-edit's underline, one line of the text at a time.
    func paintUnderline(_ marked: Range<Int>, layout: EditableTextLines, origin: CGPoint, color: RGBAColor,
                        into recorder: inout DisplayListRecorder) {
        for (index, line) in layout.lines.enumerated() {
            let lower = max(marked.lowerBound, line.range.lowerBound)
            let upper = min(marked.upperBound, line.range.upperBound)
            guard lower < upper else { continue }
            let start = layout.x(of: lower, in: index), end = layout.x(of: upper, in: index)
            let y = origin.y + CGFloat(index) * layout.lineHeight + layout.ascent + 1
            recorder.fill(Path(CGRect(x: origin.x + start, y: y.rounded(.down), width: end - start, height: 1)), color)
        }
    }

    /// The caret's rectangle in the window, where it is drawn.
    func caretRect(node: ViewNode) -> CGRect? {
        let content = contentRect(node)
        guard content.width > 0, content.height > 0, content.minX.isFinite, content.minY.isFinite else { return nil }
        let session = self.session(node)
        let shown = self.shown(session, node: node)
        let layout = lines(shown.text, node: node, width: content.width)
        let line = layout.lineIndex(of: shown.caret)
        let x = content.minX - (isSingleLine ? session.scroll : 0) + layout.x(of: shown.caret, in: line)
        let y = content.minY - (isSingleLine ? 0 : session.scroll) + CGFloat(line) * layout.lineHeight
        return CGRect(x: min(max(x, content.minX), content.maxX), y: min(max(y, content.minY), content.maxY),
                      width: 1, height: layout.lineHeight)
    }
}

extension ViewHost {
    /// The input method's pre-edit changed: the focused text draws it (and
    /// scrolls to keep its caret in view). Nothing is written anywhere.
    func compositionChanged(_ composition: TextComposition) {
        guard focus.composition != composition else { return }
        focus.composition = composition
        needsDisplay = true
        guard let node = focus.node, let editable = node.unit as? EditableText else { return }
        let session = editable.session(node)
        session.blinkStart = clock.now
        editable.keepCaretVisible(node: node, session: session)
    }

    /// The focused text's caret in window points, for the input method's
    /// candidate window; nil when no text has the focus.
    package var textInputCaretRect: CGRect? {
        guard let node = focus.node, node.isAttached(to: root), let editable = node.unit as? EditableText else { return nil }
        return editable.caretRect(node: node)
    }

    /// The pre-edit being shown (tests read it).
    package var textComposition: TextComposition { focus.composition }
}
