/// A view that displays one or more lines of read-only text, as SwiftUI's
/// `Text`: it wraps at word boundaries to the proposed width, honours
/// `lineLimit` and a height too small for all lines by ending the last
/// line shown with "…", and reports the size of the lines it drew.
///
/// A text is a list of runs, each with its own style (`bold()`,
/// `underline()`…): `Text + Text` keeps both sides' runs.
public nonisolated struct Text: View, Equatable {
    public typealias Body = Never

    /// Nearly every text is one string in the environment's style: kept
    /// as the string alone, it costs no allocation beyond the string's
    /// (a run array with its style cost about 250 bytes per text, 2.5 MiB
    /// in a window of 10,000 labelled tiles).
    fileprivate enum Storage: Equatable {
        case plain(String)
        case styled([TextRun])
    }
    fileprivate let storage: Storage

    public init(_ key: LocalizedStringKey) { storage = key.runs.map(Storage.styled) ?? .plain(key.key) }
    public init(verbatim content: String) { storage = .plain(content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .plain(String(content)) }
    init(runs: [TextRun]) { storage = .styled(runs) }

    /// The parts of the text, each with its style.
    package var runs: [TextRun] {
        switch storage {
        case .plain(let string): [TextRun(string: string)]
        case .styled(let runs): runs
        }
    }

    /// The characters, styles aside.
    package var content: String {
        switch storage {
        case .plain(let string): string
        case .styled(let runs): runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
        }
    }
}

@MainActor extension Text: FramedView {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        layout(for: proposal, node: node).size(reserving: node.environment.minimumLines)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        node.textLayout = layout(for: proposal, node: node)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        let layout = layout(for: ProposedViewSize(size), node: node)
        switch key {
        case VerticalAlignment.firstTextBaseline.key: return layout.firstBaseline
        case VerticalAlignment.lastTextBaseline.key: return layout.lastBaseline
        default: return nil
        }
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        guard let layout = node.textLayout else { return }
        if node.environment.drawsRedacted {
            let painter = TextPainter(layout: layout, styled: idealLayout(node).styled, measurer: node.host.textMeasurer,
                                      frame: node.presentedFrame, alignment: node.environment.lineAlignment)
            RedactedDrawing.paintLines(of: layout, in: node.presentedFrame, lineStart: painter.lineStart(of:),
                                       color: RedactedDrawing.color(node.environment), into: &recorder)
            return
        }
        TextPainter(layout: layout, styled: idealLayout(node).styled.scaled(by: layout.fontScale), measurer: node.host.textMeasurer,
                    frame: node.presentedFrame, alignment: node.environment.lineAlignment,
                    direction: node.environment.layoutDirection)
            .paint(into: &recorder)
    }

    /// The lines for a proposal, cached in the node: the same widths are
    /// asked for again and again while a window is resized.
    ///
    /// Most labels fit on their lines at whatever width a resize offers, so
    /// the unwrapped (ideal) layout is kept per node, with the resolved font
    /// and line height: any width at least as wide, and a height that holds
    /// its lines, gets it back without breaking lines again.
    private func layout(for proposal: ProposedViewSize, node: ViewNode) -> TextLayout {
        let proposal = proposal.sanitized
        let ideal = idealLayout(node)
        if let width = proposal.width, width > 0, ideal.layout.size.width <= width,
           proposal.height.map({ $0 + 0.001 >= ideal.layout.size.height || !$0.isFinite }) ?? true {
            return ideal.layout
        }
        var maxLines = ideal.maxLines
        if let height = proposal.height, height.isFinite {
            // A height that holds fewer lines limits them too (at least one).
            let advance = max(ideal.layout.lineAdvance, 1)
            let fitting = max(1, Int(((height + ideal.lineSpacing + 0.001) / advance).rounded(.down)))
            maxLines = min(maxLines ?? .max, fitting)
        }
        // A text that may shrink fits the height itself, not just its lines.
        let scaledHeight = ideal.minimumScaleFactor < 1 ? proposal.height : nil
        let key = TextLayoutKey(styled: ideal.styled, width: proposal.width, height: scaledHeight, maxLines: maxLines,
                                lineSpacing: ideal.lineSpacing, truncationMode: ideal.truncationMode,
                                minimumScaleFactor: ideal.minimumScaleFactor)
        if let cached = node.textLayouts[key] { return cached }
        let measurer = node.host.textMeasurer
        let layout = ideal.scaledToFit(
            ideal.lineBreaker(measurer: measurer)
                .layout(ideal.styled.string, width: proposal.width, maxLines: maxLines)
                .spaced(by: ideal.lineSpacing),
            proposal: proposal, measurer: measurer)
        node.textLayouts.insert(layout, for: key)
        return layout
    }
}

