/// How a `TabView` offers its tabs, as SwiftUI's tab view styles do on
/// macOS: `.automatic`, `.tabBarOnly` and `.grouped` show a row of tabs
/// above the content; `.sidebarAdaptable` shows them as a sidebar (on
/// macOS it "always shows a sidebar").
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// Where a tab view style puts the tabs.
enum TabPlacement: Sendable { case bar, sidebar }

public nonisolated struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

public nonisolated struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

public nonisolated struct GroupedTabViewStyle: TabViewStyle {
    public init() {}
}

public nonisolated struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
    public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

private struct TabPlacementKey: EnvironmentKey { static let defaultValue = TabPlacement.bar }

extension EnvironmentValues {
    /// Where the tab views below put their tabs (`tabViewStyle`).
    var tabPlacement: TabPlacement {
        get { self[TabPlacementKey.self] }
        set { self[TabPlacementKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tab views within this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabPlacement, S.self == SidebarAdaptableTabViewStyle.self ? .sidebar : .bar)
    }
}
