/// The host's side of accessibility: its window's tree (made on first
/// use, so a window nobody reads pays nothing) and running a control the
/// way a click does.
extension ViewHost {
    package var accessibility: AccessibilityTree {
        if let tree = accessibilityTree { return tree }
        let tree = AccessibilityTree(host: self)
        accessibilityTree = tree
        return tree
    }

    /// Keyboard focus as screen readers see it: the window is *active*
    /// while it has the keyboard, and the focused view's element is
    /// *focused* (a change of either is an event like any other state).
    var accessibilityWindowIsActive: Bool { focus.windowIsFocused }
    var accessibilityFocusedNode: ViewNode? { focus.windowIsFocused ? focus.node : nil }
    /// The focused text's caret and selection as one number: they move
    /// without a layout pass, and a screen reader follows them.
    var accessibilityFocusedCaret: Int {
        guard let state = (focus.node?.textEditor as? TextEditingSession)?.state else { return 0 }
        return state.anchor &* 1_000_003 &+ state.head &+ 1
    }

    /// Before the first frame there is no layout yet: a look at the tree
    /// makes it.
    func prepareAccessibility() {
        if statistics.layoutPasses == 0 { _ = update(); needsDisplay = true }
    }

    /// Brings the views up to date with a change a screen reader made, ahead
    /// of the frame; the repaint it calls for is kept for that frame.
    func updateForAccessibility() {
        if update() { needsDisplay = true }
    }

    /// Arranges the units out of sight (as for the inspection file), so
    /// every element has its true frame.
    func arrangeForAccessibility() {
        engine.beginPass()
        engine.arrangeDeferred(in: root)
    }
}
