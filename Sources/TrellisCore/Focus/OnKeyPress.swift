/// `onKeyPress`: runs an action for keys pressed while the view or one of
/// its descendants has the focus. Handlers run innermost first, before the
/// focused control sees the key; `.handled` stops the key there.
package nonisolated struct OnKeyPressView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let phases: KeyPress.Phases
    let matches: @Sendable (KeyPress) -> Bool
    let action: @MainActor (KeyPress) -> KeyPress.Result
}

/// A node whose view handles keys on the way out from the focused view.
@MainActor
protocol KeyPressHandling {
    func handle(_ press: KeyPress) -> KeyPress.Result
}

@MainActor extension OnKeyPressView: TransparentView, KeyPressHandling {
    func forEachElement(_ visit: (ChildKey, any View) -> Void) { visit(.index(0), content) }

    func handle(_ press: KeyPress) -> KeyPress.Result {
        guard phases.contains(press.phase), matches(press) else { return .ignored }
        return action(press)
    }
}

nonisolated extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        OnKeyPressView(content: self, phases: [.down, .repeat], matches: { $0.key == key }, action: { _ in action() })
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        OnKeyPressView(content: self, phases: phases, matches: { $0.key == key }, action: action)
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        OnKeyPressView(content: self, phases: phases, matches: { keys.contains($0.key) }, action: action)
    }

    /// Keys whose typed characters all belong to `characters`.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        OnKeyPressView(content: self, phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action)
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
        OnKeyPressView(content: self, phases: phases, matches: { _ in true }, action: action)
    }
}
