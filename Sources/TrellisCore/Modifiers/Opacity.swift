/// Draws its content at reduced opacity; layout is unchanged.
public nonisolated struct OpacityView<Content: View>: View {
    public typealias Body = Never
    let content: Content
    let opacity: Double
}

@MainActor extension OpacityView: UnitView {
    var kindName: String { "Opacity" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        ModifierContent(subviews: subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        subviews.count == 1 ? subviews[subviews.startIndex].dimensions(in: ProposedViewSize(size)).explicit(key) : nil
    }

    func paintTree(node: ViewNode, into canvas: inout Canvas) {
        let saved = canvas.opacity
        canvas.opacity *= (node.animation.paintPresented?[0] ?? opacity).clampedUnit
        for child in node.subviewNodes { child.paint(into: &canvas) }
        canvas.opacity = saved
    }
}

@MainActor extension OpacityView: AnimatablePaint {
    func paintValue(node: ViewNode) -> Motion.Vector { Motion.Vector(opacity.clampedUnit, 0, 0, 0) }
}

nonisolated extension View {
    public func opacity(_ opacity: Double) -> OpacityView<Self> { OpacityView(content: self, opacity: opacity) }
}
