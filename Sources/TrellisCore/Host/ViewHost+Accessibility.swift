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

    /// Brings frames up to date for a look at the tree: before the first
    /// frame there is no layout, and units out of sight are arranged (as
    /// for the inspection file) so every element has its extents.
    func prepareAccessibility() {
        if statistics.layoutPasses == 0 { _ = update(); needsDisplay = true }
        engine.beginPass()
        engine.arrangeDeferred(in: root)
    }
}
