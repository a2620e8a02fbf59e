/// Window-wide keys that are not a focused view's: Alt+Left goes back in
/// the innermost navigation stack, Ctrl+Page Up/Down switch tabs, Escape
/// and Return answer a dialog (its cancel and default buttons).
@MainActor
enum KeyCommands {
    static func handle(_ key: CommandKey, modifiers: HeldModifiers, host: ViewHost) -> Bool {
        var handled = false
        func visit(_ node: ViewNode) {
            guard !handled, !node.isHidden else { return }
            for child in node.children { visit(child) }
            if !handled, let responder = node.view as? any WindowKeyResponder {
                handled = responder.respond(to: key, modifiers: modifiers, node: node)
            }
        }
        visit(host.root)
        return handled
    }
}

/// A view that answers window-wide keys; the innermost one answers first.
@MainActor
protocol WindowKeyResponder {
    func respond(to key: CommandKey, modifiers: HeldModifiers, node: ViewNode) -> Bool
}
