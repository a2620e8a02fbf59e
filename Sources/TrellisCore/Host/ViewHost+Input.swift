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
        if case .buttonDown = event { tooltips.pressed(host: self) }
        switch event {
        case .pointerMoved(let point):
            pointer = point
            if continueScrollBarDrag(to: point) { return }
            updateHover()
            tooltips.pointerMoved(host: self)
            updateHoverActions(at: point)
            moveGestures(to: point)
            if let pressed, let tracker = pressed.unit as? any PointerTracking {
                tracker.pointerDragged(to: point, node: pressed)
            } else if let pressed {
                setPressed(pressed, HitTester.contains(pressed, point))
            }
            if let textDrag, textDrag.isAttached(to: root), let editable = textDrag.unit as? any PointerEditable {
                editable.pointerDragged(to: point, node: textDrag, host: self)
            }
        case .pointerExited:
            pointer = nil
            updateHover()
            tooltips.pointerMoved(host: self)
            updateHoverActions(at: nil)
        case .buttonDown(let point, _) where dismissesPopups(at: point):
            break
        case .buttonDown(let point, .primary):
            pointer = point
            if beginScrollBarDrag(at: point) { return }
            updateHover()
            if let focusable = HitTester.focusable(at: point, in: root),
               let control = focusable.unit as? any Focusable, control.focusesOnClick {
                setFocus(focusable, ringVisible: true)
                if let editable = focusable.unit as? any PointerEditable {
                    textDrag = focusable
                    editable.pointerDown(at: point, button: .primary, extend: false, node: focusable, host: self)
                }
            }
            if textDrag == nil, pressGestures(at: point) { return }
            if let target = HitTester.button(at: point, in: root) {
                pressed = target
                setPressed(target, true)
                (target.unit as? any PointerTracking)?.pointerPressed(at: point, node: target)
                if repeatsWhileHeld(target) { beginHeldRepeat(target) }
            }
        case .buttonDown(let point, .middle):
            // Middle click pastes the primary selection into the text under it.
            if let target = HitTester.focusable(at: point, in: root), let editable = target.unit as? any PointerEditable {
                setFocus(target, ringVisible: true)
                editable.pointerDown(at: point, button: .middle, extend: false, node: target, host: self)
            }
        case .buttonUp(let point, .primary):
            textDrag = nil
            if endScrollBarDrag() { return }
            if releaseGestures(at: point) { return }
            guard let target = pressed else { return }
            pressed = nil
            if let tracker = target.unit as? any PointerTracking {
                setPressed(target, false)
                if target.isAttached(to: root) { tracker.pointerReleased(at: point, node: target) }
                return
            }
            let inside = HitTester.contains(target, point) && target.isAttached(to: root)
            setPressed(target, false)
            // A repeating button acted when pressed and while held.
            if heldRepeat != nil { heldRepeat = nil; return }
            if inside { activate(target) }
        case .key(let press):
            if isMenu { handleMenuKey(press) } else { handleKeyInWindow(press) }
        case .windowFocus(let focused):
            guard focus.windowIsFocused != focused else { return }
            focus.windowIsFocused = focused
            if let node = focus.node, let focusable = node.unit as? any Focusable {
                focusable.focusChanged(focused, node: node, host: self)
            }
            needsDisplay = true
        case .composition(let composition):
            compositionChanged(composition)
        case .scroll(let point, let delta):
            if scrollTextEditor(at: point, by: delta.height) { return }
            scrollWheel(at: point, delta: delta)
        case .buttonDown(let point, .secondary):
            _ = openContextMenu(at: point)
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
        guard isMenu else { return }
        if let target, let control = target.unit as? any Pressable, control.opensPopup {
            if !popups.requests.contains(where: { $0.level == level + 1 && $0.anchor == target.frame }) {
                control.perform(node: target)
            }
        } else if target != nil {
            popups.dismiss(from: level + 1)
        }
    }

    /// Whether this host shows a menu (or submenu): a popup that is not a popover.
    var isMenu: Bool { level > 0 && !isPopover }

    /// Runs a control's action. In a menu, choosing an item closes the
    /// whole menu (down to the popover it opened from, if any); a submenu
    /// row opens its submenu instead. A popover's controls leave it open.
    func activate(_ target: ViewNode) {
        guard let control = target.unit as? any Pressable else { return }
        control.perform(node: target)
        if isMenu, !control.opensPopup, !control.keepsPopupOpen { popups.dismiss(from: popups.menuChainStart(for: level)) }
        if closesDialogAfterAction, target.unit is any RoleReporting { dialogDismiss?() }
    }

    /// Runs a control's action as a click would (Return in a dialog).
    func activateFromKeyboard(_ target: ViewNode) { activate(target) }

    /// While popups are open above this window, a click here (or, in a
    /// popup, outside its bounds) closes them and does nothing else.
    /// (A popover whose content says `interactiveDismissDisabled` stays,
    /// and the click is used up.)
    private func dismissesPopups(at point: CGPoint) -> Bool {
        if popups.hasMenu(above: level) {
            popups.dismissInteractively(from: level + 1)
            return true
        }
        if level > 0, !CGRect(origin: .zero, size: size).contains(point) {
            popups.dismissInteractively(from: 1)
            return true
        }
        return false
    }

    /// Menu keys: arrows move the selection, Return/Space choose, Escape
    /// closes this menu level, Left closes a submenu, Right opens one.
    private func handleMenuKey(_ press: KeyPress) {
        guard press.phase != .up else { return }
        let key = press.key
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
            if let hovered, let control = hovered.unit as? any Pressable, control.opensPopup {
                activate(hovered)
            } else if level == 1, let adjacent = popups.adjacentMenuBarMenu {
                adjacent(1)
            }
        case .leftArrow:
            if level > 1 {
                popups.dismiss(from: level)
            } else if let adjacent = popups.adjacentMenuBarMenu {
                adjacent(-1)
            }
        case .escape:
            popups.dismissInteractively(from: level)
        case .tab:
            // A menu keeps the keyboard while open; Tab closes it, as in GTK.
            popups.dismissInteractively(from: popups.menuChainStart(for: level))
        default:
            break
        }
    }

    /// Highlights the first item: a menu opened from the keyboard.
    func highlightFirstItem() {
        if let first = pressables().first { setHovered(first) }
    }

    /// Lists (the one last clicked), then window-wide keys (Alt+Left,
    /// Ctrl+Page Down), then a dialog's Return and Escape.
    func handleCommandKey(_ key: CommandKey, viewCommand: ViewCommand? = nil) -> Bool {
        let target = keyTarget.flatMap({ $0.isAttached(to: root) ? $0 : nil }) ?? firstKeyHandler()
        if let target, let handler = target.unit as? any KeyHandling, handler.handleKey(key, modifiers: heldModifiers, node: target) {
            return true
        }
        // The view commands, from the focused view (else that list) outwards.
        if let viewCommand, performViewCommand(viewCommand, from: focus.node ?? target) { return true }
        return KeyCommands.handle(key, modifiers: heldModifiers, host: self) || DialogKeys.handle(key, host: self)
            || closePopover(on: key) || scrollFromKeyboard(key)
    }

    /// Escape that nothing inside took closes a popover (unless it says
    /// `interactiveDismissDisabled`; the key is used up then too).
    private func closePopover(on key: CommandKey) -> Bool {
        guard isPopover, key == .escape else { return false }
        popups.dismissInteractively(from: level)
        return true
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
            if let control = node.unit as? any Pressable, control.isControl(node: node), node.environment.isEnabled {
                result.append(node)
            }
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
    func refreshInteraction(_ node: ViewNode) {
        guard node.isAttached(to: root) else { return }
        if let control = node.unit as? any Pressable, !control.rebuildsOnInteraction(node: node) {
            needsDisplay = true
        } else if node.unit is any PointerTracking {
            needsDisplay = true
        } else {
            node.invalidateBody()
        }
    }
}
