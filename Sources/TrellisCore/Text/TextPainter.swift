/// Paints a text's lines: each line aligned in the frame, each part of a
/// line in its run's font and colour and in visual order (the paragraph's
/// bidi levels over all its runs), with its underline and strikethrough
/// drawn as thin rectangles.
@MainActor
struct TextPainter {
    let layout: TextLayout
    let styled: StyledText
    let measurer: TextMeasurer
    let frame: CGRect
    let alignment: TextAlignment
    /// The environment's: the direction of a paragraph without strong letters.
    var direction: LayoutDirection = .leftToRight

    func paint(into recorder: inout DisplayListRecorder) {
        var baseline = frame.minY + layout.firstBaseline
        var pieces = TextLinePieces(styled: styled, measurer: measurer, direction: direction)
        // Lines outside the clip are not drawn (a long text in a scroll view
        // has thousands); a line's ink may reach a little beyond its box.
        let visible = recorder.clip.insetBy(dx: 0, dy: -layout.lineAdvance)
        for line in layout.lines {
            defer { baseline += layout.lineAdvance }
            guard baseline >= visible.minY, baseline - layout.lineAdvance <= visible.maxY else { continue }
            let origin = CGPoint(x: lineStart(of: line), y: baseline)
            if !pieces.isPlainLeftToRight(line) {
                for piece in pieces.pieces(of: line) { paint(piece, lineStart: origin.x, baseline: baseline, into: &recorder) }
            } else if styled.runs.count == 1, !styled.baseStyle.isDecorated {
                // A plain text: the whole line in one call.
                recorder.text(line.text, origin: origin, font: styled.baseStyle.font, color: styled.baseStyle.color)
            } else {
                paintParts(of: line, at: origin, into: &recorder)
            }
        }
    }

    /// The x where `line` starts in the frame, by the alignment.
    func lineStart(of line: TextLayout.Line) -> CGFloat {
        let slack = frame.width - line.width
        return frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
    }

    private func paint(_ piece: TextPiece, lineStart: CGFloat, baseline: CGFloat, into recorder: inout DisplayListRecorder) {
        let start = lineStart + piece.x
        // Drawn in its level's direction, shaped with its neighbours (a
        // style change inside an Arabic word keeps the letters joined).
        let baseline = baseline - piece.style.baselineOffset
        recorder.textRun(piece.text, rightToLeft: piece.isRightToLeft, origin: CGPoint(x: start, y: baseline),
                         font: piece.style.font, color: piece.style.color)
        decorate(from: start, to: start + piece.width - piece.style.extraAdvance, style: piece.style, baseline: baseline,
                 into: &recorder)
    }

    /// A left-to-right line's characters run by run; a truncated line's "…" in the
    /// style of the characters before it (after it, when it leads), then
    /// the characters after it.
    private func paintParts(of line: TextLayout.Line, at origin: CGPoint, into recorder: inout DisplayListRecorder) {
        var x = origin.x
        var ellipsisStyle = styled.runs.first { $0.range.overlaps(line.sourceAfterEllipsis) }?.style ?? styled.baseStyle
        for run in styled.runs where run.range.overlaps(line.source) {
            x = paint(styled.slice(run.range.clamped(to: line.source)), style: run.style, x: x, baseline: origin.y, into: &recorder)
            ellipsisStyle = run.style
        }
        guard line.text.utf8.count > line.source.count + line.sourceAfterEllipsis.count else { return }
        x = paint(Substring(LineBreaker.ellipsis), style: ellipsisStyle, x: x, baseline: origin.y, into: &recorder)
        for run in styled.runs where run.range.overlaps(line.sourceAfterEllipsis) {
            let part = styled.slice(run.range.clamped(to: line.sourceAfterEllipsis))
            x = paint(part, style: run.style, x: x, baseline: origin.y, into: &recorder)
        }
    }

    /// Paints `text` from `x`; returns where the next part starts.
    private func paint(_ text: Substring, style: ResolvedTextStyle, x start: CGFloat, baseline: CGFloat,
                       into recorder: inout DisplayListRecorder) -> CGFloat {
        // A style change inside a word of a script that joins: shaped with its neighbours.
        let baseline = baseline - style.baselineOffset
        recorder.textRun(text, rightToLeft: false, origin: CGPoint(x: start, y: baseline), font: style.font, color: style.color)
        let x = start + measurer.width(of: text, font: style.font)
        decorate(from: start, to: x - style.extraAdvance, style: style, baseline: baseline, into: &recorder)
        return x
    }

    /// Underline below the baseline, strikethrough through the middle of
    /// lower-case letters; both as thick as a twelfth of the font size.
    private func decorate(from minX: CGFloat, to maxX: CGFloat, style: ResolvedTextStyle, baseline: CGFloat,
                          into recorder: inout DisplayListRecorder) {
        guard maxX > minX else { return }
        let thickness = max(1, (style.font.size / 12).rounded())
        if let color = style.underline {
            let y = baseline + max(1, (style.font.size / 10).rounded())
            recorder.fill(Self.line(from: minX, to: maxX, y: y, thickness: thickness, pattern: style.underlinePattern), color)
        }
        if let color = style.strikethrough {
            let y = baseline - (style.font.size * 0.3).rounded() - (thickness / 2).rounded(.down)
            recorder.fill(Self.line(from: minX, to: maxX, y: y, thickness: thickness, pattern: style.strikethroughPattern),
                          color)
        }
    }

    /// A decoration line: one rectangle, or one per dot and dash of `pattern`.
    static func line(from minX: CGFloat, to maxX: CGFloat, y: CGFloat, thickness: CGFloat,
                     pattern: Text.LineStyle.Pattern) -> Path {
        guard !pattern.dashes.isEmpty else { return Path(CGRect(x: minX, y: y, width: maxX - minX, height: thickness)) }
        var path = Path()
        var x = minX
        var index = 0
        while x < maxX {
            let length = pattern.dashes[index % pattern.dashes.count] * thickness
            if index % 2 == 0 { path.addRect(CGRect(x: x, y: y, width: min(length, maxX - x), height: thickness)) }
            x += length
            index += 1
        }
        return path
    }
}

extension ResolvedTextStyle {
    /// Drawn with more than its glyphs: lines, or off the line's baseline.
    var isDecorated: Bool { underline != nil || strikethrough != nil || baselineOffset != 0 }
}
