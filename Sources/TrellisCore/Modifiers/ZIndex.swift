/// `zIndex`: where a view is drawn among its siblings. Higher values are
/// drawn later (in front) and hit first; equal values keep their order.
/// Layout is unchanged.
package nonisolated struct ZIndexView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let zIndex: Double
}

@MainActor extension ZIndexView: ContentWrapperLayout {
    var kindName: String { "ZIndex" }
    var zIndexValue: Double { zIndex }
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
}

extension ViewNode {
    /// The subviews in drawing order: as laid out, unless one has a
    /// `zIndex`, then sorted by it (stably).
    var paintOrder: [ViewNode] {
        guard subviewNodes.contains(where: \.hasZIndex) else { return subviewNodes }
        func z(_ node: ViewNode) -> Double {
            guard node.hasZIndex, let value = node.unit?.zIndexValue, !value.isNaN else { return 0 }
            return value
        }
        return subviewNodes.enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }.map(\.element)
    }
}

nonisolated extension View {
    public func zIndex(_ value: Double) -> some View { ZIndexView(content: self, zIndex: value) }
}
