/// Finds what is under the pointer: the topmost (last painted) button or
/// control that tracks the pointer (a slider), or
/// the innermost scroll view. Content clipped away by a scroll view
/// cannot be hit, nor views inside `allowsHitTesting(false)`.
@MainActor
enum HitTester {
    static func button(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, clip: .infinite) { node in
            guard node.environment.isEnabled else { return }
            if let control = node.unit as? any Pressable {
                if control.acceptsPress(at: point, node: node) { found = node }
            } else if node.unit is any PointerTracking {
                found = node
            }
        }
        return found
    }

    /// The innermost view with a tooltip (`.help`) under the pointer.
    static func help(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, clip: .infinite) { node in
            if node.unit is any HelpProviding { found = node }
        }
        return found
    }

    /// The topmost focusable unit under the point that accepts focus.
    static func focusable(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, clip: .infinite) { node in
            if let focusable = node.unit as? any Focusable, focusable.acceptsFocus(node: node) { found = node }
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

    /// Whether `point` (window points) falls on `node` as drawn: inside its
    /// presented frame once carried through the transforms, clips and
    /// content shapes of the effects above it.
    static func contains(_ node: ViewNode, _ point: CGPoint) -> Bool {
        var effects: [ViewNode] = []
        var current = node.parent
        while let ancestor = current {
            if ancestor.hasGraphicsEffect { effects.append(ancestor) }
            current = ancestor.parent
        }
        var point = point
        for effect in effects.reversed() {
            guard let inside = effect.pointIntoContent(point) else { return false }
            point = inside
        }
        return node.presentedFrame.contains(point)
    }

    /// The topmost (last painted) unit under `point`.
    static func topmostUnit(at point: CGPoint, in root: ViewNode) -> ViewNode? {
        var found: ViewNode?
        visit(root, point: point, clip: .infinite) { found = $0 }
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
        guard !node.isHidden, !node.isDeferred, node.environment.allowsHitTesting,
              node.paintBounds.contains(point) else { return }
        let frame = node.presentedFrame
        var clip = clip
        if node.unit is any Scrollable, !node.environment.scrollContentSettings.clipDisabled { clip = clip.intersection(frame) }
        guard clip.contains(point) else { return }
        var point = point
        if node.hasGraphicsEffect {
            // Scaled, rotated, clipped or given a content shape: the point
            // is carried into the content's coordinates, or misses it.
            guard let inside = node.pointIntoContent(point) else { return }
            if inside != point { clip = .infinite }
            point = inside
        }
        if frame.contains(point) { hit(node) }
        for child in node.paintOrder { visit(child, point: point, clip: clip, hit: hit) }
    }
}
