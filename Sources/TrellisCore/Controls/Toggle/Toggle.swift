/// A control that switches between on and off, as SwiftUI's `Toggle`.
/// Its look comes from the environment's `ToggleStyle`; on Linux the
/// automatic style is a check box (see `DefaultToggleStyle`).
public nonisolated struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    /// Made from a style's configuration: the toggle is drawn by the style
    /// that was in effect outside the one making it.
    let isMixed: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        isMixed = false
    }
}

extension Toggle where Label == Text {
    public nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TrellisCore.Label<Text, Image> {
    public nonisolated init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TrellisCore.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, for styles that change the
    /// look of the style around them.
    public nonisolated init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        label = configuration.label
        isMixed = configuration.isMixed
    }
}

@MainActor extension Toggle: ContentWrapperLayout, KeyboardOperable {
    var kindName: String { "Toggle" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        let style = node.environment.toggleStyles.last ?? AnyToggleStyle(DefaultToggleStyle())
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn, isMixed: isMixed)
        visit(.index(0), style.makeBody(configuration))
    }

    /// A `Toggle(configuration)` inside the style's body is drawn by the
    /// style outside it, as in SwiftUI (and cannot recurse).
    func transformEnvironment(_ environment: inout EnvironmentValues) {
        if !environment.toggleStyles.isEmpty { environment.toggleStyles.removeLast() }
    }

    /// Space flips the toggle, as on every desktop.
    func handleKey(_ key: ControlKey, node: ViewNode) -> Bool {
        guard key == .space else { return false }
        isOn.wrappedValue.toggle()
        return true
    }
}
