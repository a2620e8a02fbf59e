/// Arranges subviews leading to trailing; `HStack`'s layout, usable by
/// itself (in `AnyLayout`, or called from a custom layout).
public struct HStackLayout: Layout, AxisStackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .horizontal }
    var crossGuide: AlignmentKey { alignment.key }
}

/// A view that arranges its children in a horizontal line.
public nonisolated struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
}

@MainActor extension HStack: LayoutContainerView {}
