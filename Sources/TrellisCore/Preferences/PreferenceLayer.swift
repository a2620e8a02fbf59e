/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a layer made
/// from a preference of the content, sized as the content and aligned in
/// it. The content is placed first; the layer is then made while layout
/// runs (like a `GeometryReader`'s content) from the value collected from
/// the content's subtree as just placed, so anchors in it are this pass's.
/// A background layer is painted before the content; both are placed
/// after it.
package nonisolated struct PreferenceLayerView<Key: PreferenceKey, Content: View, Layer: View>: View {
    package typealias Body = Never
    let content: Content
    let layer: (Key.Value) -> Layer
    let alignment: Alignment
    let isBehind: Bool
}

@MainActor extension PreferenceLayerView: FramedView {
    var kindName: String { isBehind ? "BackgroundPreference" : "OverlayPreference" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
        visit(.index(1), PreferenceLayerContent<Key, Layer>(make: layer, alignment: alignment))
    }

    private func parts(_ subviews: LayoutSubviews) -> (content: ModifierContent, layer: LayoutSubview?) {
        guard let last = subviews.last, last.node.unit is any PreferenceLayerReading else {
            return (ModifierContent(subviews: subviews), nil)
        }
        return (ModifierContent(subviews: subviews.dropLast()), last)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        parts(subviews).content.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        let (content, layer) = parts(subviews)
        content.place(at: bounds.origin, proposal: proposal)
        guard let layer else { return }
        // The content may have changed inside: the layer reads it again.
        layer.node.needsPlacement = true
        layer.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        parts(subviews).content.explicitAlignment(key, size: size)
    }

    func paintTree(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let nodes = node.subviewNodes
        guard isBehind, let layer = nodes.last, layer.unit is any PreferenceLayerReading else {
            for child in nodes { child.paint(into: &recorder) }
            return
        }
        layer.paint(into: &recorder)
        for child in nodes.dropLast() { child.paint(into: &recorder) }
    }
}

/// The layer unit: takes the size it is offered and, each time it is
/// placed, makes its content from the preference of its sibling content.
package nonisolated struct PreferenceLayerContent<Key: PreferenceKey, Layer: View>: View {
    package typealias Body = Never
    let make: (Key.Value) -> Layer
    let alignment: Alignment
}

@MainActor protocol PreferenceLayerReading {}

@MainActor extension PreferenceLayerContent: FramedView, PreferenceLayerReading {
    var kindName: String { "PreferenceLayer" }

    /// The content the layer reads: every unit of its parent but itself.
    private func value(_ node: ViewNode) -> Key.Value {
        guard let parent = node.parent else { return Key.defaultValue }
        return PreferenceCollector.value(Key.self, in: parent.children.filter { $0 !== node }).value
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        // Before its first placement the content has no geometry to read.
        guard node.hasBeenPlaced else { return }
        visit(.index(0), ZStack(alignment: alignment) { make(value(node)) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        proposal.sanitized.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        Reconciler.relistDuringLayout(node)
        ModifierContent(subviews: LayoutSubviews(node.subviewNodes, engine: subviews.engine))
            .place(in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }
}

nonisolated extension View {
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceLayerView<K, Self, V>(content: self, layer: transform, alignment: alignment, isBehind: false)
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceLayerView<K, Self, V>(content: self, layer: transform, alignment: alignment, isBehind: true)
    }
}
