/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`, on an
/// in-window toolbar laid out as GNOME's header bars: navigation items
/// at the leading end after the back button, the principal item in the
/// middle, actions at the trailing end (cancel before confirm).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Side: Hashable, Sendable { case leading, center, trailing }
    let side: Side
    let order: Int

    public static let automatic = ToolbarItemPlacement(side: .trailing, order: 1)
    public static let navigation = ToolbarItemPlacement(side: .leading, order: 0)
    public static let principal = ToolbarItemPlacement(side: .center, order: 0)
    public static let primaryAction = ToolbarItemPlacement(side: .trailing, order: 2)
    public static let secondaryAction = ToolbarItemPlacement(side: .trailing, order: 0)
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing, order: 4)
    public static let cancellationAction = ToolbarItemPlacement(side: .trailing, order: 3)
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing, order: 3)
    public static let status = ToolbarItemPlacement(side: .center, order: 1)
}

/// One item of a toolbar.
public nonisolated struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { content }
}

/// Several items at one placement.
public nonisolated struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { HStack(spacing: 8) { content } }
}

@MainActor protocol ToolbarPlaced {
    var placement: ToolbarItemPlacement { get }
}
@MainActor extension ToolbarItem: ToolbarPlaced {}
@MainActor extension ToolbarItemGroup: ToolbarPlaced {}

/// A toolbar item as the bar lays it out.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

@MainActor
enum ToolbarEntries {
    static func of(_ content: any View) -> [ToolbarEntry] {
        let rows = LazyRowList(content)
        return (0..<rows.count).map { index in
            let view = rows.row(at: index).view
            let placement = (view as? any ToolbarPlaced)?.placement ?? .automatic
            return ToolbarEntry(placement: placement, view: AnyView(view))
        }
    }
}

nonisolated extension View {
    /// Adds items to the toolbar: the navigation bar of the enclosing
    /// `NavigationStack`, or else a toolbar drawn above this view.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarView(content: self, items: content())
    }

    /// Hides or shows the toolbar (a no-op here: the bar is in the window).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        ToolbarVisibilityView(content: self, hidden: visibility == .hidden)
    }
}

/// Which bar `toolbar(_:for:)` talks about.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Shown, hidden, or as the system decides.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// A view with toolbar items: they go to the enclosing navigation bar,
/// or to a bar of their own above the view.
package nonisolated struct ToolbarView<Content: View, Items: View>: View {
    package typealias Body = Never
    let content: Content
    let items: Items
}

/// A toolbar modifier, whatever its types: `.toolbar { … }.toolbar { … }`
/// (or `.searchable` on a view with a toolbar) makes one bar, not two.
@MainActor protocol ToolbarCarrying {}

@MainActor extension ToolbarView: FramedView, ToolbarCarrying {
    var kindName: String { "Toolbar" }

    /// When the content has a toolbar of its own, this one's items join it.
    private var passesItemsInward: Bool { content is any ToolbarCarrying }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        if passesItemsInward {
            environment.outerToolbarEntries += ToolbarEntries.of(items)
        } else if !environment.outerToolbarEntries.isEmpty {
            environment.outerToolbarEntries = []
        }
    }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        guard !passesItemsInward else {
            visit(.index(0), content)
            return
        }
        let entries = ToolbarEntries.of(items) + node.environment.outerToolbarEntries
        if let context = node.environment.navigationContext {
            context.setToolbar(entries, level: node.environment.navigationLevel)
        } else {
            let background = node.environment.toolbarBackground
            visit(.index(1), VStack(spacing: 0) {
                ToolbarRow(items: entries, leading: nil, title: nil, subtitle: nil)
                if !background.isHidden { Divider() }
            }.background(background.fill))
        }
        visit(.index(0), content)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) -> CGSize {
        StackAlgorithm(axis: .vertical, spacing: 0, crossGuide: HorizontalAlignment.center.key).arrange(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, node: ViewNode, subviews: LayoutSubviews) {
        guard subviews.count == 2 else {
            ModifierContent(subviews: subviews).place(at: bounds.origin, proposal: proposal)
            return
        }
        let barHeight = subviews[0].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: barHeight))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.minY + barHeight), anchor: .topLeading,
                          proposal: ProposedViewSize(width: bounds.width, height: max(0, bounds.height - barHeight)))
    }
}

/// `toolbar(.hidden)`: hides the navigation bar's items at this level.
package nonisolated struct ToolbarVisibilityView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let hidden: Bool
}

@MainActor extension ToolbarVisibilityView: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    func reconciled(_ node: ViewNode, previous: any View) {
        if hidden, let context = node.environment.navigationContext { context.setToolbar([], level: node.environment.navigationLevel) }
    }
}

extension NavigationContext {
    func setToolbar(_ entries: [ToolbarEntry], level: Int) {
        toolbars[level] = entries
        barNode?.node?.invalidateBody()
    }
}

/// A toolbar's row: leading items, the title, the centre, trailing items.
struct ToolbarRow: View {
    let items: [ToolbarEntry]
    let leading: AnyView?
    let title: String?
    let subtitle: String?

    private func entries(_ side: ToolbarItemPlacement.Side) -> [ToolbarEntry] {
        items.enumerated().filter { $0.element.placement.side == side }
            .sorted { ($0.element.placement.order, $0.offset) < ($1.element.placement.order, $1.offset) }
            .map(\.element)
    }

    var body: some View {
        HStack(spacing: 8) {
            if let leading { leading }
            ForEach(Array(entries(.leading).enumerated()), id: \.offset) { $0.element.view }
            if let title {
                VStack(alignment: .leading, spacing: 0) {
                    Text(title).font(.headline)
                    if let subtitle { Text(subtitle).font(.subheadline).foregroundStyle(.secondary) }
                }
            }
            Spacer(minLength: 8)
            ForEach(Array(entries(.center).enumerated()), id: \.offset) { $0.element.view }
            Spacer(minLength: 8)
            ForEach(Array(entries(.trailing).enumerated()), id: \.offset) { $0.element.view }
        }
        .padding(.horizontal, 10)
        .frame(minHeight: 38)
    }
}

private struct OuterToolbarEntriesKey: EnvironmentKey {
    static var defaultValue: [ToolbarEntry] { [] }
}

extension EnvironmentValues {
    /// Items of toolbar modifiers outside this one, for it to show.
    var outerToolbarEntries: [ToolbarEntry] {
        get { self[OuterToolbarEntriesKey.self] }
        set { self[OuterToolbarEntriesKey.self] = newValue }
    }
}
