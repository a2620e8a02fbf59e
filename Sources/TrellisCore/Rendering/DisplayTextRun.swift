/// One run of a line whose direction the core has resolved: a piece of a
/// paragraph the bidirectional algorithm ordered (one embedding level), or
/// a styled piece of a word. The backend shapes `string` in the direction
/// given — without running the bidi algorithm on it again, so an override
/// or embedding the paragraph resolved is drawn as resolved — with
/// `context` as its neighbours, so letters join across the run's edges.
/// (`DisplayItem.text` is a whole line the backend resolves itself.)
package struct DisplayTextRun: Sendable, Equatable {
    package var string: String
    /// The baseline's left end.
    package var origin: CGPoint
    package var font: ResolvedFont
    package var color: RGBAColor
    package var isRightToLeft: Bool
    package var context: ShapingContext

    package init(string: String, origin: CGPoint, font: ResolvedFont, color: RGBAColor, isRightToLeft: Bool,
                 context: ShapingContext = .none) {
        self.string = string
        self.origin = origin
        self.font = font
        self.color = color
        self.isRightToLeft = isRightToLeft
        self.context = context
    }
}

extension DisplayItem {
    /// What a text item of either kind draws, and where: a whole line
    /// (`text`, its direction resolved by the backend: nil) or one run.
    package var drawnText: (string: String, origin: CGPoint, font: ResolvedFont, isRightToLeft: Bool?)? {
        switch self {
        case .text(let string, let origin, let font, _): (string, origin, font, nil)
        case .textRun(let run): (run.string, run.origin, run.font, run.isRightToLeft)
        default: nil
        }
    }
}
