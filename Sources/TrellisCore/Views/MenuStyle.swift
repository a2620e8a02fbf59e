/// How a closed `Menu` is drawn, as SwiftUI's `MenuStyle`: `.button` and
/// `.automatic` are the bordered pull-down button; `.borderlessButton`
/// (deprecated by Apple in favour of `.button` with a borderless button
/// style, still common) is the label and its chevron with no bezel.
public protocol MenuStyle: Sendable {}

public struct DefaultMenuStyle: MenuStyle {
    public init() {}
}

public struct ButtonMenuStyle: MenuStyle {
    public init() {}
}

public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    /// Sets the style of the menus inside.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        environment(\.menuIsBorderless, style is BorderlessButtonMenuStyle)
    }
}

extension EnvironmentValues {
    /// Whether closed menus below draw without their bezel.
    var menuIsBorderless: Bool {
        get { self[MenuIsBorderlessKey.self] }
        set { self[MenuIsBorderlessKey.self] = newValue }
    }
}

private struct MenuIsBorderlessKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Shows or hides the chevron of the menus inside (`.automatic` shows it).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }
}

extension EnvironmentValues {
    /// `menuIndicator(_:)`: whether closed menus below draw their chevron.
    var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

private struct MenuIndicatorKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
