/// The dialogs a window asked for — sheets, alerts, confirmation dialogs.
/// A backend shows each as a dialog window transient for and modal to its
/// window, and closes it when the request goes away; when the window
/// manager closes one (its close button), the backend calls `dismiss`.
@MainActor
package final class DialogStack {
    package private(set) var requests: [DialogRequest] = []
    private var nextID = 1

    package init() {}

    func present(kind: DialogRequest.Kind, title: String, owner: ObjectIdentifier, content: AnyView,
                 dismiss: @escaping () -> Void) {
        guard !requests.contains(where: { $0.owner == owner }) else { return }
        requests.append(DialogRequest(id: nextID, kind: kind, title: title, owner: owner, content: content, onDismiss: dismiss))
        nextID += 1
    }

    /// The dialog `owner` presented went away (its binding was reset).
    func withdraw(owner: ObjectIdentifier) {
        requests.removeAll { $0.owner == owner }
    }

    /// Closes the dialog with `id` and tells its presenter (the binding
    /// becomes false, or the item nil).
    package func dismiss(id: Int) {
        guard let index = requests.firstIndex(where: { $0.id == id }) else { return }
        let request = requests.remove(at: index)
        request.onDismiss()
    }
}

/// One dialog window a view asked for.
package struct DialogRequest: Identifiable {
    package enum Kind: Sendable { case sheet, alert, confirmation }
    package let id: Int
    package let kind: Kind
    /// The dialog window's title.
    package let title: String
    /// The presenting modifier's node (one dialog each).
    let owner: ObjectIdentifier
    let content: AnyView
    let onDismiss: () -> Void

    /// The role the inspection file gives its window.
    package var role: String {
        switch kind {
        case .sheet: "sheet"
        case .alert: "alert"
        case .confirmation: "confirmationDialog"
        }
    }
}

/// Closes the view's presentation, as SwiftUI's `DismissAction`: in a
/// sheet or alert, the dialog; in a pushed navigation view, it pops.
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(action: {})
}

private struct DialogIDKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presented dialog.
    public var isPresented: Bool { self[DialogIDKey.self] != nil }

    var dialogID: Int? {
        get { self[DialogIDKey.self] }
        set { self[DialogIDKey.self] = newValue }
    }
}
