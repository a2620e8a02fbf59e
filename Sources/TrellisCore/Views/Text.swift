/// A view that displays one or more lines of read-only text, as SwiftUI's
/// `Text`: it wraps at word boundaries to the proposed width, honours
/// `lineLimit` and a height too small for all lines by ending the last
/// line shown with "…", and reports the size of the lines it drew.
public nonisolated struct Text: View, Equatable {
    public typealias Body = Never
    let content: String

    public init(_ key: LocalizedStringKey) { content = key.key }
    public init(verbatim content: String) { self.content = content }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
}

@MainActor extension Text: FramedView {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        layout(for: proposal, node: node).size
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

    func paint(node: ViewNode, into canvas: inout Canvas) {
        guard let layout = node.textLayout else { return }
        let font = node.environment.resolvedFont
        let color = node.environment.foregroundColor
        let frame = node.presentedFrame
        let alignment = node.environment.multilineTextAlignment
        var y = frame.minY + layout.firstBaseline
        for line in layout.lines {
            let slack = frame.width - line.width
            let x = frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
            canvas.text(line.text, origin: CGPoint(x: x, y: y), font: font, color: color)
            y += layout.metrics.lineHeight
        }
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
        let font = ideal.font
        var maxLines = ideal.maxLines
        if let height = proposal.height, height.isFinite {
            // A height that holds fewer lines limits them too (at least one).
            let fitting = max(1, Int(((height + 0.001) / max(ideal.layout.metrics.lineHeight, 1)).rounded(.down)))
            maxLines = min(maxLines ?? .max, fitting)
        }
        let key = TextLayoutKey(text: content, font: font, width: proposal.width, maxLines: maxLines)
        if let cached = node.textLayouts[key] { return cached }
        let layout = LineBreaker(measurer: node.host.textMeasurer, font: font)
            .layout(content, width: proposal.width, maxLines: maxLines)
        node.textLayouts.insert(layout, for: key)
        return layout
    }
}

@MainActor extension Text {
    /// The text on its unwrapped lines, with the font and limit it was set
    /// with; made once per view value (the node forgets it when its view or
    /// environment is replaced).
    private func idealLayout(_ node: ViewNode) -> IdealTextLayout {
        if let cached = node.idealTextLayout { return cached }
        let font = node.environment.resolvedFont
        let maxLines = node.environment.lineLimit
        let layout = LineBreaker(measurer: node.host.textMeasurer, font: font).layout(content, width: nil, maxLines: maxLines)
        let ideal = IdealTextLayout(layout: layout, font: font, maxLines: maxLines)
        node.idealTextLayout = ideal
        return ideal
    }
}

/// A text's unwrapped layout and what it was made with.
struct IdealTextLayout {
    let layout: TextLayout
    let font: ResolvedFont
    let maxLines: Int?
}

struct TextLayoutKey: Hashable {
    let text: String
    let font: ResolvedFont
    let width: CGFloat?
    let maxLines: Int?
}

extension EnvironmentValues {
    /// The font text is set in: the environment's, or body text.
    var resolvedFont: ResolvedFont { (font ?? .body).resolved }
}
