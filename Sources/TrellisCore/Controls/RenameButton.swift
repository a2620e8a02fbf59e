/// The environment's rename action, set with `renameAction(_:)`: what a
/// `RenameButton` runs (typically moving the focus into a name's field).
public struct RenameAction: @unchecked Sendable {
    let action: () -> Void

    /// Starts renaming.
    @MainActor public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
    /// The rename action `renameAction(_:)` set around the view, if any.
    public internal(set) var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the action a `RenameButton` inside runs.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        EnvironmentModifierView(content: self) { $0.rename = RenameAction(action: action) }
    }

    /// Sets the rename action to focus the field bound to `isFocused`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        EnvironmentModifierView(content: self) { $0.rename = RenameAction { isFocused.wrappedValue = true } }
    }
}

/// A button that runs the environment's rename action, as SwiftUI's
/// `RenameButton`: "Rename" with a pencil, disabled where no
/// `renameAction(_:)` sets an action.
public nonisolated struct RenameButton<Label: View>: View {
    let label: Label
    @Environment(\.rename) private var rename

    @MainActor public var body: some View {
        Button { [rename] in rename?() } label: { label }
            .disabled(rename == nil)
    }
}

nonisolated extension RenameButton where Label == TrellisCore.Label<Text, Image> {
    public init() {
        label = TrellisCore.Label("Rename", systemImage: "pencil")
    }
}
