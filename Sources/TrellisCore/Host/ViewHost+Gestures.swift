/// Gestures, hover actions and context menus for a hosted window: the
/// pointer input that is not a control's press. `ViewHost+Input` calls
/// these as events arrive; like the rest of input they only change state.
extension ViewHost {
    /// A primary press: the gestures on the view under the pointer and its
    /// ancestors start recognising. Returns false (the press goes to a
    /// control instead) when there is none, or when a control lies inside
    /// every view with a gesture (a button in a draggable card is pressed
    /// as a button).
    func pressGestures(at point: CGPoint) -> Bool {
        let sample = PointerSample(location: point, time: clock.now)
        guard let target = HitTester.topmostUnit(at: point, in: root) else { return false }
        let attached = GestureArena.attachments(above: target)
        if let innermost = attached.first(where: { $0.1.priority != .high })?.0 ?? attached.first?.0,
           let button = HitTester.button(at: point, in: root), button.isInside(innermost) {
            return false
        }
        guard !attached.isEmpty || !gestures.isEmpty else { return false }
        return gestures.press(sample, target: target)
    }

    func moveGestures(to point: CGPoint) {
        gestures.move(PointerSample(location: point, time: clock.now))
    }

    /// A primary release; returns whether gestures had the press.
    func releaseGestures(at point: CGPoint) -> Bool {
        guard gestures.isPointerDown else { return false }
        gestures.release(PointerSample(location: point, time: clock.now))
        return true
    }

    /// Lets waiting recognisers (a long press, the pause after a tap) see the time.
    func tickGestures() {
        if let deadline = gestures.deadline, clock.now >= deadline { gestures.tick(clock.now) }
    }

    /// Tells the hover actions on the views under `point` (nil: the pointer
    /// left the window) what changed: left views first, then entered and
    /// moved ones, the innermost first (modifiers in the order written).
    func updateHoverActions(at point: CGPoint?) {
        guard HoverActions.inUse else { return }
        var now: [ViewNode] = []
        if let point, let target = HitTester.topmostUnit(at: point, in: root) {
            var current: ViewNode? = target
            while let node = current {
                if node.unit is any HoverObserving, node.frame.contains(point) { now.append(node) }
                current = node.parent
            }
        }
        let before = hoveredObservers.compactMap(\.node)
        hoveredObservers = now.map(\.handle)
        for node in before where !now.contains(where: { $0 === node }) {
            (node.unit as? any HoverObserving)?.hover(.ended, node: node, entered: false)
        }
        guard let point else { return }
        for node in now {
            let entered = !before.contains { $0 === node }
            (node.unit as? any HoverObserving)?.hover(.active(point), node: node, entered: entered)
        }
    }

    /// A secondary press: the nearest context menu around the pointer
    /// opens at it. Returns whether one did.
    func openContextMenu(at point: CGPoint) -> Bool {
        guard let target = HitTester.topmostUnit(at: point, in: root) else { return false }
        var current: ViewNode? = target
        while let node = current {
            if let menu = node.unit as? any ContextMenuProviding, node.environment.isEnabled {
                popups.open(level: level, anchor: CGRect(origin: point, size: .zero), placement: .below,
                            content: menu.menuPanel(from: node.environment))
                return true
            }
            current = node.parent
        }
        return false
    }
}

extension ViewNode {
    /// Whether `ancestor` is this node or one of its ancestors.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var current: ViewNode? = self
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }
}
