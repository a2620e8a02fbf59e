/// A stack of views with a root, as SwiftUI's `NavigationStack`: a
/// `NavigationLink` pushes a value (shown by the matching
/// `navigationDestination(for:)`) or a view; the back button and Alt+Left
/// pop. Views below the top keep their state (and scroll position) while
/// they are covered. A bar on top shows the back button, the top view's
/// `navigationTitle` and its toolbar items.
public nonisolated struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    let root: Root
    let binding: NavigationPathBinding?

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        binding = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        binding = NavigationPathBinding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        binding = NavigationPathBinding(get: { path.wrappedValue.map { AnyHashable($0) } },
                                        set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
    }
}

/// A path binding of any element type.
struct NavigationPathBinding: @unchecked Sendable {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

@MainActor extension NavigationStack: FramedView, WindowKeyResponder {
    var kindName: String { "NavigationStack" }

    private func context(_ node: ViewNode) -> NavigationContext {
        let context = (node.layoutCache as? NavigationContext) ?? NavigationContext()
        node.layoutCache = context
        context.owner = node.handle
        node.host.noteNavigationContainer(node)
        if let binding {
            context.path = binding.get
            context.setPath = binding.set
        } else {
            context.path = { [unowned context] in context.internalPath }
            context.setPath = { [unowned context] in context.internalPath = $0 }
        }
        return context
    }

    func transformEnvironment(_ environment: inout EnvironmentValues) {}

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let context = self.context(node)
        visit(.index(0), NavigationLevelView(level: 0, context: context, content: .view(AnyView(root))))
        for (level, value) in context.path().enumerated() {
            visit(.nested(.index(1 + level), .id(value)),
                  NavigationLevelView(level: level + 1, context: context, content: .value(value)).transition(Self.pushTransition))
        }
        for (index, pushed) in context.pushedViews.enumerated() {
            visit(.index(1000 + index), NavigationLevelView(level: pushed.level + 1, context: context, content: .view(pushed.view))
                .transition(Self.pushTransition))
        }
        visit(.body, NavigationBarHost(context: context))
    }

    /// A pushed level slides in from the trailing edge and, popped, slides
    /// back out (the push and pop animate: `NavigationContext.changed`).
    static var pushTransition: AnyTransition { .move(edge: .trailing) }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        guard subviews.count >= 2 else { return CGSize(width: p.width ?? 0, height: p.height ?? 0) }
        let top = subviews[subviews.count - 2].sizeThatFits(p)
        return CGSize(width: p.width ?? top.width, height: p.height ?? top.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard subviews.count >= 2, let context = node.layoutCache as? NavigationContext else { return }
        let bar = subviews[subviews.count - 1]
        let depth = subviews.count - 2
        var contentTop = bounds.minY
        if context.userCanGoBack || context.titles[depth] != nil || !(context.toolbars[depth] ?? []).isEmpty {
            let height = bar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            bar.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: height))
            contentTop += height
        } else {
            bar.hide()
        }
        for index in 0..<(subviews.count - 1) {
            let subview = subviews[index]
            guard index == depth else { subview.hide(); continue }
            let size = CGSize(width: bounds.width, height: max(0, bounds.maxY - contentTop))
            subview.place(at: CGPoint(x: bounds.minX, y: contentTop), anchor: .topLeading, proposal: ProposedViewSize(size))
        }
    }

    func respond(to key: CommandKey, modifiers: HeldModifiers, node: ViewNode) -> Bool {
        guard key == .leftArrow, modifiers.contains(.alt), let context = node.layoutCache as? NavigationContext,
              context.userCanGoBack else { return false }
        context.pop()
        return true
    }
}

/// One level of a navigation stack: the root, a path value's destination,
/// or a pushed view, with the context and its level in the environment.
nonisolated struct NavigationLevelView: View {
    typealias Body = Never
    enum Content { case view(AnyView), value(AnyHashable) }
    let level: Int
    let context: NavigationContext
    let content: Content
}

@MainActor extension NavigationLevelView: ContentWrapperLayout {
    var kindName: String { "NavigationLevel" }
    var geometryIsItsContent: Bool { false }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.navigationContext = context
        environment.navigationLevel = level
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        switch content {
        case .view(let view): visit(.index(0), view)
        // Looked up now, after the levels below declared their destinations.
        case .value(let value): visit(.index(0), context.destination(for: value))
        }
    }

    /// A level fills what it is offered (a pushed view covers the stack).
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        let content = ModifierContent(subviews: subviews).sizeThatFits(p)
        return CGSize(width: p.width ?? content.width, height: p.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        ModifierContent(subviews: subviews).place(in: bounds, alignment: .center, proposal: proposal)
    }
}

/// The bar of a navigation stack, made after its levels (so it sees the
/// titles and toolbar items they set).
nonisolated struct NavigationBarHost: View {
    typealias Body = Never
    let context: NavigationContext
}

@MainActor extension NavigationBarHost: ContentWrapperLayout {
    var kindName: String { "NavigationBar" }
    var geometryIsItsContent: Bool { false }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        context.barNode = node.handle
        let depth = context.depth
        visit(.index(0), NavigationBar(title: context.titles[depth], subtitle: context.subtitles[depth], canGoBack: context.userCanGoBack,
                                       items: context.toolbars[depth] ?? [], background: context.barBackgrounds[depth] ?? ToolbarBackground(),
                                       back: { [context] in context.pop() }))
    }
}

/// What the bar shows: a back button, the title (and subtitle), the items.
struct NavigationBar: View {
    let title: String?
    let subtitle: String?
    let canGoBack: Bool
    let items: [ToolbarEntry]
    let background: ToolbarBackground
    let back: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            ToolbarRow(items: items, leading: canGoBack ? AnyView(Button(action: back) { Text("‹ Back") }) : nil,
                       title: title, subtitle: subtitle)
            if !background.isHidden { Divider() }
        }
        .background(background.fill)
    }
}

extension Color {
    static let barBackground = Color(system: .barBackground)
}
