/// How a (deprecated) `NavigationView` presents its children: in
/// columns (`.automatic`, `.columns`, `DoubleColumnNavigationViewStyle`:
/// a sidebar and a detail, as on a Mac), or as one stack showing its
/// first child at the root (`.stack`, which iOS code often sets).
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct ColumnNavigationViewStyle: NavigationViewStyle {}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

private struct NavigationViewStacksKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether navigation views below show one stack (`.stack`).
    var navigationViewStacks: Bool {
        get { self[NavigationViewStacksKey.self] }
        set { self[NavigationViewStacksKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the navigation views within this view.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStacks, S.self == StackNavigationViewStyle.self)
    }
}
