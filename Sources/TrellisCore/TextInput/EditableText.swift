/// The unit behind `TextField`, `SecureField` and `TextEditor`: text the
/// user edits with the keyboard and the pointer, drawn by Trellis — the
/// field's border, the text scrolled to keep the caret in view, the
/// selection, and a caret that blinks while the window has the focus.
package nonisolated struct EditableText: View {
    package typealias Body = Never

    enum Kind: Sendable {
        /// One line, or lines that grow with the text (`axis: .vertical`).
        case field(Axis)
        /// One line of bullets; copying is refused.
        case secure
        /// Many lines filling the space offered, scrolled to the caret.
        case editor
    }

    let kind: Kind
    let source: EditableTextSource
    /// Shown while the text is empty: the prompt, or else the title.
    let placeholder: String
    /// The prompt alone, for a form that shows the title as the label.
    var prompt = ""

    /// What shows while the text is empty here.
    @MainActor func shownPlaceholder(_ node: ViewNode) -> String {
        node.environment.formShowsTitlesApart ? prompt : placeholder
    }

    var isSingleLine: Bool {
        if case .field(.horizontal) = kind { return true }
        if case .secure = kind { return true }
        return false
    }
    var isEditor: Bool { if case .editor = kind { return true } else { return false } }
    var isSecure: Bool { if case .secure = kind { return true } else { return false } }
}

/// Where an editable text's string comes from and goes to: a `String`
/// binding written on every edit, or a value written only when the text
/// parses, on Return or when the focus leaves (`TextField(value:format:)`).
struct EditableTextSource: @unchecked Sendable {
    let read: @MainActor () -> String
    let writesWhileTyping: Bool
    /// Writes the text; false when it does not parse (it is not written).
    let commit: @MainActor (String) -> Bool
    /// What the closures read (the binding, its format): two sources with
    /// equal inputs read and write the same (see `ViewValueComparison`).
    var inputs: Any = ()

    /// Foundation's parse strategies read a prefix ("4x" parses as 4): the
    /// text counts only if each of its other characters — not digits or
    /// spaces — also appears in what the parsed value formats to, or is a
    /// sign or separator ("1000" for "1,000" is fine, "12abc" is not).
    static func isWhole(_ text: String, formatted: String) -> Bool {
        text.allSatisfy { $0.isNumber || $0.isWhitespace || "+-.,'\u{2019}".contains($0) || formatted.contains($0) }
    }

    static func string(_ binding: Binding<String>) -> EditableTextSource {
        nonisolated(unsafe) let binding = binding
        return EditableTextSource(read: { binding.wrappedValue }, writesWhileTyping: true,
                                  commit: { binding.wrappedValue = $0; return true }, inputs: binding)
    }
}

extension EditableTextSource: ViewFieldComparing {
    static func viewFieldsEqual(_ a: Self, _ b: Self) -> Bool {
        a.writesWhileTyping == b.writesWhileTyping && ViewValueComparison.equalAny(a.inputs, b.inputs)
    }
}

@MainActor extension EditableText: FramedView {
    var kindName: String { isEditor ? "TextEditor" : isSecure ? "SecureField" : "TextField" }

    var font: (ViewNode) -> ResolvedFont { { ($0.environment.font ?? .body).resolved } }

    /// The inset of the text from the frame: the field's border and padding.
    func insets(_ node: ViewNode) -> CGSize {
        if isEditor { return CGSize(width: 5, height: 4) }
        return node.environment.textFieldStyleKind == .plain ? .zero : CGSize(width: 6, height: 3)
    }

    /// The string drawn and measured: bullets for a secure field.
    func displayed(_ text: String) -> String {
        isSecure ? String(repeating: "•", count: text.count) : text
    }

