/// Text as a screen reader reads and edits it: a label's characters and
/// where they are drawn, and a field's text, caret and selection, which
/// it can also change — through the same path as the keyboard.

@MainActor extension EditableText: AccessibleView {
    /// A text field is an entry, a secure field a password text (its
    /// characters read as bullets), a text editor a multi-line text; each
    /// named by its title, editable while enabled.
    func accessibility(node: ViewNode) -> AccessibilityDescription? {
        let role: AccessibilityRole = isSecure ? .passwordText : isEditor ? .text : .entry
        // Named by the field's title (a prompt only shows while it is empty).
        let title = (node.parent?.view as? any TitledTextInput)?.fieldTitle
        var description = AccessibilityDescription(role: role, name: title.flatMap { $0.isEmpty ? nil : $0 } ?? placeholder)
        let session = self.session(node)
        let state = session.state
        description.states = [isSingleLine ? .singleLine : .multiLine, .selectableText]
        if session.isInvalid { description.states.insert(.invalidEntry) }
        let enabled = node.environment.isEnabled
        if enabled { description.states.formUnion([.focusable, .editable]) } else { description.states.insert(.readOnly) }
        let handle = node.handle
        let shown = displayed(state.text)
        description.text = AccessibilityText(string: shown, caret: state.head,
                                             selection: state.hasSelection ? state.selection : nil,
                                             editor: enabled ? editor(handle) : nil, styles: {
            // A field's text is one run in its font and colour.
            guard let node = handle.node else { return nil }
            let environment = node.environment, base = TextRunStyle().resolved(in: environment)
            return AccessibilityTextStyles(styled: StyledText([], in: environment), string: shown, base: base,
                                           environment: environment)
        }) { offset in
            guard let node = handle.node, let field = node.unit as? EditableText else { return .zero }
            return field.characterFrame(offset, node: node)
        }
        return description
    }

    /// The edits, each run on the node if it is still in its window.
    private func editor(_ handle: NodeHandle) -> AccessibilityTextEditor {
        func withField(_ body: (EditableText, ViewNode, ViewHost, TextEditingSession) -> Void) {
            guard let node = handle.node, let host = node.host as? ViewHost, node.isAttached(to: host.root),
                  let field = node.unit as? EditableText else { return }
            body(field, node, host, field.session(node))
        }
        return AccessibilityTextEditor(
            replace: { range, string in
                withField { field, node, host, session in
                    var text = string
                    if field.isSingleLine, let newline = text.firstIndex(where: \.isNewline) { text = String(text[..<newline]) }
                    session.state.select(range)
                    text = field.fitting(text, into: session.state)
                    let before = session.state.text
                    session.state.insert(text, at: host.clock.now, typing: false)
                    field.afterEdit(node: node, session: session, host: host, textChanged: session.state.text != before)
                }
            },
            select: { range in
                withField { field, node, host, session in
                    session.state.select(range)
                    field.afterEdit(node: node, session: session, host: host, textChanged: false)
                }
            },
            copy: { range in
                var copied = false
                withField { field, _, host, session in
                    // A password is never copied out of its field.
                    guard !field.isSecure, !range.isEmpty else { return }
                    var probe = session.state
                    probe.select(range)
                    host.clipboard.write(probe.selectedText, to: .clipboard)
                    copied = true
                }
                return copied
            },
            paste: { offset in
                withField { field, node, host, _ in field.paste(from: .clipboard, at: offset, node: node, host: host) }
            })
    }

    /// Where the character at `offset` is drawn, in window points: its
    /// line, between its caret position and the next one's (either way
    /// round: in a right-to-left run the next one is to its left; the
    /// positions include the line's alignment shift).
    func characterFrame(_ offset: Int, node: ViewNode) -> CGRect {
        let session = self.session(node)
        let content = contentRect(node)
        let layout = lines(session.state.text, node: node, width: content.width)
        guard !layout.lines.isEmpty else { return CGRect(x: content.minX, y: content.minY, width: 0, height: 0) }
        let index = layout.lineIndex(of: offset)
        let line = layout.lines[index]
        let start = layout.x(of: offset, in: index)
        let end = offset < line.range.upperBound ? layout.x(of: offset + 1, in: index) : start
        let origin = CGPoint(x: content.minX - (isSingleLine ? session.scroll : 0),
                             y: content.minY - (isSingleLine ? 0 : session.scroll))
        return CGRect(x: origin.x + min(start, end), y: origin.y + CGFloat(index) * layout.lineHeight,
                      width: abs(end - start), height: layout.lineHeight)
    }
}

@MainActor extension Text {
    /// A label's text, and where each of its characters is drawn.
    func accessibleText(node: ViewNode) -> AccessibilityText {
        let handle = node.handle
        let string = content
        return AccessibilityText(string: string, styles: {
            // The runs as laid out: `Text + Text` parts with their own fonts, colours, decorations.
            guard let node = handle.node, let text = node.view as? Text else { return nil }
            let environment = node.environment
            return AccessibilityTextStyles(styled: text.idealLayout(node).styled, string: string,
                                           base: TextRunStyle().resolved(in: environment), environment: environment)
        }) { offset in
            guard let node = handle.node, let text = node.view as? Text else { return .zero }
            return text.characterFrame(offset, node: node)
        }
    }

    /// Found on the lines layout made, measured in the text's base font
    /// and placed with the lines' alignment, as `TextPainter` draws them.
    /// A text shown otherwise than written (a text case, a live date)
    /// answers with its whole frame.
    private func characterFrame(_ offset: Int, node: ViewNode) -> CGRect {
        let frame = node.presentedFrame
        guard let layout = node.textLayout else { return frame }
        let ideal = idealLayout(node)
        let string = ideal.styled.string
        guard string == content, !layout.lines.isEmpty else { return frame }
        let characterIndex = string.index(string.startIndex, offsetBy: min(max(0, offset), string.count))
        let byte = string.utf8.distance(from: string.startIndex, to: characterIndex)
        let lineIndex = layout.lines.lastIndex { $0.source.lowerBound <= byte } ?? 0
        let line = layout.lines[lineIndex]
        let font = ideal.styled.scaled(by: layout.fontScale).baseStyle.font
        let measurer = node.host.textMeasurer
        let within = min(max(0, byte - line.source.lowerBound), line.text.utf8.count)
        let prefixEnd = line.text.utf8.index(line.text.utf8.startIndex, offsetBy: within)
        let start = measurer.width(of: line.text[..<prefixEnd], font: font)
        var end = start
        if prefixEnd < line.text.endIndex {
            let next = line.text.index(after: prefixEnd)
            end = measurer.width(of: line.text[..<next], font: font)
        }
        let alignment = node.environment.lineAlignment
        let slack = frame.width - line.width
        let x = frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
        return CGRect(x: x + start, y: frame.minY + CGFloat(lineIndex) * layout.lineAdvance,
                      width: end - start, height: layout.metrics.lineHeight)
    }
}

/// A view around an editable text that knows its title (`TextField`'s and
/// `SecureField`'s label), which names the text's element.
protocol TitledTextInput {
    var fieldTitle: String? { get }
}

extension TextField: TitledTextInput {
    var fieldTitle: String? { (label as? Text)?.content }
}

extension SecureField: TitledTextInput {
    var fieldTitle: String? { (label as? Text)?.content }
}
