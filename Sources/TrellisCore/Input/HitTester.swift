/// Finds what is under the pointer: the topmost (last painted) button, or
/// the innermost scroll view. Content clipped away by a scroll view
/// cannot be hit.
@MainActor
enum HitTester {
    static func button(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, clip: .infinite) { node in
            if node.unit is any Pressable, node.environment.isEnabled { found = node }
        }
        return found
    }

    static func scrollView(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, clip: .infinite) { node in
            if node.unit is any Scrollable { found = node }
        }
        return found
    }

    /// Every scroll view under `point`, outermost first.
    static func scrollViews(at point: CGPoint, in root: ViewNode) -> [ViewNode] {
        var found: [ViewNode] = []
        visit(root, point: point, clip: .infinite) { node in
            if node.unit is any Scrollable { found.append(node) }
        }
        return found
    }

    /// Calls `hit` for every unit containing `point`, in paint order.
    private static func visit(_ node: ViewNode, point: CGPoint, clip: CGRect, hit: (ViewNode) -> Void) {
        guard !node.isHidden, !node.isDeferred, node.paintBounds.contains(point) else { return }
        let frame = node.presentedFrame
        var clip = clip
        if node.unit is any Scrollable { clip = clip.intersection(frame) }
        guard clip.contains(point) else { return }
        if frame.contains(point) { hit(node) }
        for child in node.subviewNodes { visit(child, point: point, clip: clip, hit: hit) }
    }
}
