/// SwiftUI's `RefreshAction`: the handler `refreshable(action:)` puts in
/// the environment, for views that offer a refresh to call.
///
/// As on macOS, no built-in view offers one by itself (there is no pull
/// to refresh on a desktop list); a view of the app reads
/// `@Environment(\.refresh)` and calls it, from a toolbar button or a
/// `keyboardShortcut("r")`, say.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the handler and returns when it has finished.
    public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `refreshable(action:)`, or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

private struct RefreshActionKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

nonisolated extension View {
    /// Puts `action` in the environment as the refresh action of the views inside.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        EnvironmentModifierView(content: self) { $0.refresh = RefreshAction(action: action) }
    }
}