@MainActor extension Text {
    /// The text on its unwrapped lines, with the styles and limit it was
    /// set with; made once per view value (the node forgets it when its
    /// view or environment is replaced).
    func idealLayout(_ node: ViewNode) -> IdealTextLayout {
        if let cached = node.idealTextLayout { return cached }
        let environment = node.environment
        let styled = StyledText(runs, in: environment)
        let maxLines = environment.lineLimit
        let lineSpacing = max(0, environment.lineSpacing)
        let truncationMode = environment.truncationMode
        let breaker = IdealTextLayout.breaker(for: styled, truncationMode: truncationMode, measurer: node.host.textMeasurer)
        let layout = breaker.layout(styled.string, width: nil, maxLines: maxLines).spaced(by: lineSpacing)
        let ideal = IdealTextLayout(layout: layout, styled: styled, maxLines: maxLines, lineSpacing: lineSpacing,
                                    truncationMode: truncationMode, minimumScaleFactor: environment.minimumScaleFactor)
        node.idealTextLayout = ideal
        scheduleNextChange(node)
        return ideal
    }
}

@MainActor extension Text {
    /// A text showing time passing is laid out again when its characters
    /// next change.
    private func scheduleNextChange(_ node: ViewNode) {
        guard case .styled(let runs) = storage else { return }
        let now = node.environment.wallClock.now()
        let delays = runs.compactMap { $0.live.flatMap { $0.changesOverTime ? $0.secondsToNextChange(now: now) : nil } }
        guard let delay = delays.min() else { return }
        LiveTextRefresh.schedule(node, after: delay)
    }

    /// Whether a part is a Markdown link.
    var hasLinks: Bool {
        guard case .styled(let runs) = storage else { return false }
        return runs.contains { $0.link != nil }
    }

    /// What the inspection shows: the characters, a date's as laid out.
    func inspectedText(_ node: ViewNode) -> String {
        guard case .styled(let runs) = storage, runs.contains(where: { $0.live != nil }) else { return content }
        return node.idealTextLayout?.styled.string ?? content
    }
}

/// A text's unwrapped layout and what it was made with.
struct IdealTextLayout {
    let layout: TextLayout
    let styled: StyledText
    let maxLines: Int?
    let lineSpacing: CGFloat
    let truncationMode: Text.TruncationMode
    let minimumScaleFactor: CGFloat

    /// A plain text is measured directly in its font; a styled one part by
    /// part.
    @MainActor static func breaker(for styled: StyledText, truncationMode: Text.TruncationMode,
                                   measurer: TextMeasurer) -> LineBreaker {
        let font = styled.baseStyle.font
        let measurer = styled.isUniform ? measurer : StyledTextMeasurer(base: measurer, text: styled)
        return LineBreaker(measurer: measurer, font: font, truncationMode: truncationMode)
    }

    @MainActor func lineBreaker(measurer: TextMeasurer) -> LineBreaker {
        Self.breaker(for: styled, truncationMode: truncationMode, measurer: measurer)
    }
}

struct TextLayoutKey: Hashable {
    let styled: StyledText
    let width: CGFloat?
    let height: CGFloat?
    let maxLines: Int?
    let lineSpacing: CGFloat
    let truncationMode: Text.TruncationMode
    let minimumScaleFactor: CGFloat
}

extension EnvironmentValues {
    /// The font text is set in: the environment's, or body text.
    var resolvedFont: ResolvedFont { (font ?? .body).resolved(for: dynamicTypeSize) }
}

extension EnvironmentValues {
    /// `multilineTextAlignment` on the page: leading is the right edge in
    /// a right-to-left layout.
    var lineAlignment: TextAlignment {
        let alignment = multilineTextAlignment
        guard layoutDirection == .rightToLeft else { return alignment }
        switch alignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}