    /// The text's lines at `width`, kept in the session until the text,
    /// the width or the font changes (painting, the caret and the pointer
    /// all ask for them).
    func lines(_ text: String, node: ViewNode, width: CGFloat?) -> EditableTextLines {
        let wrapWidth = isSingleLine ? nil : width.map { max(1, $0) }
        let resolved = font(node)
        let session = node.textEditor as? TextEditingSession
        let direction = node.environment.layoutDirection
        let alignment = node.environment.lineAlignment
        if let cached = session?.linesCache, cached.text == text, cached.width == wrapWidth, cached.font == resolved,
           cached.lines.direction == direction, cached.lines.alignment == alignment,
           alignment == .leading || cached.lines.alignmentWidth == width {
            return cached.lines
        }
        let made = EditableTextLines(text: displayed(text), width: wrapWidth, measurer: node.host.textMeasurer, font: resolved,
                                     direction: direction, alignment: alignment, alignmentWidth: width,
                                     cache: session?.paragraphCache)
        session?.linesCache = (text, wrapWidth, resolved, made)
        return made
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let inset = insets(node)
        let measurer = node.host.textMeasurer
        let resolved = font(node)
        let lineHeight = measurer.lineMetrics(of: resolved).lineHeight
        let text = currentText(node)
        // (A pasted megabyte would make that a long measurement: the first
        // thousand characters say as much about an ideal width.)
        let ideal = max(measurer.width(of: Substring(displayed(String(text.prefix(1000)))), font: resolved),
                        measurer.width(of: Substring(shownPlaceholder(node)), font: resolved), 40) + 2 * inset.width + 1
        let width = p.width ?? ideal
        if isEditor {
            return CGSize(width: width, height: p.height ?? max(5 * lineHeight, 60) + 2 * inset.height)
        }
        if isSingleLine { return CGSize(width: width, height: lineHeight + 2 * inset.height) }
        let inner = width.isFinite ? width - 2 * inset.width : nil
        let height = lines(text, node: node, width: inner).height
        // `lineLimit(3...)`: at least that many lines high, empty or not.
        let reserved = CGFloat(node.environment.minimumLines ?? 1) * lineHeight
        return CGSize(width: width, height: max(reserved, height) + 2 * inset.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {}

    /// The baselines of its first and last lines of text, so a label
    /// beside it (in a form's label column, an `HStack` aligned by
    /// `.firstTextBaseline`) sits on the line typed into.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        let metrics = node.host.textMeasurer.lineMetrics(of: font(node))
        let inset = insets(node).height
        switch key {
        case VerticalAlignment.firstTextBaseline.key: return inset + metrics.ascent
        case VerticalAlignment.lastTextBaseline.key:
            return isSingleLine ? inset + metrics.ascent : size.height - inset - metrics.descent
        default: return nil
        }
    }

    /// The text the field shows: its session's once it has one (what is
    /// being typed), else the source's.
    func currentText(_ node: ViewNode) -> String {
        (node.textEditor as? TextEditingSession)?.state.text ?? source.read()
    }

    /// The session, brought up to date with the source: a change made
    /// from outside (the binding set by code) is taken, the caret clamped.
    func session(_ node: ViewNode) -> TextEditingSession {
        let session = node.textEditingSession(initialText: source.read())
        let current = source.read()
        if current != session.syncedText {
            session.syncedText = current
            session.state.adopt(current)
            session.isInvalid = false
        }
        return session
    }

    /// The rectangle the text is drawn in.
    func contentRect(_ node: ViewNode) -> CGRect {
        let inset = insets(node)
        return node.presentedFrame.insetBy(dx: inset.width, dy: inset.height)
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite, frame.width > 0 else { return }
        let session = self.session(node)
        let enabled = node.environment.isEnabled
        let host = node.host as? ViewHost
        let focused = host?.focus.node === node
        paintChrome(node: node, frame: frame, invalid: session.isInvalid, into: &recorder)
        let content = contentRect(node)
        let shown = self.shown(session, node: node)
        let layout = lines(shown.text, node: node, width: content.width)
        let foreground = node.environment.foregroundColor.multiplyingAlpha(by: enabled ? 1 : 0.45)
        let resolved = font(node)
        recorder.clipped(to: content) { recorder in
            let origin = CGPoint(x: content.minX - (isSingleLine ? session.scroll : 0),
                                 y: content.minY - (isSingleLine ? 0 : session.scroll))
            let placeholder = shownPlaceholder(node)
            if shown.text.isEmpty, !placeholder.isEmpty {
                let width = node.host.textMeasurer.width(of: Substring(placeholder), font: resolved)
                let slack = max(0, content.width - width)
                let shift = layout.alignment == .leading ? 0 : layout.alignment == .center ? (slack / 2).rounded(.down) : slack
                recorder.text(placeholder, origin: CGPoint(x: origin.x + shift, y: origin.y + layout.ascent), font: resolved,
                              color: foreground.multiplyingAlpha(by: 0.45))
            }
            if let marked = shown.marked {
                paintUnderline(marked, layout: layout, origin: origin, color: foreground, into: &recorder)
            } else {
                paintSelection(session.state.selection, layout: layout, origin: origin, visible: content, focused: focused,
                               environment: node.environment, into: &recorder)
            }
            for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
                let top = origin.y + CGFloat(index) * layout.lineHeight
                guard top < content.maxY, top + layout.lineHeight > content.minY else { continue }
                let start = origin.x + layout.lineStart(index)
                guard let visual = layout.visualLines[index] else {
                    recorder.text(line.text, origin: CGPoint(x: start, y: top + layout.ascent), font: resolved, color: foreground)
                    continue
                }
                // A line mixing directions: run by run, where the caret and selection expect them.
                for run in visual.runs {
                    recorder.textRun(run.text, rightToLeft: run.isRightToLeft,
                                     origin: CGPoint(x: start + run.x, y: top + layout.ascent), font: resolved, color: foreground)
                }
            }
            if focused, let host, host.focus.windowIsFocused, session.caretIsVisible(at: host.clock.now) {
                let line = layout.lineIndex(of: shown.caret)
                let x = origin.x + layout.x(of: shown.caret, in: line)
                let caret = CGRect(x: x.rounded(.down), y: origin.y + CGFloat(line) * layout.lineHeight, width: 1, height: layout.lineHeight)
                recorder.fill(Path(caret), node.environment.foregroundColor)
            }
        }
    }

