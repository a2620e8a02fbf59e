/// Where a key goes in a window, in this order: the `onKeyPress`
/// handlers around the focused view (innermost first); shortcuts typed
/// with Control, Alt or Super (`keyboardShortcut`, anywhere in the
/// window); the focused control itself (a text field takes text, a button
/// Space and Return); the list that takes keys; `onExitCommand`,
/// `onMoveCommand` and `onDeleteCommand` around the focused view
/// (Escape, arrows, BackSpace and Delete); window keys and a dialog's
/// Return and Escape; Tab and Shift+Tab move the focus; Return runs the
/// `.defaultAction` button, Escape the `.cancelAction` one, and other
/// shortcuts without modifiers match last. Key releases reach only
/// `onKeyPress` handlers that ask for the `.up` phase.
extension ViewHost {
    func handleKeyInWindow(_ press: KeyPress) {
        if runKeyPressHandlers(press) == .handled { return }
        if press.phase == .up { return }
        if !press.modifiers.isDisjoint(with: .commandKeys), performShortcut(matching: press) { return }
        // The menu bar's shortcuts (Quit, Settings, the app's commands).
        if !press.modifiers.isDisjoint(with: .commandKeys), commandHandler?.performCommand(matching: press, in: self) == true { return }
        if let node = focus.node, let focusable = node.unit as? any Focusable,
           focusable.handleKey(press, node: node, host: self) == .handled { return }
        // Ctrl+C/X/V for `copyable`, `cuttable` and `pasteDestination`.
        if performTransferCommand(press) { return }
        // Lists, navigation and tab keys, and a dialog's Return and Escape.
        if let command = CommandKey(press) {
            heldModifiers = HeldModifiers(press.modifiers)
            if handleCommandKey(command, viewCommand: ViewCommand(command, modifiers: press.modifiers)) { return }
        }
        if press.key == .tab, press.modifiers.isDisjoint(with: [.control, .option, .command]) {
            moveFocus(forward: !press.modifiers.contains(.shift))
            return
        }
        if press.modifiers.isDisjoint(with: .commandKeys) { _ = performShortcut(matching: press) }
    }

    /// The `onKeyPress` handlers from the focused view outwards. (Only
    /// transparent views handle keys: the units and composites between
    /// the focus and the window are passed without copying their values
    /// or asking the runtime about each, at every key press and release.)
    private func runKeyPressHandlers(_ press: KeyPress) -> KeyPress.Result {
        var current = focus.node
        while let node = current {
            if !node.isUnit, let list = ViewKindCache.transparent(node.view), let handler = list as? any KeyPressHandling,
               handler.handle(press) == .handled { return .handled }
            current = node.parent
        }
        return .ignored
    }

    /// Runs the first enabled control whose `keyboardShortcut` matches.
    func performShortcut(matching press: KeyPress) -> Bool {
        focus.shortcutNodes.removeAll { !$0.isAttached(to: root) }
        for node in focus.shortcutNodes {
            guard let declaration = node.view as? any KeyboardShortcutDeclaration,
                  let shortcut = declaration.declaredShortcut, shortcut.matches(press),
                  let target = firstPressable(in: node) else { continue }
            // A menu opened from the keyboard highlights its first item.
            if let opening = target.unit as? any KeyboardOpening {
                if press.phase != .repeat { opening.openFromKeyboard(node: target) }
            } else if press.phase != .repeat || repeatsWhileHeld(target) {
                // A held shortcut repeats only where `buttonRepeatBehavior` says so.
                activate(target)
            }
            return true
        }
        return false
    }

    private func firstPressable(in node: ViewNode) -> ViewNode? {
        if node.isHidden { return nil }
        if node.unit is any Pressable { return node.environment.isEnabled ? node : nil }
        for child in node.children {
            if let found = firstPressable(in: child) { return found }
        }
        return nil
    }
}
