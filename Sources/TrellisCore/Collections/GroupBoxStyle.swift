/// How a `GroupBox` looks, from its label and content, as SwiftUI's
/// `GroupBoxStyle`; `.automatic` is the macOS box: the label in headline
/// type above a rounded, tinted panel holding the content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The box's content.
    public struct Content: View {
        public typealias Body = Never
        let content: AnyView
    }

    public let label: Label
    public let content: Content
}

@MainActor extension GroupBoxStyleConfiguration.Label: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

@MainActor extension GroupBoxStyleConfiguration.Content: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label.font(.headline)
            VStack(alignment: .leading) { configuration.content }
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(system: .groupedBackground), in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<GroupBoxStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    /// The group box style set around a view (nil: `.automatic`).
    var groupBoxStyle: ErasedStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return EnvironmentModifierView(content: self) {
            $0.groupBoxStyle = ErasedStyle(style) { AnyView(style.makeBody(configuration: $0)) }
        }
    }
}

/// A group box drawn by the style in its environment.
struct GroupBoxStyled: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxStyle) private var style

    var body: some View {
        if let style { style.makeBody(configuration) } else { DefaultGroupBoxStyle().makeBody(configuration: configuration) }
    }
}
