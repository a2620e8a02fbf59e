/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    /// `.enabled`: the `Text`s inside can be selected with the pointer
    /// (drag, double click for a word, triple click for a line) and copied
    /// with Ctrl+C; the selection becomes the primary selection.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        SelectableTextView(content: self, isEnabled: S.allowsSelection)
    }
}

/// The unit `textSelection(_:)` makes: it keeps a selection over the
/// texts inside, read as one string (their lines joined by line breaks,
/// in the order they are declared), paints it behind them, and copies it.
package nonisolated struct SelectableTextView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let isEnabled: Bool
}

/// One laid-out line of a text inside a selectable view: where it is
/// drawn and which characters of the joined string it shows.
@MainActor
private struct SelectableLine {
    let text: String
    let rect: CGRect
    let font: ResolvedFont
    let start: Int
}

@MainActor extension SelectableTextView: ContentWrapperLayout, Focusable, PointerEditable {
    var kindName: String { "TextSelection" }
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func acceptsFocus(node: ViewNode) -> Bool { isEnabled }
    var focusesOnClick: Bool { true }
    var isTabStop: Bool { false }
    /// Selected text shows its selection, not a ring.
    func focusRingPath(node: ViewNode) -> Path { Path() }

    /// The lines of every text inside, in order, with their offsets.
    private func lines(_ node: ViewNode) -> [SelectableLine] {
        var result: [SelectableLine] = []
        var offset = 0
        func visit(_ unit: ViewNode) {
            if unit.isHidden { return }
            if unit.view is Text, let layout = unit.textLayout {
                let frame = unit.presentedFrame
                var top = frame.minY
                let alignment = unit.environment.multilineTextAlignment
                for line in layout.lines {
                    let slack = frame.width - line.width
                    let x = frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
                    result.append(SelectableLine(text: line.text, rect: CGRect(x: x, y: top, width: line.width, height: layout.metrics.lineHeight),
                                                 font: unit.environment.resolvedFont, start: offset))
                    offset += line.text.count + 1
                    top += layout.lineAdvance
                }
            }
            unit.subviewNodes.forEach(visit)
        }
        visit(node)
        return result
    }

    private func joined(_ lines: [SelectableLine]) -> String { lines.map(\.text).joined(separator: "\n") }

    private func session(_ node: ViewNode, _ lines: [SelectableLine]) -> TextEditingSession {
        let session = node.textEditingSession(initialText: joined(lines))
        let text = joined(lines)
        if session.syncedText != text { session.syncedText = text; session.state.adopt(text) }
        return session
    }

    private func offset(at point: CGPoint, lines: [SelectableLine], measurer: TextMeasurer) -> Int {
        guard let line = lines.min(by: { distance($0.rect, point) < distance($1.rect, point) }) else { return 0 }
        let x = point.x - line.rect.minX
        var best = 0
        for count in 0...line.text.count {
            let width = measurer.width(of: line.text.prefix(count), font: line.font)
            if width <= x + 0.5 { best = count } else {
                let previous = measurer.width(of: line.text.prefix(count - 1), font: line.font)
                if x - previous > (width - previous) / 2 { best = count }
                break
            }
        }
        return line.start + best
    }

    private func distance(_ rect: CGRect, _ point: CGPoint) -> CGFloat {
        point.y < rect.minY ? rect.minY - point.y : point.y > rect.maxY ? point.y - rect.maxY : 0
    }

    func pointerDown(at point: CGPoint, button: MouseButton, extend: Bool, node: ViewNode, host: ViewHost) {
        guard button == .primary else { return }
        let all = lines(node)
        let session = self.session(node, all)
        let offset = offset(at: point, lines: all, measurer: host.measurer)
        let now = host.clock.now
        var count = 1
        if let last = session.lastClick, now - last.time < EditableText.multiClickInterval,
           abs(last.point.x - point.x) <= EditableText.multiClickDistance, abs(last.point.y - point.y) <= EditableText.multiClickDistance {
            count = last.count % 3 + 1
        }
        session.lastClick = (now, point, count)
        switch count {
        case 2: session.state.selectWord(at: offset)
        case 3: session.state.selectParagraph(at: offset)
        default: session.state.setCaret(offset)
        }
        changed(session: session, host: host)
    }

    func pointerDragged(to point: CGPoint, node: ViewNode, host: ViewHost) {
        let all = lines(node)
        let session = self.session(node, all)
        session.state.extendSelection(to: offset(at: point, lines: all, measurer: host.measurer))
        changed(session: session, host: host)
    }

    private func changed(session: TextEditingSession, host: ViewHost) {
        if session.state.hasSelection { host.clipboard.write(session.state.selectedText, to: .primary) }
        host.needsDisplay = true
    }

    func handleKey(_ press: KeyPress, node: ViewNode, host: ViewHost) -> KeyPress.Result {
        guard press.modifiers.contains(.control) else { return .ignored }
        let session = self.session(node, lines(node))
        switch press.key {
        case "c", "C":
            guard session.state.hasSelection else { return .ignored }
            host.clipboard.write(session.state.selectedText, to: .clipboard)
        case "a", "A":
            session.state.selectAll()
            changed(session: session, host: host)
        default:
            return .ignored
        }
        return .handled
    }

    func focusChanged(_ isFocused: Bool, node: ViewNode, host: ViewHost) {
        if !isFocused, let session = node.textEditor as? TextEditingSession { session.state.setCaret(0) }
        host.needsDisplay = true
    }

    /// The selection behind the texts, then the texts.
    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        if let session = node.textEditor as? TextEditingSession, session.state.hasSelection {
            let selection = session.state.selection
            let measurer = node.host.textMeasurer
            for line in lines(node) {
                let lower = max(selection.lowerBound, line.start), upper = min(selection.upperBound, line.start + line.text.count)
                guard lower < upper else { continue }
                let start = measurer.width(of: line.text.prefix(lower - line.start), font: line.font)
                let end = measurer.width(of: line.text.prefix(upper - line.start), font: line.font)
                recorder.fill(Path(CGRect(x: line.rect.minX + start, y: line.rect.minY, width: end - start, height: line.rect.height)),
                            node.environment.resolvedTint.multiplyingAlpha(by: 0.3))
            }
        }
        for child in node.subviewNodes { child.paint(into: &recorder) }
    }
}
