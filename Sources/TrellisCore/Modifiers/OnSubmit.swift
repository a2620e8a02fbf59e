/// What submits a text field, as SwiftUI's `SubmitTriggers`: `.text`
/// (Return in a text field) or `.search`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The submit actions around a view, outermost first.
struct SubmitActions: @unchecked Sendable {
    var actions: [@MainActor () -> Void] = []
}

private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue = SubmitActions()
}

private struct SearchSubmitActionsKey: EnvironmentKey {
    static let defaultValue = SubmitActions()
}

extension EnvironmentValues {
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// `onSubmit(of: .search)` actions: Return in the search field of a
    /// `searchable` inside runs them (instead of the `.text` ones).
    var searchSubmitActions: SubmitActions {
        get { self[SearchSubmitActionsKey.self] }
        set { self[SearchSubmitActionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs `action` when the user presses Return in a text field inside
    /// (after a number field's text was parsed and written), or with
    /// `.search`, in the search field of a `searchable` inside.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        EnvironmentModifierView(content: self) { environment in
            if triggers.contains(.text) { environment.submitActions.actions.append(action) }
            if triggers.contains(.search) { environment.searchSubmitActions.actions.append(action) }
        }
    }
}
