/// Decides how a `Label` shows its title and icon, as SwiftUI's
/// `LabelStyle`: `.automatic` and `.titleAndIcon` show both, `.iconOnly`
/// and `.titleOnly` one of them; a custom style arranges
/// `configuration.title` and `configuration.icon` as it likes.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    public struct Title: View {
        public typealias Body = Never
        let content: AnyView
    }

    public struct Icon: View {
        public typealias Body = Never
        let content: AnyView
    }

    public var title: Title
    public var icon: Icon
}

@MainActor extension LabelStyleConfiguration.Title: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

@MainActor extension LabelStyleConfiguration.Icon: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

/// The icon before the title, 6 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
    }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The platform's choice: title and icon, as a label in a Mac window.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A type-erased label style, as the environment stores it. Two are equal
/// when they erase the same style type holding nothing.
struct AnyLabelStyle: Equatable {
    let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
    /// `.automatic`: the label keeps its own layout (and `ContentUnavailableView`'s).
    let isAutomatic: Bool
    private let styleType: ObjectIdentifier
    private let isStateless: Bool

    @MainActor init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        isAutomatic = style is DefaultLabelStyle
        styleType = ObjectIdentifier(S.self)
        isStateless = MemoryLayout<S>.size == 0
    }

    static func == (a: AnyLabelStyle, b: AnyLabelStyle) -> Bool {
        a.styleType == b.styleType && a.isStateless && b.isStateless
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the labels inside.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let erased = AnyLabelStyle(style)
        return EnvironmentModifierView(content: self, value: erased) { $0.labelStyle = $1 }
    }
}
