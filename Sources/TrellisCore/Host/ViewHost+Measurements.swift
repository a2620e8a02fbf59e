/// Forgetting every measurement at once, for when the measurer's answers
/// change for every font: the window's pixel scale changed, and a
/// measurer that hints glyphs to whole pixels gives other advances and
/// line heights in points at the new scale. The window is then laid out
/// as if it had been opened at that scale; no state is lost.
extension ViewHost {
    func forgetMeasurements() {
        root.forEachNode { $0.forgetMeasurements() }
        needsLayout = true
        needsDisplay = true
    }
}

extension ViewNode {
    /// Empties every size and text layout this node keeps, and asks its
    /// parent to place it again.
    func forgetMeasurements() {
        measurements.removeAll()
        needsPlacement = true
        layoutCacheIsStale = true
        if textLayout != nil { textLayout = nil }
        idealTextLayout = nil
        if let editor = textEditor as? TextEditingSession { editor.forgetLayout() }
        forgetTextLayouts()
    }
}
