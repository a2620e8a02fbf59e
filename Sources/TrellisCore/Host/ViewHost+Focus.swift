/// The keyboard focus of a window: the focus chain in reading order, Tab
/// and Shift+Tab, focus states set by code, default focus, the focused
/// view disappearing, and scrolling the focused view into sight.
extension ViewHost {
    /// The focused unit, if any.
    var focusedNode: ViewNode? { focus.node }

    /// The focusable units that accept focus now, in reading order (the
    /// order the views are declared in, which is how stacks, grids and
    /// custom layouts read). Views set aside by a `ViewThatFits` are skipped.
    func focusChain() -> [ViewNode] {
        var chain: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.isHidden { return }
            if let focusable = node.unit as? any Focusable, focusable.isTabStop, focusable.acceptsFocus(node: node) {
                chain.append(node)
                // A picker, a stepper…: one stop, whose parts are not stops.
                if focusable is any CompositeControl { return }
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return chain
    }

    /// Moves the focus to `node` (nil: nowhere). `ringVisible` is whether
    /// the ring shows (keyboard navigation).
    func setFocus(_ node: ViewNode?, ringVisible: Bool, chain: [ViewNode]? = nil) {
        let old = focus.node
        focus.ringIsVisible = ringVisible
        needsDisplay = true
        guard old !== node else { return }
        focus.node = node
        focus.chainSnapshot = node == nil ? [] : (chain ?? focusChain())
        if let old { endComposition(leaving: old) }
        if let old, let focusable = old.unit as? any Focusable, old.isAttached(to: root) {
            focusable.focusChanged(false, node: old, host: self)
        }
        updateInputMethod(for: node)
        if let node, let focusable = node.unit as? any Focusable {
            focusable.focusChanged(true, node: node, host: self)
            scrollIntoView(node)
        }
        syncFocusBindings()
    }

    /// Tab (forward) or Shift+Tab: the next focusable view in reading
    /// order, wrapping around at the ends.
    func moveFocus(forward: Bool) {
        let chain = focusChain()
        guard !chain.isEmpty else { return }
        let next: ViewNode
        if let current = focus.node, let index = chain.firstIndex(where: { $0 === current }) {
            next = chain[(index + (forward ? 1 : chain.count - 1)) % chain.count]
        } else {
            next = forward ? chain[0] : chain[chain.count - 1]
        }
        setFocus(next, ringVisible: true, chain: chain)
    }

    /// A focus state was set by user code: handled after this update's
    /// bodies and layout, when the view it names exists.
    func requestFocus(for cell: any AnyFocusStateCell) {
        if !focus.requests.contains(where: { $0 === cell }) { focus.requests.append(cell) }
        // Set outside an input event (a task, a timer): make sure a frame runs.
        needsLayout = true
    }

    /// After layout: applies focus states set by code and the window's
    /// default focus, and moves the focus on if the focused view went away
    /// or was disabled. Returns true if focus states changed (bodies must
    /// run again).
    func resolveFocus() -> Bool {
        var changed = false
        if !focus.requests.isEmpty {
            let requests = focus.requests
            focus.requests.removeAll()
            for cell in requests { applyRequest(cell) }
            changed = true
        }
        if !focus.defaultFocusApplied {
            focus.defaultFocusApplied = true
            if focus.node == nil, let target = defaultFocusTarget() {
                setFocus(target, ringVisible: true)
                changed = true
            }
        }
        if let current = focus.node, !canKeepFocus(current) {
            setFocus(successor(of: current), ringVisible: focus.ringIsVisible)
            changed = true
        }
        if changed { syncFocusBindings() }
        return changed
    }

    private func applyRequest(_ cell: any AnyFocusStateCell) {
        let bindings = liveBindings()
        if cell.isReset {
            // False or nil: take the focus away if it is inside a view bound to this state.
            if let current = focus.node, bindings.contains(where: { $0.binding.focusCell === cell && current.isDescendant(of: $0.node) }) {
                setFocus(nil, ringVisible: false)
            }
            return
        }
        for (node, binding) in bindings where binding.focusCell === cell && cell.holds(binding.focusValue) {
            if let target = firstFocusable(in: node) {
                setFocus(target, ringVisible: true)
                return
            }
        }
    }

    /// The `.focused` modifiers still in the tree, outermost first.
    private func liveBindings() -> [(node: ViewNode, binding: any FocusBinding)] {
        focus.bindingNodes.removeAll { !$0.isAttached(to: root) }
        return focus.bindingNodes.compactMap { node in (node.view as? any FocusBinding).map { (node, $0) } }
    }

    /// Every focus state now says where the focus is: the value of the
    /// innermost `.focused` modifier around the focused view bound to it,
    /// else false or nil.
    func syncFocusBindings() {
        let bindings = liveBindings()
        guard !bindings.isEmpty else { return }
        var values: [ObjectIdentifier: (cell: any AnyFocusStateCell, value: AnyHashable?)] = [:]
        for (_, binding) in bindings {
            guard let cell = binding.focusCell else { continue }
            if values[ObjectIdentifier(cell)] == nil { values[ObjectIdentifier(cell)] = (cell, nil) }
        }
        if let current = focus.node {
            var node: ViewNode? = current
            var seen: Set<ObjectIdentifier> = []
            while let ancestor = node {
                if let binding = ancestor.view as? any FocusBinding, let cell = binding.focusCell,
                   focus.bindingNodes.contains(where: { $0 === ancestor }),
                   seen.insert(ObjectIdentifier(cell)).inserted {
                    values[ObjectIdentifier(cell)] = (cell, binding.focusValue)
                }
                node = ancestor.parent
            }
        }
        for (_, entry) in values { entry.cell.follow(entry.value) }
    }

    /// The first focusable unit at or inside `node`.
    func firstFocusable(in node: ViewNode) -> ViewNode? {
        if node.isHidden { return nil }
        if let focusable = node.unit as? any Focusable, focusable.acceptsFocus(node: node) { return node }
        for child in node.children {
            if let found = firstFocusable(in: child) { return found }
        }
        return nil
    }

    private func defaultFocusTarget() -> ViewNode? {
        focus.defaultFocusNodes.removeAll { !$0.isAttached(to: root) }
        for node in focus.defaultFocusNodes {
            guard let modifier = node.view as? any DefaultFocusDeclaration else { continue }
            modifier.applyDefault()
        }
        // The requests those made are applied here, in declaration order.
        let requests = focus.requests
        focus.requests.removeAll()
        for cell in requests { applyRequest(cell) }
        return focus.node
    }

    /// Whether the focused view can stay focused: still in the tree, not
    /// set aside, still accepting focus (not disabled).
    private func canKeepFocus(_ node: ViewNode) -> Bool {
        guard node.isAttached(to: root), let focusable = node.unit as? any Focusable,
              focusable.acceptsFocus(node: node) else { return false }
        var current: ViewNode? = node
        while let ancestor = current {
            if ancestor.isHidden { return false }
            current = ancestor.parent
        }
        return true
    }

    /// Where the focus goes when `gone` can no longer hold it: the next
    /// view after it in the chain it was focused in, else the one before.
    private func successor(of gone: ViewNode) -> ViewNode? {
        let snapshot = focus.chainSnapshot
        let chain = focusChain()
        guard !chain.isEmpty else { return nil }
        let live = Set(chain.map(ObjectIdentifier.init))
        if let index = snapshot.firstIndex(where: { $0 === gone }) {
            for node in snapshot[(index + 1)...] where live.contains(ObjectIdentifier(node)) && node !== gone { return node }
            for node in snapshot[..<index].reversed() where live.contains(ObjectIdentifier(node)) { return node }
        }
        return chain.first
    }

    /// Scrolls every scroll view around `node` so that it is in sight.
    func scrollIntoView(_ node: ViewNode) {
        var target = node.frame
        var current = node.parent
        while let ancestor = current {
            if let scrollable = ancestor.unit as? any Scrollable {
                // Not under a `safeAreaInset` the content scrolls under.
                let viewport = ancestor.frame.inset(by: ancestor.interaction.safeAreaInsets)
                for axis in [Axis.vertical, .horizontal] where scrollable.axes.contains(axis == .vertical ? .vertical : .horizontal) {
                    let (start, end) = axis == .vertical ? (target.minY, target.maxY) : (target.minX, target.maxX)
                    let (low, high) = axis == .vertical ? (viewport.minY, viewport.maxY) : (viewport.minX, viewport.maxX)
                    var delta: CGFloat = 0
                    if end - start > high - low || start < low { delta = start - low } else if end > high { delta = end - high }
                    guard delta != 0, delta.isFinite else { continue }
                    ancestor.interaction.scrollOffset[axis] += delta
                    ancestor.setNeedsPlacement()
                    needsLayout = true
                    target = target.offsetBy(dx: axis == .horizontal ? -delta : 0, dy: axis == .vertical ? -delta : 0)
                }
            }
            current = ancestor.parent
        }
    }

    /// The focused editable text's session, while the window has the focus.
    private var blinkingSession: TextEditingSession? {
        guard focus.windowIsFocused, let node = focus.node, node.unit is EditableText else { return nil }
        return node.textEditor as? TextEditingSession
    }

    /// When the caret next blinks: the backend wakes then. Nil when no
    /// caret blinks (no text focused, the window unfocused, or the caret
    /// resting solid after a while without typing): no wake-ups at all.
    package var nextCaretBlink: Double? { blinkingSession?.nextBlink(after: clock.now) }

    /// Repaints when the caret's blink phase changed since the last frame.
    func noteCaretBlink() {
        let shown = blinkingSession?.caretIsVisible(at: clock.now) ?? false
        if shown != focus.caretWasShown {
            focus.caretWasShown = shown
            needsDisplay = true
        }
    }

    /// Whether a focus ring is drawn, and around which unit.
    var focusRingNode: ViewNode? {
        guard focus.ringIsVisible, focus.windowIsFocused, level == 0 || isPopover, let node = focus.node,
              !node.environment.focusEffectDisabled else { return nil }
        return node
    }
}

extension ViewNode {
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }
}

/// A `.defaultFocus` modifier: sets its focus state when the window first
/// shows, if nothing else took the focus.
@MainActor
protocol DefaultFocusDeclaration {
    func applyDefault()
}
