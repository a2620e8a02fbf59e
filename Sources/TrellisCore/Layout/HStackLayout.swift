/// Arranges subviews leading to trailing; `HStack`'s layout, usable by
/// itself (in `AnyLayout`, or called from a custom layout).
public struct HStackLayout: Layout, BuiltinLayoutName {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public nonisolated init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var builtinName: String { "HStack" }

    var algorithm: StackAlgorithm {
        let guide = alignment
        return StackAlgorithm(axis: .horizontal, spacing: spacing, crossGuide: guide.key) { $0[guide] }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal: proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        return algorithm.baseline(guide.key, last: guide == .lastTextBaseline, size: bounds.size, subviews)
    }
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

/// A stack is its layout used as a container; it has no node or body of
/// its own (so re-evaluating the view that contains it costs nothing more).
@MainActor extension HStack: ListView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), LayoutContainer(layout: layout, content: content)) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), LayoutContainer(layout: layout, content: content)) }
}
