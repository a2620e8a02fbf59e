/// Decides how a toggle looks and how it is operated, as SwiftUI's
/// `ToggleStyle`. A style flips `configuration.isOn` itself (the built-in
/// ones do it on a click; the toggle does it on Space).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a style is given to draw a toggle.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    public let label: Label
    /// Whether the toggle is on; set it to switch the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

@MainActor extension ToggleStyleConfiguration.Label: TransparentView {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }
    var passThroughChild: (ChildKey, any View)? { (.index(0), content) }
}

/// A type-erased style, as the environment stores it; equal when both
/// erase the same style type and that type holds nothing.
@MainActor
struct AnyToggleStyle: Equatable {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
    private let styleType: ObjectIdentifier
    private let isStateless: Bool

    init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
        styleType = ObjectIdentifier(S.self)
        isStateless = MemoryLayout<S>.size == 0
    }

    /// Whether it is the switch style (whose label a form puts in its
    /// label column).
    var isSwitch: Bool { styleType == ObjectIdentifier(SwitchToggleStyle.self) }

    nonisolated static func == (a: AnyToggleStyle, b: AnyToggleStyle) -> Bool {
        a.styleType == b.styleType && a.isStateless && b.isStateless
    }
}

/// The styles set around a view, innermost last. A toggle uses the last
/// and its style's body sees the rest.
private struct ToggleStylesKey: EnvironmentKey {
    static let defaultValue: [AnyToggleStyle] = []
}

extension EnvironmentValues {
    var toggleStyles: [AnyToggleStyle] {
        get { self[ToggleStylesKey.self] }
        set { self[ToggleStylesKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the toggles inside.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let erased = AnyToggleStyle(style)
        return EnvironmentModifierView(content: self, value: erased) { $0.toggleStyles.append($1) }
    }
}
