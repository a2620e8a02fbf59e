/// Draws a view behind its content, sized to the content: the content is
/// laid out first, then the background is offered exactly its size and
/// aligned to it. The background never changes the content's size.
package nonisolated struct BackgroundView<Content: View, Background: View>: View {
    package typealias Body = Never
    let content: Content
    let background: Background
    let alignment: Alignment
}

@MainActor extension BackgroundView: LayeredLayout {
    var kindName: String { "Background" }
    var layerIsBehind: Bool { true }

    // The background paints first; it is always one unit (a shape, or a
    // ZStack around custom content), so it is the first subview.
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(1), background)
        visit(.index(0), content)
    }
}

/// Draws a view in front of its content, sized to the content.
package nonisolated struct OverlayView<Content: View, Overlay: View>: View {
    package typealias Body = Never
    let content: Content
    let overlay: Overlay
    let alignment: Alignment
}

@MainActor extension OverlayView: LayeredLayout {
    var kindName: String { "Overlay" }
    var layerIsBehind: Bool { false }

    // The overlay paints last; it is always one unit, the last subview.
    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        visit(.index(0), content)
        visit(.index(1), overlay)
    }
}

/// The layout of a background or an overlay: sized as its content, which
/// sits at its origin and keeps its baselines; the layer (one subview,
/// first when behind, last when in front) is offered exactly that size
/// and aligned in it.
@MainActor
protocol LayeredLayout: FramedView {
    var alignment: Alignment { get }
    /// Painted before the content (a background), or after (an overlay).
    var layerIsBehind: Bool { get }
}

extension LayeredLayout {
    /// The content's layout values are the unit's (see `ForwardsLayoutValues`).
    func layoutValuesSource(node: ViewNode) -> ViewNode? {
        let content = layerIsBehind ? node.subviewNodes.dropFirst() : node.subviewNodes.dropLast()
        return content.count == 1 ? content.first : nil
    }

    private func content(_ subviews: LayoutSubviews) -> ModifierContent {
        ModifierContent(subviews: layerIsBehind ? subviews.dropFirst() : subviews.dropLast())
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        content(subviews).sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let content = content(subviews)
        content.place(at: bounds.origin, proposal: proposal)
        // The layer lines up with the content's guides, explicit ones too.
        let guides = StandardAlignment(alignment) != nil && !StandardGuideOverrides.exist ? nil
            : content.dimensions(in: ProposedViewSize(bounds.size))
        ModifierContent(subviews: layerIsBehind ? subviews.prefix(1) : subviews.suffix(1))
            .place(in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size), container: guides)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, node: ViewNode, subviews: LayoutSubviews) -> CGFloat? {
        content(subviews).explicitAlignment(key, size: size)
    }
}

nonisolated extension View {
    /// A view behind this one; several views are layered in a `ZStack`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        BackgroundView(content: self, background: ZStack(alignment: alignment, content: content), alignment: alignment)
    }

    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        BackgroundView(content: self, background: ZStack(alignment: alignment) { background }, alignment: alignment)
    }

    /// The view's bounds filled with `style`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        ShapeBackgroundView(content: self, background: _ShapeView(shape: Rectangle(), style: style))
    }

    /// `shape`, filled with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        ShapeBackgroundView(content: self, background: _ShapeView(shape: shape, style: style, evenOdd: fillStyle.isEOFilled))
    }

    /// `shape` filled with the background style behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        ShapeBackgroundView(content: self, background: _ShapeView(shape: shape, style: BackgroundStyle(),
                                                                  evenOdd: fillStyle.isEOFilled))
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayView(content: self, overlay: ZStack(alignment: alignment, content: content), alignment: alignment)
    }

    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        OverlayView(content: self, overlay: ZStack(alignment: alignment) { overlay }, alignment: alignment)
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        OverlayView(content: self, overlay: Rectangle().fill(style), alignment: .center)
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        OverlayView(content: self, overlay: shape.fill(style), alignment: .center)
    }
}

// Equal values lay out and paint alike: the reconciler leaves the subtree
// of a view equal to the one it had as it was (see `Reconciler`).
extension BackgroundView: Equatable where Content: Equatable, Background: Equatable {}
extension OverlayView: Equatable where Content: Equatable, Overlay: Equatable {}
