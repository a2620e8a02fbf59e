/// Views one at a time behind a row of tabs, as SwiftUI's `TabView` on
/// macOS: each child's `.tabItem` (or a `Tab`'s title) names its tab, its
/// `.tag` (or `Tab`'s value) is what the selection binding holds. Tabs not
/// shown keep their state. Ctrl+Page Down and Ctrl+Page Up switch tabs.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
    let selection: Binding<SelectionValue>?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }
}

/// A tab of the newer API: `Tab("Inbox", systemImage: "tray", value: .inbox) { … }`.
public nonisolated struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let label: Label
    let title: String?
    let value: Value?
    let content: Content

    public var body: some View { content }
}

extension Tab where Label == Text {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), title: titleKey.key, value: value, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), title: titleKey.key, value: value, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), title: String(title), value: value, content: content())
    }
}

extension Tab where Label == Text, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), title: titleKey.key, value: nil, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), title: titleKey.key, value: nil, content: content())
    }
}

extension Tab {
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), title: nil, value: value, content: content())
    }
}

@MainActor protocol TabParts {
    var tabLabel: AnyView { get }
    var tabValue: AnyHashable? { get }
}

@MainActor extension Tab: TabParts {
    var tabLabel: AnyView { AnyView(label) }
    var tabValue: AnyHashable? { value.map { AnyHashable($0) } }
}

nonisolated extension View {
    /// Names this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

package nonisolated struct TabItemView<Content: View, TabLabel: View>: View {
    package typealias Body = Never
    let content: Content
    let label: TabLabel
}

@MainActor protocol TabItemLabeled { var tabItemLabel: AnyView { get } }

@MainActor extension TabItemView: TransparentView, TabItemLabeled {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
    var tabItemLabel: AnyView { AnyView(label) }
}

/// The selection when no binding holds it.
@MainActor final class TabState {
    var selected: AnyHashable?
}

@MainActor extension TabView: FramedView, WindowKeyResponder {
    var kindName: String { "TabView" }

    private struct TabInfo {
        let key: ChildKey
        let view: any View
        let label: AnyView
        let value: AnyHashable
    }

    private func tabs() -> [TabInfo] {
        let rows = LazyRowList(content)
        return (0..<rows.count).map { index in
            let row = rows.row(at: index)
            var label: AnyView?
            var value = row.id ?? AnyHashable(index)
            @MainActor func scan(_ view: any View) {
                if let parts = view as? any TabParts {
                    if label == nil { label = parts.tabLabel }
                    if let v = parts.tabValue { value = v }
                }
                if label == nil, let labeled = view as? any TabItemLabeled { label = labeled.tabItemLabel }
                if let modified = view as? LazyModifiedRow {
                    for modifier in modified.modifiers where label == nil {
                        if let labeled = modifier as? any TabItemLabeled { label = labeled.tabItemLabel }
                    }
                    scan(modified.content)
                }
            }
            scan(row.view)
            return TabInfo(key: row.key, view: row.view, label: label ?? AnyView(Text("Tab \(index + 1)")), value: value)
        }
    }

    private func state(_ node: ViewNode) -> TabState {
        let state = (node.layoutCache as? TabState) ?? TabState()
        node.layoutCache = state
        return state
    }

    private func selectedValue(_ node: ViewNode, _ tabs: [TabInfo]) -> AnyHashable? {
        if let selection { return AnyHashable(selection.wrappedValue) }
        return state(node).selected ?? tabs.first?.value
    }

    private func select(_ value: AnyHashable, node: ViewNode) {
        if let selection {
            if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
        } else {
            state(node).selected = value
            node.host.noteStateChange(in: Transaction.current)
            node.invalidateBody()
        }
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let tabs = self.tabs()
        let current = selectedValue(node, tabs)
        let handle = node.handle
        for tab in tabs { visit(tab.key, tab.view) }
        let labels = tabs.map(\.label), selected = tabs.firstIndex { $0.value == current }
        let choose: @MainActor (Int) -> Void = { [tabs] index in
            guard let node = handle.node else { return }
            (node.unit as? Self)?.select(tabs[index].value, node: node)
        }
        switch node.environment.tabPlacement {
        case .bar: visit(.body, TabBar(labels: labels, selected: selected, choose: choose))
        case .sidebar: visit(.body, TabSidebar(labels: labels, selected: selected, choose: choose))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        let p = proposal.sanitized
        return CGSize(width: p.width ?? 400, height: p.height ?? 300)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard let bar = subviews.last else { return }
        let tabs = self.tabs()
        let current = selectedValue(node, tabs)
        let shown = tabs.firstIndex { $0.value == current }
        // The content's area: below the row of tabs, or beside the sidebar.
        var area = bounds
        switch node.environment.tabPlacement {
        case .bar:
            let barHeight = bar.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            bar.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
            area = CGRect(x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width, height: max(0, bounds.height - barHeight))
        case .sidebar:
            let width = min(bounds.width, TabSidebar.width)
            bar.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: width, height: bounds.height))
            area = CGRect(x: bounds.minX + width, y: bounds.minY, width: bounds.width - width, height: bounds.height)
        }
        for index in 0..<(subviews.count - 1) {
            guard index == shown else { subviews[index].hide(); continue }
            // Centred in the tab's area, as any container centres a child smaller than it.
            subviews[index].place(at: CGPoint(x: area.midX, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
        }
    }

    func respond(to key: CommandKey, modifiers: HeldModifiers, node: ViewNode) -> Bool {
        guard modifiers.contains(.control), key == .pageUp || key == .pageDown else { return false }
        let tabs = self.tabs()
        guard !tabs.isEmpty else { return false }
        let current = tabs.firstIndex { $0.value == selectedValue(node, tabs) } ?? 0
        let next = (current + (key == .pageDown ? 1 : tabs.count - 1)) % tabs.count
        select(tabs[next].value, node: node)
        return true
    }
}

/// The row of tabs: a segmented control centred above the content.
struct TabBar: View {
    let labels: [AnyView]
    let selected: Int?
    let choose: @MainActor (Int) -> Void

    var body: some View {
        HStack(spacing: 2) {
            ForEach(labels.indices, id: \.self) { index in
                Button { choose(index) } label: {
                    labels[index]
                        .padding(.horizontal, 12).padding(.vertical, 4)
                        .foregroundStyle(index == selected ? Color.white : Color.primary)
                        .background(index == selected ? Color.accentColor : Color.clear, in: RoundedRectangle(cornerRadius: 5))
                }
                .buttonStyle(.plain)
            }
        }
        .padding(2)
        .background(Color(system: .rowPressed), in: RoundedRectangle(cornerRadius: 7))
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
    }
}
