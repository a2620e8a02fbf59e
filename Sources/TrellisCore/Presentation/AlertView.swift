/// What an alert or confirmation dialog shows: the title in bold, the
/// message, and the buttons — side by side at the trailing edge (an
/// alert), or stacked full width (a confirmation dialog). An alert without
/// buttons gets OK; a confirmation dialog without a cancel button gets
/// Cancel, as SwiftUI adds them.
/// (Made where `alert` is called, outside the main actor, as SwiftUI's
/// modifiers are; its body runs on the main actor.)
nonisolated struct AlertView: View {
    let title: String
    let message: AnyView
    let actions: AnyView
    let stacked: Bool

    @MainActor var body: some View {
        let rows = LazyRowList(actions)
        let buttons = (0..<rows.count).map { rows.row(at: $0).view }
        let hasCancel = buttons.contains { ($0 as? any RoleReporting)?.reportedRole == .cancel }
        VStack(alignment: .leading, spacing: 10) {
            if !title.isEmpty { Text(title).font(.headline) }
            message.foregroundStyle(.secondary)
            if stacked {
                VStack(spacing: 6) {
                    actions.frame(maxWidth: .infinity)
                    if !hasCancel { Button("Cancel", role: .cancel) {}.frame(maxWidth: .infinity) }
                }
            } else {
                HStack(spacing: 8) {
                    Spacer(minLength: 0)
                    if buttons.isEmpty { Button("OK") {} } else { actions }
                }
            }
        }
        .padding(20)
        .frame(minWidth: 280, alignment: .leading)
    }
}

/// A button's role, whatever its label type.
@MainActor protocol RoleReporting {
    var reportedRole: ButtonRole? { get }
}

@MainActor extension Button: RoleReporting {
    var reportedRole: ButtonRole? { role }
}

/// Return and Escape in a dialog: the default and the cancel button.
@MainActor
enum DialogKeys {
    static func handle(_ key: CommandKey, host: ViewHost) -> Bool {
        guard host.dialogDismiss != nil, key == .return || key == .escape else { return false }
        var buttons: [(ViewNode, ButtonRole?)] = []
        func visit(_ node: ViewNode) {
            guard !node.isHidden else { return }
            if let button = node.unit as? any RoleReporting, node.environment.isEnabled { buttons.append((node, button.reportedRole)) }
            node.subviewNodes.forEach(visit)
        }
        visit(host.root)
        let chosen = key == .escape ? buttons.first { $0.1 == .cancel } : buttons.first { $0.1 != .cancel }
        if let (node, _) = chosen {
            host.activateFromKeyboard(node)
        } else if key == .escape {
            // A sheet that forbids it stays; Escape is then used up.
            if host.allowsInteractiveDismiss { host.dialogDismiss?() }
        } else {
            return false
        }
        return true
    }
}
