/// A vertical stack that makes its rows only as they come near the
/// visible part of the window, as SwiftUI's `LazyVStack`: laid out as a
/// `VStack` (spacing, alignment), but as wide as it is offered, and with
/// rows not made yet counted at the mean height of those made.
public nonisolated struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A horizontal stack that makes its columns only as they come near the
/// visible part of the window, as SwiftUI's `LazyHStack`.
public nonisolated struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A grid that grows vertically, its columns given by grid items, making
/// its cells only as they come near the visible part of the window.
public nonisolated struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A grid that grows horizontally, its rows given by grid items.
public nonisolated struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

// Each is its lazy container, with no node of its own.

/// A lazy stack or grid: a transparent view that stands for the one
/// `LazyContainer` it describes.
@MainActor
protocol LazyContainerDescribing: TransparentView {
    var container: LazyContainer { get }
}

extension LazyContainerDescribing {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), container) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), container) }
}

@MainActor extension LazyVStack: LazyContainerDescribing {
    var container: LazyContainer {
        LazyContainer(kind: "LazyVStack", axis: .vertical, items: nil, spacing: spacing, alignment: alignment.key,
                      pinned: pinnedViews, content: content, decorator: nil)
    }
}

@MainActor extension LazyHStack: LazyContainerDescribing {
    var container: LazyContainer {
        LazyContainer(kind: "LazyHStack", axis: .horizontal, items: nil, spacing: spacing, alignment: alignment.key,
                      pinned: pinnedViews, content: content, decorator: nil)
    }
}

@MainActor extension LazyVGrid: LazyContainerDescribing {
    var container: LazyContainer {
        LazyContainer(kind: "LazyVGrid", axis: .vertical, items: columns, spacing: spacing, alignment: alignment.key,
                      pinned: pinnedViews, content: content, decorator: nil)
    }
}

@MainActor extension LazyHGrid: LazyContainerDescribing {
    var container: LazyContainer {
        LazyContainer(kind: "LazyHGrid", axis: .horizontal, items: rows, spacing: spacing, alignment: alignment.key,
                      pinned: pinnedViews, content: content, decorator: nil)
    }
}
