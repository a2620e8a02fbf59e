import Foundation

/// Markdown links in a `Text` (`Text("See [the docs](https://…)")`) open
/// with the environment's `openURL` when clicked: a text with links is a
/// pressable control where a link is under the pointer, and only there
/// (a click elsewhere on it reaches what is behind, such as a button).
@MainActor extension Text: Pressable {
    func acceptsPress(at point: CGPoint, node: ViewNode) -> Bool {
        isControl(node: node) && link(at: point, node: node) != nil
    }

    /// (Asked for every text under the pointer: a plain text answers
    /// without making its run list.)
    func isControl(node: ViewNode) -> Bool { hasLinks }

    func perform(node: ViewNode) {
        guard let point = (node.host as? ViewHost)?.pointer, let url = link(at: point, node: node) else { return }
        node.environment.openURL(url)
    }

    /// Hover changes nothing a body shows.
    func rebuildsOnInteraction(node: ViewNode) -> Bool { false }

    /// The destination of the link drawn under `point`, if any.
    func link(at point: CGPoint, node: ViewNode) -> URL? {
        guard let layout = node.textLayout else { return nil }
        let styled = idealLayout(node).styled.scaled(by: layout.fontScale)
        guard styled.runs.contains(where: { $0.link != nil }) else { return nil }
        let painter = TextPainter(layout: layout, styled: styled, measurer: node.host.textMeasurer,
                                  frame: node.presentedFrame, alignment: node.environment.lineAlignment,
                                  direction: node.environment.layoutDirection)
        return painter.runFrames().first { $0.frame.contains(point) && $0.run.link != nil }?.run.link
    }
}

extension TextPainter {
    /// Where each run's characters are drawn, line by line (a run broken
    /// over two lines has two frames), as `paint` places them.
    func runFrames() -> [(run: StyledText.Run, frame: CGRect)] {
        var frames: [(StyledText.Run, CGRect)] = []
        var top = frame.minY
        var pieces = TextLinePieces(styled: styled, measurer: measurer, direction: direction)
        for line in layout.lines {
            var x = lineStart(of: line)
            if !pieces.isPlainLeftToRight(line) {
                for piece in pieces.pieces(of: line) {
                    guard let run = piece.run else { continue }
                    frames.append((run, CGRect(x: x + piece.x, y: top, width: piece.width, height: layout.metrics.lineHeight)))
                }
                top += layout.lineAdvance
                continue
            }
            for run in styled.runs where run.range.overlaps(line.source) {
                let width = self.width(of: styled.slice(run.range.clamped(to: line.source)), style: run.style)
                frames.append((run, CGRect(x: x, y: top, width: width, height: layout.metrics.lineHeight)))
                x += width
            }
            top += layout.lineAdvance
        }
        return frames
    }

    /// The measurer shapes the run with its tracking, as `paint` draws it.
    private func width(of text: Substring, style: ResolvedTextStyle) -> CGFloat {
        measurer.width(of: text, font: style.font)
    }
}
