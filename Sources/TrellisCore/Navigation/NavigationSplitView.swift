/// Two or three columns — sidebar, optional content, detail — as SwiftUI's
/// `NavigationSplitView`: a `NavigationLink` in the sidebar or content
/// column shows its destination in the detail column (its
/// `navigationDestination` is declared in the columns). The sidebar takes
/// the list style `.sidebar`.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show (all of them, here: a desktop window
/// has room; the binding is accepted and left as it is).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

@MainActor extension NavigationSplitView: FramedView {
    var kindName: String { "NavigationSplitView" }

    /// The leading columns' width wishes: sidebar, then content.
    private var columnSpecs: [SplitColumnWidth] {
        var specs = [SplitColumnLayout.width(of: sidebar) ?? SplitColumnLayout.defaults[0]]
        if let content { specs.append(SplitColumnLayout.width(of: content) ?? SplitColumnLayout.defaults[1]) }
        return specs
    }

    private func context(_ node: ViewNode) -> NavigationContext {
        if let context = node.layoutCache as? NavigationContext { return context }
        let context = NavigationContext()
        node.layoutCache = context
        return context
    }

    private func leadingWidths(_ node: ViewNode) -> [CGFloat] {
        SplitColumnLayout.widths(columnSpecs, dragged: context(node).draggedColumnWidths)
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let context = context(node)
        context.owner = node.handle
        node.host.noteNavigationContainer(node)
        context.replacesInsteadOfPushing = true
        context.path = { [unowned context] in context.internalPath }
        context.setPath = { [unowned context] in context.internalPath = $0 }
        visit(.index(0), NavigationLevelView(level: 0, context: context, content: .view(AnyView(SplitViewSidebar(content: sidebar.listStyle(.sidebar))))))
        if let content { visit(.index(1), NavigationLevelView(level: 0, context: context, content: .view(AnyView(content)))) }
        if let value = context.internalPath.last {
            visit(.nested(.index(2), .id(value)), NavigationLevelView(level: 1, context: context, content: .value(value)))
        } else if let pushed = context.pushedViews.last {
            visit(.index(3), NavigationLevelView(level: 1, context: context, content: .view(pushed.view)))
        } else {
            visit(.index(2), NavigationLevelView(level: 1, context: context, content: .view(AnyView(detail))))
        }
        // The edges after the sidebar (and the content column), dragged to resize them.
        for (i, spec) in columnSpecs.enumerated() {
            visit(.index(10 + i), SplitDividerHandle.make(column: i, limits: SplitColumnLayout.limits(spec), context: context))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let fixed = leadingWidths(node).reduce(0) { $0 + $1 + 1 }
        return CGSize(width: p.width ?? fixed + 400, height: p.height ?? 400)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        var widths = leadingWidths(node)
        // Dragged columns leave the detail column room (columns set to a
        // width of their own keep it, as they asked).
        let excess = widths.reduce(0) { $0 + $1 + 1 } + SplitColumnLayout.detailMinimum - bounds.width
        if excess > 0, !context(node).draggedColumnWidths.isEmpty, let last = widths.indices.last {
            let floor = SplitColumnLayout.limits(columnSpecs[last]).lowerBound
            widths[last] = max(floor, widths[last] - excess)
        }
        context(node).placedColumnWidths = widths
        let columns = widths.count + 1
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            if index < columns {
                let isDetail = index == columns - 1
                let width = isDetail ? max(0, bounds.maxX - x) : widths[index]
                subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(width: width, height: bounds.height))
                x += width + 1
            } else {
                let column = index - columns
                let edge = bounds.minX + widths.prefix(column + 1).reduce(0) { $0 + $1 + 1 } - 1
                subview.place(at: CGPoint(x: edge - SplitDividerHandle.width / 2, y: bounds.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(width: SplitDividerHandle.width, height: bounds.height))
            }
        }
    }

    func paint(node: ViewNode, into recorder: inout DisplayListRecorder) {
        let frame = node.presentedFrame
        let widths = context(node).placedColumnWidths
        guard let sidebarWidth = widths.first else { return }
        recorder.fill(Path(CGRect(x: frame.minX, y: frame.minY, width: sidebarWidth, height: frame.height)), Color.sidebarBackground.resolved(in: node.environment))
        var x = frame.minX
        for width in widths {
            x += width
            recorder.fill(Path(CGRect(x: x, y: frame.minY, width: 1, height: frame.height)), Color.separator.resolved(in: node.environment))
            x += 1
        }
    }
}

extension Color {
    static let sidebarBackground = Color(system: .sidebarBackground)
}

/// The navigation container of older code, as SwiftUI's deprecated
/// `NavigationView`: one view is a stack; two or three are a split view's
/// sidebar, (content,) and detail.
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor public var body: some View { NavigationViewBody(content: content) }
}

nonisolated struct NavigationViewBody<Content: View>: View {
    typealias Body = Never
    let content: Content
}

@MainActor extension NavigationViewBody: ContentWrapperLayout {
    var kindName: String { "NavigationView" }
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let rows = LazyRowList(content)
        if node.environment.navigationViewStacks {
            // `.stack`: the first child is the stack's root; the others
            // (detail placeholders) are not shown, as on iOS.
            if rows.count > 0 { visit(.index(0), NavigationStack { AnyView(rows.row(at: 0).view) }) }
            return
        }
        switch rows.count {
        case 2: visit(.index(1), NavigationSplitView(sidebar: { AnyView(rows.row(at: 0).view) }, detail: { AnyView(rows.row(at: 1).view) }))
        case 3...:
            visit(.index(2), NavigationSplitView(sidebar: { AnyView(rows.row(at: 0).view) }, content: { AnyView(rows.row(at: 1).view) },
                                                 detail: { AnyView(rows.row(at: 2).view) }))
        default: visit(.index(0), NavigationStack { content })
        }
    }
}
