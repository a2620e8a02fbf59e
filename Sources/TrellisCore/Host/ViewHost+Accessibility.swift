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
    /// This host does not track keyboard focus yet; where it does, these
    /// two say what it knows.
    var accessibilityWindowIsActive: Bool { false }
    var accessibilityFocusedNode: ViewNode? { nil }

    /// Brings frames up to date for a look at the tree: before the first
    /// frame there is no layout, and units out of sight are arranged (as
    /// for the inspection file) so every element has its extents.
    func prepareAccessibility() {
        if statistics.layoutPasses == 0 { _ = update(); needsDisplay = true }
        engine.beginPass()
        engine.arrangeDeferred(in: root)
    }
}
