/// Arranges subviews top to bottom; `VStack`'s layout, usable by itself
/// (in `AnyLayout`, or called from a custom layout).
public struct VStackLayout: Layout, AxisStackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .vertical }
    var crossGuide: AlignmentKey { alignment.key }
}

/// A view that arranges its children in a vertical line.
public nonisolated struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
}

@MainActor extension VStack: LayoutContainerView {}
