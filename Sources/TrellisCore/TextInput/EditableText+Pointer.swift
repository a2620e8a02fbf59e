/// Editing with the pointer: a click puts the caret, a drag selects, a
/// double click selects a word and a triple click a line (dragging after
/// them extends by words or lines), and a middle
/// click pastes the primary selection where it lands.
@MainActor
protocol PointerEditable {
    func pointerDown(at point: CGPoint, button: MouseButton, extend: Bool, node: ViewNode, host: ViewHost)
    func pointerDragged(to point: CGPoint, node: ViewNode, host: ViewHost)
}

@MainActor extension EditableText: PointerEditable {
    /// Two clicks this close in time and place make a double click.
    static var multiClickInterval: Double { DesktopTiming.doubleClick }
    static let multiClickDistance: CGFloat = 4

    private func offset(at point: CGPoint, node: ViewNode, session: TextEditingSession) -> Int {
        let content = contentRect(node)
        let layout = lines(session.state.text, node: node, width: content.width)
        let local = CGPoint(x: point.x - content.minX + (isSingleLine ? session.scroll : 0),
                            y: point.y - content.minY + (isSingleLine ? 0 : session.scroll))
        return layout.offset(at: local)
    }

    func pointerDown(at point: CGPoint, button: MouseButton, extend: Bool, node: ViewNode, host: ViewHost) {
        let session = self.session(node)
        let offset = offset(at: point, node: node, session: session)
        if button == .middle {
            paste(from: .primary, at: offset, node: node, host: host)
            return
        }
        let now = host.clock.now
        var count = 1
        if let last = session.lastClick, now - last.time < Self.multiClickInterval,
           abs(last.point.x - point.x) <= Self.multiClickDistance, abs(last.point.y - point.y) <= Self.multiClickDistance {
            count = last.count % 3 + 1
        }
        session.lastClick = (now, point, count)
        switch count {
        case 2:
            session.state.selectWord(at: offset)
            session.dragUnit = .word
        case 3:
            session.state.selectParagraph(at: offset)
            session.dragUnit = .line
        default:
            if extend { session.state.extendSelection(to: offset) } else { session.state.setCaret(offset) }
            session.dragUnit = .character
        }
        session.dragOrigin = session.state.selection
        afterEdit(node: node, session: session, host: host, textChanged: false)
    }

    func pointerDragged(to point: CGPoint, node: ViewNode, host: ViewHost) {
        let session = self.session(node)
        let offset = offset(at: point, node: node, session: session)
        let origin = session.dragOrigin
        switch session.dragUnit {
        case .word?, .line?:
            // Whole words (lines) from the one first clicked to the one under the pointer.
            var probe = session.state
            if session.dragUnit == .word { probe.selectWord(at: offset) } else { probe.selectParagraph(at: offset) }
            let under = probe.selection
            if offset < origin.lowerBound {
                session.state.select(origin.upperBound..<origin.upperBound)
                session.state.extendSelection(to: under.lowerBound)
            } else {
                session.state.select(origin.lowerBound..<max(origin.upperBound, under.upperBound))
            }
        default:
            session.state.extendSelection(to: offset)
        }
        afterEdit(node: node, session: session, host: host, textChanged: false)
    }
}

extension ViewHost {
    /// The wheel over a `TextEditor` whose text is taller than it scrolls
    /// the text (false: the wheel is for the scroll view around it).
    func scrollTextEditor(at point: CGPoint, by amount: CGFloat) -> Bool {
        guard amount.isFinite, amount != 0, let node = HitTester.focusable(at: point, in: root),
              let editor = node.unit as? EditableText, editor.isEditor else { return false }
        return editor.scroll(by: amount, node: node, host: self)
    }
}

@MainActor extension EditableText {
    /// Scrolls a multi-line text by `amount` points within its length;
    /// false when it cannot move that way.
    func scroll(by amount: CGFloat, node: ViewNode, host: ViewHost) -> Bool {
        let session = self.session(node)
        let content = contentRect(node)
        let layout = lines(session.state.text, node: node, width: content.width)
        let limit = max(0, layout.height - content.height)
        let target = min(max(0, session.scroll + amount), limit)
        guard target != session.scroll else { return false }
        session.scroll = target
        host.needsDisplay = true
        return true
    }
}