    private func paintChrome(node: ViewNode, frame: CGRect, invalid: Bool, into recorder: inout DisplayListRecorder) {
        let plain = !isEditor && node.environment.textFieldStyleKind == .plain
        guard !plain else { return }
        let shape = isEditor ? Path(frame) : RoundedRectangle(cornerRadius: 5).path(in: frame.insetBy(dx: 0.5, dy: 0.5))
        let environment = node.environment
        // `scrollContentBackground(.hidden)` lets a `.background` behind an editor show.
        let hidesFill = isEditor && environment.scrollContentBackground == .hidden
        if !hidesFill { recorder.fill(shape, Color(system: .controlFill).resolved(in: environment).multiplyingAlpha(by: environment.isEnabled ? 1 : 0.6)) }
        let border = (invalid ? Color.red : Color(system: .controlBorder)).resolved(in: environment)
        recorder.stroke(shape, width: 1, border)
    }

    private func paintSelection(_ selection: Range<Int>, layout: EditableTextLines, origin: CGPoint, visible: CGRect,
                                focused: Bool, environment: EnvironmentValues, into recorder: inout DisplayListRecorder) {
        guard !selection.isEmpty else { return }
        let color = (focused ? environment.resolvedTint : Color.gray.resolved(in: environment)).multiplyingAlpha(by: 0.3)
        // Only the lines in sight: a pasted megabyte selected whole has thousands.
        let first = max(0, Int(floor((visible.minY - origin.y) / layout.lineHeight)))
        let last = min(layout.lines.count - 1, Int(ceil((visible.maxY - origin.y) / layout.lineHeight)))
        guard first <= last else { return }
        for index in first...last {
            let line = layout.lines[index]
            let lower = max(selection.lowerBound, line.range.lowerBound)
            let upper = min(selection.upperBound, line.range.upperBound)
            // A selected line break shows as a little space at the line's end.
            let coversBreak = selection.upperBound > line.range.upperBound && selection.lowerBound <= line.range.upperBound
                && index < layout.lines.count - 1 && layout.lines[index + 1].range.lowerBound > line.range.upperBound
            guard lower < upper || coversBreak else { continue }
            var spans = layout.selectionSpans(lower..<max(lower, upper), in: index)
            if coversBreak, let last = spans.popLast() { spans.append(last.lowerBound...(last.upperBound + 4)) }
            for span in spans where span.upperBound > span.lowerBound {
                let rect = CGRect(x: origin.x + span.lowerBound, y: origin.y + CGFloat(index) * layout.lineHeight,
                                  width: span.upperBound - span.lowerBound, height: layout.lineHeight)
                recorder.fill(Path(rect), color)
            }
        }
    }

    /// Scrolls so that the caret is inside the content rectangle.
    func keepCaretVisible(node: ViewNode, session: TextEditingSession) {
        let content = contentRect(node)
        guard content.width > 0, content.height > 0 else { return }
        let shown = self.shown(session, node: node)
        let layout = lines(shown.text, node: node, width: content.width)
        let line = layout.lineIndex(of: shown.caret)
        if isSingleLine {
            let x = layout.x(of: shown.caret, in: line)
            let total = layout.lineStart(line) + layout.width(ofLine: line)
            if x - session.scroll > content.width - 1 { session.scroll = x - content.width + 1 }
            if x < session.scroll { session.scroll = x }
            session.scroll = max(0, min(session.scroll, max(0, total - content.width + 1)))
        } else {
            let top = CGFloat(line) * layout.lineHeight
            if top + layout.lineHeight - session.scroll > content.height { session.scroll = top + layout.lineHeight - content.height }
            if top < session.scroll { session.scroll = top }
            session.scroll = max(0, min(session.scroll, max(0, layout.height - content.height)))
        }
    }
}
