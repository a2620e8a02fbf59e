/// Decides how a `ControlGroup` looks, as SwiftUI's `ControlGroupStyle`.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a control group style is given: the group's controls and label.
public struct ControlGroupStyleConfiguration {
    public struct Content: View {
        public typealias Body = Never
        let content: AnyView
    }

    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    public let content: Content
    public let label: Label
}

@MainActor extension ControlGroupStyleConfiguration.Content: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

@MainActor extension ControlGroupStyleConfiguration.Label: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

/// The joined row of segments of a Mac window.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupSegments(content: configuration.content)
    }
}

/// Back and forward controls: the same joined row on a Mac.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroupSegments(content: configuration.content)
    }
}

/// A menu titled with the group's label, its controls as the items.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// The menu, as `.menu` (a Mac shows it the same way outside a toolbar).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// A type-erased group style, as the environment stores it.
struct AnyControlGroupStyle: Equatable {
    let makeBody: @MainActor (ControlGroupStyleConfiguration) -> AnyView
    private let styleType: ObjectIdentifier
    private let isStateless: Bool

    @MainActor init<S: ControlGroupStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        styleType = ObjectIdentifier(S.self)
        isStateless = MemoryLayout<S>.size == 0
    }

    static func == (a: AnyControlGroupStyle, b: AnyControlGroupStyle) -> Bool {
        a.styleType == b.styleType && a.isStateless && b.isStateless
    }
}

private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue: AnyControlGroupStyle? = nil
}

extension EnvironmentValues {
    var controlGroupStyle: AnyControlGroupStyle? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the control groups inside.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let erased = AnyControlGroupStyle(style)
        return EnvironmentModifierView(content: self, value: erased) { $0.controlGroupStyle = $1 }
    }
}
