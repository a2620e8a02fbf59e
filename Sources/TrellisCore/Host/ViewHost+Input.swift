/// Input for a hosted window: pointer hover and press feedback, clicks
/// that run actions, the wheel, menu keys, and popups closing on a click
/// outside them.
extension ViewHost {
    /// Input is hit-tested against the last layout, as between two frames
    /// on any desktop toolkit: a burst of clicks costs one update after
    /// the burst, not one per click. (Before the first layout there is
    /// nothing to hit, so that one is done now.)
    package func handle(_ event: InputEvent) {
        if statistics.layoutPasses == 0 { _ = update(); needsDisplay = true }
        switch event {
        case .pointerMoved(let point):
            pointer = point
            if continueScrollBarDrag(to: point) { return }
            updateHover()
            if let pressed { setPressed(pressed, pressed.presentedFrame.contains(point)) }
        case .pointerExited:
            pointer = nil
            updateHover()
        case .buttonDown(let point, _) where dismissesPopups(at: point):
            break
        case .buttonDown(let point, .primary):
            pointer = point
            if beginScrollBarDrag(at: point) { return }
            updateHover()
            if let target = HitTester.button(at: point, in: root) {
                pressed = target
                setPressed(target, true)
            }
        case .buttonUp(let point, .primary):
            if endScrollBarDrag() { return }
            guard let target = pressed else { return }
            pressed = nil
            let inside = target.presentedFrame.contains(point) && target.isAttached(to: root)
            setPressed(target, false)
            if inside { activate(target) }
        case .keyDown(let key):
            handleKey(key)
        case .scroll(let point, let delta):
            scrollWheel(at: point, delta: delta)
        case .buttonDown, .buttonUp:
            break
        }
    }

    private func updateHover() {
        setHovered(pointer.flatMap { HitTester.button(at: $0, in: root) })
    }

    private func setHovered(_ target: ViewNode?) {
        guard target !== hovered else { return }
        if let old = hovered { old.interaction.isHovered = false; refreshInteraction(old) }
        hovered = target
        if let target { target.interaction.isHovered = true; refreshInteraction(target) }
        // In a menu, resting on a submenu row opens it; on any other row,
        // closes the deeper submenu.
        guard level > 0 else { return }
        if let target, let control = target.unit as? any Pressable, control.opensPopup {
            if !popups.requests.contains(where: { $0.level == level + 1 && $0.anchor == target.frame }) {
                control.perform(node: target)
            }
        } else if target != nil {
            popups.dismiss(from: level + 1)
        }
    }

    /// Runs a control's action. In a menu, choosing an item closes the
    /// whole menu; a submenu row opens its submenu instead.
    private func activate(_ target: ViewNode) {
        guard let control = target.unit as? any Pressable else { return }
        control.perform(node: target)
        if level > 0, !control.opensPopup { popups.dismiss(from: 1) }
        if closesDialogAfterAction, target.unit is any RoleReporting { dialogDismiss?() }
    }

    /// Runs a control's action as a click would (Return in a dialog).
    func activateFromKeyboard(_ target: ViewNode) { activate(target) }

    /// While popups are open above this window, a click here (or, in a
    /// popup, outside its bounds) closes them and does nothing else.
    private func dismissesPopups(at point: CGPoint) -> Bool {
        if popups.requests.contains(where: { $0.level > level }) {
            popups.dismiss(from: level + 1)
            return true
        }
        if level > 0, !CGRect(origin: .zero, size: size).contains(point) {
            popups.dismiss(from: 1)
            return true
        }
        return false
    }

    /// Menu keys: arrows move the selection, Return/Space choose, Escape
    /// closes this menu level, Left closes a submenu, Right opens one.
    private func handleKey(_ key: Key) {
        if level == 0, let command = CommandKey(key), handleCommandKey(command) { return }
        guard level > 0 else {
            if key == .escape { popups.dismiss(from: 1) }
            return
        }
        let items = pressables()
        let current = hovered.flatMap { node in items.firstIndex { $0 === node } }
        switch key {
        case .downArrow:
            guard !items.isEmpty else { return }
            setHovered(items[current.map { min($0 + 1, items.count - 1) } ?? 0])
        case .upArrow:
            guard !items.isEmpty else { return }
            setHovered(items[current.map { max($0 - 1, 0) } ?? items.count - 1])
        case .return, .space:
            if let hovered { activate(hovered) }
        case .rightArrow:
            if let hovered, let control = hovered.unit as? any Pressable, control.opensPopup { activate(hovered) }
        case .leftArrow:
            if level > 1 { popups.dismiss(from: level) }
        case .escape:
            popups.dismiss(from: level)
        default:
            break
        }
    }

    /// Lists (the one last clicked), then window-wide keys (Alt+Left,
    /// Ctrl+Page Down), then a dialog's Return and Escape.
    private func handleCommandKey(_ key: CommandKey) -> Bool {
        if let target = keyTarget.flatMap({ $0.isAttached(to: root) ? $0 : nil }) ?? firstKeyHandler(),
           let handler = target.unit as? any KeyHandling, handler.handleKey(key, modifiers: heldModifiers, node: target) {
            return true
        }
        return KeyCommands.handle(key, modifiers: heldModifiers, host: self) || DialogKeys.handle(key, host: self)
    }

    /// Until a list is clicked, keys go to the first list that selects
    /// (the one a window's initial focus would be on).
    private func firstKeyHandler() -> ViewNode? {
        var found: ViewNode?
        func visit(_ node: ViewNode) {
            guard found == nil, !node.isHidden else { return }
            if let handler = node.unit as? any KeyHandling, handler.acceptsKeys { found = node; return }
            node.subviewNodes.forEach(visit)
        }
        visit(root)
        return found
    }

    /// The enabled controls in tree order.
    private func pressables() -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            guard !node.isHidden else { return }
            if node.unit is any Pressable, node.environment.isEnabled { result.append(node) }
            node.subviewNodes.forEach(visit)
        }
        visit(root)
        return result
    }

    private func setPressed(_ node: ViewNode, _ value: Bool) {
        guard node.interaction.isPressed != value else { return }
        node.interaction.isPressed = value
        refreshInteraction(node)
    }

    /// A control's look depends on hover and press, which invalidate it like
    /// any state change: its style body is rebuilt in the next update's
    /// bodies step, or it is only repainted when the control applies the
    /// feedback as it paints.
    private func refreshInteraction(_ node: ViewNode) {
        guard node.isAttached(to: root) else { return }
        if let control = node.unit as? any Pressable, !control.rebuildsOnInteraction(node: node) {
            needsDisplay = true
        } else {
            node.invalidateBody()
        }
    }
}
