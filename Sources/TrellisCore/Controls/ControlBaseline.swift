/// A control with no text of its own (a switch, a stepper's arrows, a
/// slider) puts its text baselines where a label in the current font,
/// centred on it, would have its baseline, as AppKit's controls do. A
/// label beside it, aligned by `.firstTextBaseline` (a form's label column,
/// `LabeledContent`), then sits level with it rather than at its bottom.
nonisolated struct CentredTextBaseline<Content: View>: View {
    typealias Body = Never
    let content: Content
}

@MainActor extension CentredTextBaseline: FramedView {
    var kindName: String { "CentredTextBaseline" }
    var geometryIsItsContent: Bool { true }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return ModifierContent(subviews: subviews).explicitAlignment(key, size: size)
        }
        let metrics = node.host.textMeasurer.lineMetrics(of: (node.environment.font ?? .body).resolved)
        return ((size.height - metrics.lineHeight) / 2).rounded() + metrics.ascent
    }
}

extension View {
    /// Text baselines centred on this textless control (see `CentredTextBaseline`).
    func centredTextBaseline() -> some View { CentredTextBaseline(content: self) }
}
