/// `onScrollVisibilityChange(threshold:_:)`: runs the action when more
/// (true) or less (false) than `threshold` of the view shows in the
/// scroll view around it, and the first time it shows.
package nonisolated struct OnScrollVisibilityChangeView<Content: View>: View {
    package typealias Body = Never
    let content: Content
    let threshold: Double
    let action: (Bool) -> Void
}

@MainActor extension OnScrollVisibilityChangeView: ContentWrapperLayout, LayoutObserving {
    var kindName: String { "ScrollVisibilityChange" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        node.host.layoutObservers.register(node)
        visit(.index(0), content)
    }

    func observe(node: ViewNode, last: inout Any?) -> (@MainActor () -> Void)? {
        guard node.hasBeenPlaced else { return nil }
        let visible = Self.isVisible(node, threshold: threshold)
        let old = last as? Bool
        last = visible
        // Hidden from the start is no change; showing from the start is.
        guard old != visible, old != nil || visible else { return nil }
        let action = self.action
        return { action(visible) }
    }

    /// Whether at least `threshold` of the node's area lies in the visible
    /// parts of its scroll views (all of them, nested ones included).
    static func isVisible(_ node: ViewNode, threshold: Double) -> Bool {
        let frame = node.frame
        var shown = frame
        var current = ScrollTargetSearch.enclosingScroller(of: node)
        while let scroller = current {
            shown = shown.intersection(scroller.frame)
            current = ScrollTargetSearch.enclosingScroller(of: scroller)
        }
        let area = frame.width * frame.height
        guard area > 0, !shown.isNull else { return area == 0 && !shown.isNull && threshold <= 0 }
        let fraction = shown.width * shown.height / area
        let limit = threshold.isFinite ? min(max(threshold, 0), 1) : 0.5
        return fraction >= limit && fraction > 0
    }
}

nonisolated extension View {
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        OnScrollVisibilityChangeView(content: self, threshold: threshold, action: action)
    }
}
